import pino, { type Logger } from 'pino';

/** Structured JSON logs; one root logger per process, children per module. */
export function createLogger(name: string, level: string): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.apiKey'],
      censor: '[redacted]',
    },
  });
}

export type { Logger };
