import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How webhook deliveries are signed (api-contract.md): `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>">`. The timestamp is inside what is signed, so a receiver that refuses old timestamps cannot
 * be fed a replayed delivery. Exported for receivers and tests: one definition signs and checks.
 */

/** A new webhook secret: 32 random bytes as hex. */
export function newWebhookSecret(): string {
  return randomBytes(32).toString('hex');
}

export function webhookSignatureDigest(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The `X-GPTsite-Signature` header value for `body` sent at `timestamp` (unix seconds). */
export function signWebhookBody(
  secret: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${webhookSignatureDigest(secret, timestamp, body)}`;
}

export interface SignatureCheckOptions {
  /** Refuse signatures older (or newer) than this; default five minutes. */
  toleranceSeconds?: number;
  nowSeconds?: number;
}

/** True when `header` signs `body` with `secret`, within the time tolerance. */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  options: SignatureCheckOptions = {},
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = webhookSignatureDigest(secret, timestamp, body);
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}
