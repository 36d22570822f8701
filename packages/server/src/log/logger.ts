/**
 * Structured JSON logs (pino). Request logs carry the request id, method,
 * path, status and duration; never a body, a token, a password or a code.
 * The redaction list is a second line of defence for anything logged by
 * mistake under a well-known key. (`code` is not on it: error codes such as
 * PostgreSQL's are useful in logs, and one-time codes are never logged.)
 */
import { pino } from 'pino';
import type { DestinationStream, Logger } from 'pino';
import type { LogLevel } from '../config/config.ts';

export type { Logger };

const SECRET_KEYS = [
  'password',
  'newPassword',
  'password_hash',
  'passwordHash',
  'token',
  'idToken',
  'refreshToken',
  'accessToken',
  'confirmationCode',
  'challengeResponse',
  'session',
  'secret',
  'authorization',
  'Authorization',
  'cookie',
];

const REDACT_PATHS = [
  ...SECRET_KEYS,
  ...SECRET_KEYS.map((key) => `*.${key}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
];

export function createLogger(options: {
  level: LogLevel;
  name?: string;
  destination?: DestinationStream;
  /** Buffer writes (4 KiB at a time) instead of one write per line; call `log.flush()` before exiting. */
  buffered?: boolean;
}): Logger {
  const settings = {
    name: options.name ?? 'kindred-server',
    level: options.level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    // ISO timestamps read better in a terminal than epoch milliseconds.
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const destination =
    options.destination ?? (options.buffered ? pino.destination({ dest: 1, sync: false, minLength: 4096 }) : undefined);
  return destination ? pino(settings, destination) : pino(settings);
}
