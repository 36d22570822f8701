/**
 * Server configuration, read once from the environment and validated at
 * start. A wrong value stops the server with a message that names the
 * variable (`Invalid configuration: PORT must be ...`).
 *
 * Relative paths (DATA_DIR, STATIC_DIR) are resolved against the repository
 * root, so `npm start` at the root and `npm start -w @kindred/server` agree.
 *
 * Every variable is optional: a fresh clone runs with none set (embedded
 * PGlite under `.data/`, mail to the outbox, a signing key generated and kept
 * in the database on first start).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import '@kindred/contracts/zod-locale';
import { ADVISOR_LIMITS } from '@kindred/contracts/api/advisor';
import { ATTACHMENT_BYTES_PER_DAY } from '@kindred/contracts/api/support';
import type { AdvisorLimitKey, AdvisorModel, ChatMode } from '@kindred/contracts/api/advisor';

/**
 * The server package's folder: the nearest package.json above this module,
 * which is packages/server/src/config/ when run from source and
 * packages/server/dist/ when run as the built bundle.
 */
function serverPackageDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

/** packages/server. */
const SERVER_DIR = serverPackageDir();
/** The repository root. */
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');
/** Where `npm run build` puts the web app: the production server serves it when STATIC_DIR is unset. */
export const BUILT_WEB_APP_DIR = path.resolve(SERVER_DIR, '../app/dist');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** An env var that is unset or blank reads as absent (a blank line in an .env file means "not set"). */
const optionalText = z.pipe(
  z.optional(z.string().check(z.trim())),
  z.transform((value: string | undefined) => (value === '' ? undefined : value)),
);

