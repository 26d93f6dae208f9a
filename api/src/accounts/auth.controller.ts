import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { AuthUser, LoginResponse } from '@gptsite/shared';
import type { Request, Response } from 'express';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import {
  loginSchema,
  resetRequestSchema,
  setPasswordSchema,
  type LoginRequest,
  type ResetRequest,
  type SetPasswordRequest,
} from './auth-request.schema';
import { AuthGuard, CurrentUser } from './auth.guard';
import { AuthService, type Session } from './auth.service';
import {
  clearAdminCookie,
  clearRefreshCookie,
  readRefreshCookie,
  setAdminCookie,
  setRefreshCookie,
} from './refresh-cookie';

/** Sign-in, its refresh and end, the signed-in user, and passwords (api-contract.md, section Accounts). */
@Controller('api/v1/auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('login')
  @HttpCode(200)
  async login(
    @Body(new ZodBodyPipe(loginSchema)) body: LoginRequest,
    @Ip() ip: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    return answer(response, await this.auth.login(body.email, body.password, ip));
  }

  @Post('refresh')
  @HttpCode(200)
  async refresh(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    try {
      return answer(response, await this.auth.refresh(readRefreshCookie(request)));
    } catch (error) {
      clearRefreshCookie(response);
      clearAdminCookie(response);
      throw error;
    }
  }

  @Post('logout')
  @HttpCode(204)
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.auth.logout(readRefreshCookie(request));
    clearRefreshCookie(response);
    clearAdminCookie(response);
  }

  @Get('me')
  @UseGuards(AuthGuard)
  async me(@CurrentUser() user: AuthUser): Promise<{ user: AuthUser }> {
    return { user: await this.auth.me(user) };
  }

  @Post('password/reset')
  @HttpCode(202)
  async requestReset(@Body(new ZodBodyPipe(resetRequestSchema)) body: ResetRequest): Promise<void> {
    await this.auth.requestReset(body.email);
  }

  @Post('password')
  @HttpCode(200)
  async setPassword(
    @Body(new ZodBodyPipe(setPasswordSchema)) body: SetPasswordRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LoginResponse> {
    return answer(response, await this.auth.setPassword(body.token, body.password));
  }
}

function answer(response: Response, session: Session): LoginResponse {
  setRefreshCookie(response, session.refreshToken);
  setAdminCookie(response, session.body.user.role, session.body.token);
  return session.body;
}
