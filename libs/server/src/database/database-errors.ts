/**
 * Whether an error means Postgres could not be reached or did not answer in time (down, restarting,
 * hung, out of connections), as opposed to a bug in a statement. The api answers those with a 503.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** SQLSTATEs: shutting down or starting up, too many connections, a statement cancelled by its timeout. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection is not established|terminating connection/i;

export function isDatabaseUnavailableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // TypeORM wraps the driver's error (QueryFailedError.driverError); Node may chain a cause.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (
      typeof code === 'string' &&
      (NETWORK_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_STATES.has(code))
    )
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    const next = current as { driverError?: unknown; cause?: unknown };
    current = next.driverError ?? next.cause;
  }
  return false;
}