function urlWithProtocols(protocols: readonly string[], example: string) {
  return z.pipe(
    optionalText,
    z.optional(
      z.string().check(
        z.refine(
          (value: string) => {
            try {
              return protocols.includes(new URL(value).protocol);
            } catch {
              return false;
            }
          },
          { error: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (for example ${example})` },
        ),
      ),
    ),
  );
}

function integer(options: { min: number; max: number; default: number }) {
  return z.pipe(
    optionalText,
    z.pipe(
      z.optional(
        z.pipe(
          z.pipe(
            z.string().check(z.regex(/^\d+$/, { error: `must be a whole number between ${options.min} and ${options.max}` })),
            z.transform(Number),
          ),
          z
            .number()
            .check(
              z.int(),
              z.gte(options.min, { error: `must be a whole number between ${options.min} and ${options.max}` }),
              z.lte(options.max, { error: `must be a whole number between ${options.min} and ${options.max}` }),
            ),
        ),
      ),
      z.transform((value: number | undefined) => value ?? options.default),
    ),
  );
}

const BOOLEAN_WORDS = ['true', 'false', '1', '0', 'yes', 'no'] as const;

const boolean = (defaultValue: boolean) =>
  z.pipe(
    optionalText,
    z.pipe(
      z.optional(z.enum(BOOLEAN_WORDS, { error: 'must be true or false' })),
      z.transform((value: (typeof BOOLEAN_WORDS)[number] | undefined) =>
        value === undefined ? defaultValue : ['true', '1', 'yes'].includes(value),
      ),
    ),
  );

const emailAddress = (defaultValue: string) =>
  z.pipe(
    optionalText,
    z.pipe(
      z.optional(
        z.string().check(
          // "Name <address>" or a bare address.
          z.regex(/^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, { error: 'must be an e-mail address' }),
        ),
      ),
      z.transform((value: string | undefined) => value ?? defaultValue),
    ),
  );

const envSchema = z.object({
  NODE_ENV: z.pipe(
    optionalText,
    z.pipe(
      z.optional(z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' })),
      z.transform((value: 'development' | 'production' | 'test' | undefined) => value ?? 'development'),
    ),
  ),
  PORT: integer({ min: 0, max: 65_535, default: 3000 }),
  HOST: optionalText,
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user:pass@localhost:5432/kindred'),
  DATABASE_POOL_SIZE: integer({ min: 1, max: 1000, default: 10 }),
  DATA_DIR: optionalText,
  STATIC_DIR: z.pipe(
    optionalText,
    z.optional(
      z.string().check(
        z.refine((dir: string) => existsSync(path.join(path.resolve(REPO_ROOT, dir), 'index.html')), {
          error: 'must be a folder with an index.html (build the web app first: npm run build -w @kindred/app)',
        }),
      ),
    ),
  ),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtps://user:pass@smtp.example.com:465'),
  MAIL_FROM: emailAddress('Kindred <no-reply@kindred.local>'),
  SUPPORT_EMAIL: emailAddress('support@kindred.local'),
  SUPPORT_ATTACHMENT_BYTES_PER_DAY: integer({ min: 0, max: 10 * 1024 * 1024 * 1024, default: ATTACHMENT_BYTES_PER_DAY }),
  JWT_SECRET: z.pipe(
    optionalText,
    z.optional(z.string().check(z.minLength(32, { error: 'must be at least 32 characters (use a long random string)' }))),
  ),
  APP_ORIGIN: z.pipe(
    optionalText,
    z.optional(
      z.string().check(
        z.refine(
          (value: string) =>
            value.split(',').every((origin) => {
              try {
                const url = new URL(origin.trim());
                return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin.trim();
              } catch {
                return false;
              }
            }),
          { error: 'must be an origin like https://app.example.com (several separated by commas), with no path' },
        ),
      ),
    ),
  ),
  LOG_LEVEL: z.pipe(optionalText, z.optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }))),
  TRUST_PROXY: boolean(false),
  DEV_MAILBOX_ON_NETWORK: boolean(false),
  ID_TOKEN_TTL_SECONDS: integer({ min: 60, max: 86_400, default: 900 }),
  SESSION_IDLE_MINUTES: integer({ min: 5, max: 525_600, default: 1440 }),
  SESSION_MAX_DAYS: integer({ min: 1, max: 365, default: 14 }),
  BODY_LIMIT_BYTES: integer({ min: 1024, max: 100 * 1024 * 1024, default: 1024 * 1024 }),
  UPLOAD_LIMIT_BYTES: integer({ min: 1024, max: 100 * 1024 * 1024, default: 5 * 1024 * 1024 }),
  SHUTDOWN_TIMEOUT_SECONDS: integer({ min: 1, max: 600, default: 10 }),
  // Calendars (docs/decisions.md#calendar): a provider with no client id and secret is served by the sandbox.
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: urlWithProtocols(['https:', 'http:'], 'https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: urlWithProtocols(['https:', 'http:'], 'https://oauth2.googleapis.com/token'),
  GOOGLE_REVOKE_URL: urlWithProtocols(['https:', 'http:'], 'https://oauth2.googleapis.com/revoke'),
  GOOGLE_CALENDAR_API_URL: urlWithProtocols(['https:', 'http:'], 'https://www.googleapis.com/calendar/v3'),
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  MICROSOFT_TENANT: optionalText,
  MICROSOFT_AUTH_URL: urlWithProtocols(['https:', 'http:'], 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
  MICROSOFT_TOKEN_URL: urlWithProtocols(['https:', 'http:'], 'https://login.microsoftonline.com/common/oauth2/v2.0/token'),
  MICROSOFT_GRAPH_URL: urlWithProtocols(['https:', 'http:'], 'https://graph.microsoft.com/v1.0'),
  CALENDAR_TOKEN_KEY: z.pipe(
    optionalText,
    z.optional(
      z.string().check(
        z.refine((value: string) => /^[0-9a-f]{64}$/i.test(value.trim()) || Buffer.from(value.trim(), 'base64').length === 32, {
          error: 'must be 32 random bytes as 64 hex characters or base64 (openssl rand -base64 32)',
        }),
      ),
    ),
  ),
  // The advisor Link (docs/decisions.md#the-advisor): Gemini with a key, else an OpenAI-compatible endpoint
  // with a base URL, else the built-in advisor.
  GEMINI_API_KEY: optionalText,
  GEMINI_BASE_URL: urlWithProtocols(['https:', 'http:'], 'https://generativelanguage.googleapis.com'),
  GEMINI_MODEL_FLASH: optionalText,
  GEMINI_MODEL_PRO: optionalText,
  OPENAI_BASE_URL: urlWithProtocols(['https:', 'http:'], 'http://localhost:11434/v1'),
  OPENAI_API_KEY: optionalText,
  OPENAI_MODEL: optionalText,
  OPENAI_MODEL_PRO: optionalText,
  ADVISOR_DAILY_CHAT: integer({ min: 0, max: 100_000, default: ADVISOR_LIMITS.daily['gemini-chat'] }),
  ADVISOR_DAILY_FLASH: integer({ min: 0, max: 100_000, default: ADVISOR_LIMITS.daily['gemini-insights-flash'] }),
  ADVISOR_DAILY_PRO: integer({ min: 0, max: 100_000, default: ADVISOR_LIMITS.daily['gemini-insights-pro'] }),
});

type NodeEnv = 'development' | 'production' | 'test';

/** An address of this machine only: 127.0.0.0/8 or ::1 (IPv4-mapped forms too). */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.toLowerCase().replace(/^::ffff:/, '');
  return /^127(?:\.\d{1,3}){3}$/.test(bare) || bare === '::1' || bare === '0:0:0:0:0:0:0:1';
}

/** A listening address of this machine only: a loopback address or the name localhost. */
function isLoopbackHost(host: string): boolean {
  return host.toLowerCase() === 'localhost' || isLoopbackAddress(host);
}
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** PostgreSQL server; absent means embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Absolute; holds the PGlite database (`<dataDir>/pgdata`). */
  dataDir: string;
  pgliteDir: string;
  /** The built web app to serve with SPA fallback (production, `npm start`); absolute. */
  staticDir: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** What one member may attach to support tickets in any 24 hours, all tickets together. */
  supportAttachmentBytesPerDay: number;
  /** HS256 secret; absent means a key generated on first start and kept in the database. */
  jwtSecret: string | undefined;
  /** Origins allowed by CORS; the first is the web app's public address (links in e-mails). */
  appOrigins: string[];
  logLevel: LogLevel;
  /** Take the client address from X-Forwarded-For (only behind a proxy you control). */
  trustProxy: boolean;
  /**
   * The development mailbox: 'off' in production, and when the server listens on a network interface
   * unless DEV_MAILBOX_ON_NETWORK says otherwise ('network': anyone who reaches the server reads its
   * mail); 'loopback' otherwise, answering requests from this machine only.
   */
  devMailbox: 'off' | 'loopback' | 'network';
  session: {
    idTokenTtlSeconds: number;
    idleMinutes: number;
    maxDays: number;
  };
  bodyLimitBytes: number;
  uploadLimitBytes: number;
  shutdownTimeoutSeconds: number;
  calendar: CalendarConfig;
  advisor: AdvisorConfig;
}

/** Which provider answers for Link, and the per-member daily limits (docs/decisions.md#the-advisor). */
export interface AdvisorConfig {
  /** GEMINI_API_KEY: Gemini answers (models flash and pro). */
  gemini: { apiKey: string; baseUrl: string; models: Record<AdvisorModel, string> } | null;
  /** OPENAI_BASE_URL with OPENAI_MODEL: an OpenAI-compatible server answers (Ollama, vLLM, llama.cpp). */
  openai: { baseUrl: string; apiKey: string | null; models: Record<AdvisorModel, string> } | null;
  daily: Record<AdvisorLimitKey, number>;
  /** How long a reply may take (docs/product.md#constants-and-limits); tests shorten it. */
  timeoutMs: Record<ChatMode, number>;
}

/** A provider's OAuth client and endpoints; `clientId` null means the sandbox stands in for it. */
interface CalendarProviderSettings {
  clientId: string | null;
  clientSecret: string | null;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  revocationEndpoint: string | null;
  apiBaseUrl: string;
}

export interface CalendarConfig {
  google: CalendarProviderSettings;
  microsoft: CalendarProviderSettings;
  /** CALENDAR_TOKEN_KEY; absent means a key generated on first use and kept in the database. */
  tokenKey: string | undefined;
}

export class ConfigError extends Error {
  readonly issues: string[];
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
    this.issues = issues;
  }
}

/** Reads and validates the configuration; throws a ConfigError naming each wrong variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        const value = env[name];
        // Secrets are never echoed back.
        const shown = /SECRET|URL|PASS|KEY/i.test(name) || value === undefined ? '' : ` (got "${value}")`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(REPO_ROOT, e.DATA_DIR ?? '.data');
  const production = e.NODE_ENV === 'production';
  const host = e.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  // Production serves the built web app beside the server unless told otherwise (`npm start` names it itself).
  const staticDir = e.STATIC_DIR
    ? path.resolve(REPO_ROOT, e.STATIC_DIR)
    : production && existsSync(path.join(BUILT_WEB_APP_DIR, 'index.html'))
      ? BUILT_WEB_APP_DIR
      : undefined;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    // Containers need every interface in production; a developer's machine keeps it to loopback.
    host,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir,
    pgliteDir: path.join(dataDir, 'pgdata'),
    staticDir,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    supportAttachmentBytesPerDay: e.SUPPORT_ATTACHMENT_BYTES_PER_DAY,
    jwtSecret: e.JWT_SECRET,
    // Without APP_ORIGIN: this server itself when it serves the built app (`npm start`), and outside production
    // the Vite dev server (`npm run dev`); a production server never trusts a developer's local origin.
    appOrigins: e.APP_ORIGIN
      ? e.APP_ORIGIN.split(',').map((origin) => origin.trim())
      : [...(staticDir ? [`http://localhost:${e.PORT}`] : []), ...(production ? [] : ['http://localhost:5173'])],
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    trustProxy: e.TRUST_PROXY,
    devMailbox: production ? 'off' : e.DEV_MAILBOX_ON_NETWORK ? 'network' : isLoopbackHost(host) ? 'loopback' : 'off',
    session: {
      idTokenTtlSeconds: e.ID_TOKEN_TTL_SECONDS,
      idleMinutes: e.SESSION_IDLE_MINUTES,
      maxDays: e.SESSION_MAX_DAYS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    uploadLimitBytes: e.UPLOAD_LIMIT_BYTES,
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    calendar: calendarConfig(e),
    advisor: advisorConfig(e),
  };
}

function advisorConfig(e: z.infer<typeof envSchema>): AdvisorConfig {
  return {
    gemini: e.GEMINI_API_KEY
      ? {
          apiKey: e.GEMINI_API_KEY,
          baseUrl: e.GEMINI_BASE_URL ?? 'https://generativelanguage.googleapis.com',
          models: { flash: e.GEMINI_MODEL_FLASH ?? 'gemini-2.5-flash', pro: e.GEMINI_MODEL_PRO ?? 'gemini-2.5-pro' },
        }
      : null,
    openai:
      e.OPENAI_BASE_URL && e.OPENAI_MODEL
        ? {
            baseUrl: e.OPENAI_BASE_URL,
            apiKey: e.OPENAI_API_KEY ?? null,
            models: { flash: e.OPENAI_MODEL, pro: e.OPENAI_MODEL_PRO ?? e.OPENAI_MODEL },
          }
        : null,
    daily: {
      'gemini-chat': e.ADVISOR_DAILY_CHAT,
      'gemini-insights-flash': e.ADVISOR_DAILY_FLASH,
      'gemini-insights-pro': e.ADVISOR_DAILY_PRO,
    },
    timeoutMs: { ...ADVISOR_LIMITS.timeoutMs },
  };
}

/** Both providers' settings; a provider needs its id and its secret, or the sandbox serves it. */
function calendarConfig(e: z.infer<typeof envSchema>): CalendarConfig {
  const tenant = e.MICROSOFT_TENANT ?? 'common';
  const microsoftUrl = (url: string | undefined, fallback: string) => url ?? fallback.replace('/common/', `/${tenant}/`);
  return {
    google: {
      clientId: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? e.GOOGLE_CLIENT_ID : null,
      clientSecret: e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET ? e.GOOGLE_CLIENT_SECRET : null,
      authorizationEndpoint: e.GOOGLE_AUTH_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenEndpoint: e.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
      revocationEndpoint: e.GOOGLE_REVOKE_URL ?? 'https://oauth2.googleapis.com/revoke',
      apiBaseUrl: e.GOOGLE_CALENDAR_API_URL ?? 'https://www.googleapis.com/calendar/v3',
    },
    microsoft: {
      clientId: e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET ? e.MICROSOFT_CLIENT_ID : null,
      clientSecret: e.MICROSOFT_CLIENT_ID && e.MICROSOFT_CLIENT_SECRET ? e.MICROSOFT_CLIENT_SECRET : null,
      authorizationEndpoint: microsoftUrl(e.MICROSOFT_AUTH_URL, 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize'),
      tokenEndpoint: microsoftUrl(e.MICROSOFT_TOKEN_URL, 'https://login.microsoftonline.com/common/oauth2/v2.0/token'),
      revocationEndpoint: null,
      apiBaseUrl: e.MICROSOFT_GRAPH_URL ?? 'https://graph.microsoft.com/v1.0',
    },
    tokenKey: e.CALENDAR_TOKEN_KEY,
  };
}
