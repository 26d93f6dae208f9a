import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

/** Long enough to watch a build and come back to the page the same week; an account outlives it. */
export const VIEW_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;

const AUDIENCE = 'conversion-view';

interface ViewTokenPayload {
  view: { conversionId: string };
}

/**
 * The viewing token of the trial response (`viewToken`): lets whoever submitted the form read that one
 * conversion's progress and coverage, and subscribe to its live events, before they have a password. It
 * grants nothing else (no recrawl or retry, no other conversion), and it is no access token: it carries
 * no `user`, its own audience and subject, so AccessTokenService never accepts it.
 */
@Injectable()
export class ConversionViewTokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(conversionId: string): Promise<string> {
    const payload: ViewTokenPayload = { view: { conversionId } };
    return this.jwt.signAsync(payload, {
      subject: `conversion:${conversionId}`,
      audience: AUDIENCE,
      expiresIn: VIEW_TOKEN_TTL_SECONDS,
    });
  }

  /** Whether `token` is a live viewing token for exactly this conversion. */
  async allows(token: string | null, conversionId: string): Promise<boolean> {
    if (!token) return false;
    try {
      const payload = await this.jwt.verifyAsync<ViewTokenPayload & { sub?: string }>(token, {
        algorithms: ['HS256'],
        audience: AUDIENCE,
      });
      return payload.view?.conversionId === conversionId && payload.sub === `conversion:${conversionId}`;
    } catch {
      return false;
    }
  }
}
