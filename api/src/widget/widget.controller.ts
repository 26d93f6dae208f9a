import { Controller, Get, Header, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { AssistantProfileService } from '../chat/assistant-profile.service';
import { frameAncestors } from './frame-ancestors';
import { renderFramePage } from './frame-page';
import { WIDGET_ASSETS } from './widget-assets';

/** The one-line embed: a loader any site can include, and the chat page it frames. */
@Controller()
export class WidgetController {
  constructor(private readonly profiles: AssistantProfileService) {}

  @Get('widget.js')
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  @Header('Access-Control-Allow-Origin', '*')
  loader(): string {
    return WIDGET_ASSETS.loader;
  }

  @Get('widget/frame.js')
  @Header('Content-Type', 'application/javascript; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  frameScript(): string {
    return WIDGET_ASSETS.frameScript;
  }

  @Get('widget/frame.css')
  @Header('Content-Type', 'text/css; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=300')
  frameStyle(): string {
    return WIDGET_ASSETS.frameStyle;
  }

  @Get('widget/frame/:assistantId')
  async frame(
    @Param('assistantId') assistantId: string,
    @Query('page') page: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    const profile = await this.profiles.profile(assistantId, `${request.protocol}://${request.get('host')}`);
    response.setHeader(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        "img-src 'none'",
        "base-uri 'none'",
        "form-action 'none'",
        frameAncestors((await this.profiles.allowedDomains(assistantId)) ?? []),
      ].join('; '),
    );
    response.setHeader('Cache-Control', 'no-store');
    response.type('html').send(renderFramePage(profile, typeof page === 'string' ? page.slice(0, 2000) : ''));
  }
}
