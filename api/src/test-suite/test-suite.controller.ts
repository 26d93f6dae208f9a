import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  TEST_SUITE_GROUPS,
  type AuthUser,
  type TestSuiteGroupInfo,
  type TestSuiteRun,
} from '@gptsite/shared';
import { z } from 'zod';
import { AuthGuard, CurrentUser, Roles } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { TestSuiteService } from './test-suite.service';

const runSchema = z.object({
  group: z
    .enum(TEST_SUITE_GROUPS, { errorMap: () => ({ message: 'Please choose one of the six groups' }) })
    .optional(),
});

/** The admin test suite (/test-suite): super admin only. */
@Controller('api/v1/test-suite')
@UseGuards(AuthGuard)
@Roles('super_admin')
export class TestSuiteController {
  constructor(private readonly suite: TestSuiteService) {}

  /** `GET /api/v1/test-suite` → the six groups and their checks. */
  @Get()
  groups(@CurrentUser() user: AuthUser): { groups: TestSuiteGroupInfo[] } {
    return { groups: this.suite.groups(user) };
  }

  /** `POST /api/v1/test-suite/run` ← `{ group? }` → each check's passed/failed, duration and reason. */
  @Post('run')
  @HttpCode(200)
  run(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(runSchema)) body: z.infer<typeof runSchema>,
  ): Promise<TestSuiteRun> {
    return this.suite.run(user, body.group);
  }
}
