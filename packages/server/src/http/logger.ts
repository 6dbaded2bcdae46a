import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { pino, type Logger, type LoggerOptions } from 'pino';
import type { Config } from '../config';
import { safeError } from './safe-error';

/**
 * Never log credentials (ASVS 16.2.5): headers that carry them and any password-like field in
 * whatever object a log line includes.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'pin',
  'token',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.pin',
  '*.token',
  '*.*.password',
];

export function loggerOptions(config: Config): NonNullable<FastifyServerOptions['logger']> {
  return pinoOptions(config);
}

/** The process's logger for work outside requests (the job engine, the worker), configured alike. */
export function createLogger(config: Config): Logger {
  return pino(pinoOptions(config));
}

function pinoOptions(config: Config): LoggerOptions {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // An error logs its shape, never the values a query carried (safe-error.ts).
    serializers: { err: safeError },
    // Readable lines for a developer's terminal; JSON everywhere else for log shipping.
    ...(config.nodeEnv === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
  };
}

/**
 * Request ids are generated, never taken from the caller, so a client cannot forge or inject
 * them into the logs (ASVS 16.4.1); they are returned in `x-request-id` for support.
 */
export function generateRequestId(): string {
  return randomUUID();
}
