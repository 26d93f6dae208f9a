import { isDomainError } from '@gptsite/server';
import type { SubscribeDeniedEvent } from '@gptsite/shared';
import type { Socket } from 'socket.io';
import { bearerToken } from '../accounts/request-credentials';

/**
 * The tokens a subscription offers, in order: the payload's `token`, the handshake's `auth.token`, and
 * the handshake's `Authorization: Bearer` header (clients outside a browser).
 */
export function socketTokens(client: Socket, payload: unknown): string[] {
  const fromPayload = (payload as { token?: unknown } | null | undefined)?.token;
  const fromAuth = (client.handshake.auth as { token?: unknown } | undefined)?.token;
  return [fromPayload, fromAuth, bearerToken(client.handshake.headers.authorization)].filter(
    (token): token is string => typeof token === 'string' && token.length > 0 && token.length < 4096,
  );
}

/** A refusal as the `subscribe:denied` event; anything but an access decision is rethrown. */
export function deniedEvent(
  error: unknown,
  event: SubscribeDeniedEvent['event'],
  conversionId?: string,
): SubscribeDeniedEvent {
  if (!isDomainError(error) || ![401, 403, 404].includes(error.status)) throw error;
  return {
    event,
    ...(conversionId ? { conversionId } : {}),
    statusCode: error.status,
    message: error.message,
  };
}
