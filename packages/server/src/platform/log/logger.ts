/**
 * Structured JSON logs (pino). Request logs carry the request id, method,
 * path, status and duration; never a body, a token, a password or a code.
 * The redaction list is a second line of defence for anything logged by
 * mistake under a well-known key, at any of the first three levels. (`code` is not on it: error codes such as
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

const SECRETS = new Set(SECRET_KEYS.map((key) => key.toLowerCase()));
const CENSOR = '[redacted]';
/** How deep redaction looks: `password`, `body.password`, `req.headers.authorization`. */
const MAX_DEPTH = 3;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * The value with every secret key's value replaced by '[redacted]', in plain
 * objects and arrays down to MAX_DEPTH levels. The caller's object is never
 * changed: what holds a secret is copied, the rest is returned as it is (so
 * a line without secrets costs a walk over its keys and nothing more).
 * Errors and other class instances go to their serializers untouched.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth >= MAX_DEPTH) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, index) => {
      const clean = redactSecrets(item, depth + 1);
      if (clean !== item) (copy ??= [...(value as unknown[])])[index] = clean;
    });
    return (copy ?? value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key in value) {
    const item = value[key];
    const clean = SECRETS.has(key.toLowerCase()) ? CENSOR : redactSecrets(item, depth + 1);
    if (clean !== item) (copy ??= { ...value })[key] = clean;
  }
  return (copy ?? value) as T;
}

/** What `bufferedDestination` gives: a pino destination that flushes synchronously. */
export interface BufferedDestination extends DestinationStream {
  /** Writes every line held, synchronously (pino's `logger.flush()` calls it; call it before exiting). */
  flush(callback?: (error?: Error) => void): void;
  /** Stops the timer and writes what is held. */
  end(): void;
}

/**
 * Production's log destination: lines are gathered in memory and written to
 * the file descriptor 16 K characters at a time or every 250 ms, whichever
 * comes first, so that a quiet server's lines still appear at once
 * (SonicBoom's own `minLength` holds them until enough have gathered, however
 * long that takes). Each batch is one synchronous write: the batching is what
 * saves the system calls, and with no write ever in flight `flush()` writes
 * all that is held before it returns, so lines logged just before
 * `process.exit` are not lost. (An asynchronous SonicBoom could still be
 * writing one batch when `flush()` ran: that batch then landed after the
 * next, or on a closed descriptor.)
 */
export function bufferedDestination(options: { fd?: number; maxChars?: number; intervalMs?: number } = {}): BufferedDestination {
  const sonic = pino.destination({ dest: options.fd ?? 1, sync: true });
  const maxChars = options.maxChars ?? 16_000;
  const lines: string[] = [];
  let chars = 0;
  const drain = () => {
    if (chars === 0) return;
    const data = lines.join('');
    lines.length = 0;
    chars = 0;
    sonic.write(data);
  };
  const timer = setInterval(drain, options.intervalMs ?? 250);
  timer.unref();
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= maxChars) drain();
    },
    flush(callback) {
      try {
        drain();
        sonic.flushSync();
        callback?.();
      } catch (error) {
        if (!callback) throw error;
        callback(error as Error);
      }
    },
    end() {
      clearInterval(timer);
      drain();
      sonic.flushSync();
    },
  };
}

export function createLogger(options: {
  level: LogLevel;
  name?: string;
  destination?: DestinationStream;
  /** Buffer writes to stdout (see bufferedDestination) instead of one write per line; call `log.flush()` before exiting. */
  buffered?: boolean;
}): Logger {
  const settings = {
    name: options.name ?? 'kindred-server',
    level: options.level,
    // pino's own `redact` with wildcard paths clones every object it logs
    // (over a tenth of a small request's CPU in a profile); this walk copies only what holds a secret.
    formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) },
    // ISO timestamps read better in a terminal than epoch milliseconds.
    timestamp: pino.stdTimeFunctions.isoTime,
  };
  const destination =
    options.destination ?? (options.buffered ? bufferedDestination() : undefined);
  return destination ? pino(settings, destination) : pino(settings);
}

/**
 * `base.child(bindings)`, made on first use: most requests log only their
 * one request line, and a child logger costs a serialisation of its bindings
 * and a new object per request.
 */
export function lazyChild(base: Logger, bindings: Record<string, unknown>): Logger {
  let child: Logger | undefined;
  const made = () => (child ??= base.child(bindings));
  return new Proxy(base, {
    get(_target, property) {
      const logger = made();
      const value = Reflect.get(logger, property, logger) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(logger) : value;
    },
    set(_target, property, value) {
      return Reflect.set(made(), property, value);
    },
  });
}
