import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, loadConfig } from '../src/platform/config/config.ts';

function errorOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('configuration', () => {
  it('needs no variable at all: embedded database, outbox mail, generated key', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      jwtSecret: undefined,
      dataDir: path.join(REPO_ROOT, '.data'),
      pgliteDir: path.join(REPO_ROOT, '.data', 'pgdata'),
      appOrigins: ['http://localhost:5173'],
      devMailbox: 'loopback',
      logLevel: 'info',
      trustProxy: false,
      session: { idTokenTtlSeconds: 900, idleMinutes: 1440, maxDays: 14 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/kindred',
      DATA_DIR: '/var/lib/kindred',
      REDIS_URL: 'redis://cache:6379',
      SMTP_URL: 'smtps://u:p@smtp.example.com:465',
      MAIL_FROM: 'Kindred <hello@example.com>',
      SUPPORT_EMAIL: 'help@example.com',
      SUPPORT_ATTACHMENT_BYTES_PER_DAY: '52428800',
      JWT_SECRET: 'x'.repeat(40),
      APP_ORIGIN: 'https://app.example.com, https://staging.example.com',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      SESSION_IDLE_MINUTES: '30',
      SESSION_MAX_DAYS: '7',
      ID_TOKEN_TTL_SECONDS: '300',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'postgres://u:p@db:5432/kindred',
      pgliteDir: '/var/lib/kindred/pgdata',
      redisUrl: 'redis://cache:6379',
      smtpUrl: 'smtps://u:p@smtp.example.com:465',
      mailFrom: 'Kindred <hello@example.com>',
      supportEmail: 'help@example.com',
      supportAttachmentBytesPerDay: 52_428_800,
      appOrigins: ['https://app.example.com', 'https://staging.example.com'],
      devMailbox: 'off',
      logLevel: 'warn',
      trustProxy: true,
      session: { idTokenTtlSeconds: 300, idleMinutes: 30, maxDays: 7 },
    });
  });

  it('opens the development mailbox on this machine only, unless told to open it to the network', () => {
    expect(loadConfig({}).devMailbox).toBe('loopback');
    expect(loadConfig({ HOST: 'localhost' }).devMailbox).toBe('loopback');
    expect(loadConfig({ HOST: '::1' }).devMailbox).toBe('loopback');
    expect(loadConfig({ HOST: '0.0.0.0' }).devMailbox).toBe('off');
    expect(loadConfig({ HOST: '192.168.1.20' }).devMailbox).toBe('off');
    expect(loadConfig({ HOST: '0.0.0.0', DEV_MAILBOX_ON_NETWORK: 'true' }).devMailbox).toBe('network');
    expect(loadConfig({ NODE_ENV: 'production', HOST: '127.0.0.1', DEV_MAILBOX_ON_NETWORK: 'true' }).devMailbox).toBe('off');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a whole number between 0 and 65535 \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be a whole number/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV must be development, production or test/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /^DATABASE_URL must be a URL starting with postgres:\/\/ or postgresql:\/\//],
    [{ REDIS_URL: 'localhost:6379' }, /^REDIS_URL must be a URL starting with redis:\/\//],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must be a URL starting with smtp:\/\//],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 characters/],
    [{ APP_ORIGIN: 'https://app.example.com/path' }, /^APP_ORIGIN must be an origin/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY must be true or false/],
    [{ SESSION_IDLE_MINUTES: '1' }, /^SESSION_IDLE_MINUTES must be a whole number between 5/],
    [{ MAIL_FROM: 'not an address' }, /^MAIL_FROM must be an e-mail address/],
    [{ STATIC_DIR: '/nonexistent/dist' }, /^STATIC_DIR must be a folder with an index.html/],
  ])('%o stops the start with a message naming the variable', (env, message) => {
    const error = errorOf(env);
    expect(error.issues).toHaveLength(1);
    expect(error.issues[0]).toMatch(message);
    expect(error.message).toContain('Invalid configuration:');
  });

  it('lists every wrong variable, and never echoes secrets or URLs', () => {
    const error = errorOf({ PORT: 'x', JWT_SECRET: 'tiny-secret', DATABASE_URL: 'mysql://user:hunter2@h/db' });
    expect(error.issues.map((issue) => issue.split(' ')[0]).sort()).toEqual(['DATABASE_URL', 'JWT_SECRET', 'PORT']);
    expect(error.message).not.toContain('tiny-secret');
    expect(error.message).not.toContain('hunter2');
  });

  it('resolves relative folders against the repository root', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/data' }).pgliteDir).toBe(path.join(REPO_ROOT, 'tmp/data/pgdata'));
  });

  it('a wrong value stops `npm start` with the message, before anything else happens', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'packages/server/src/main.ts')], {
      env: { ...process.env, PORT: 'abc', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toContain('PORT must be a whole number between 0 and 65535 (got "abc")');
  });
});
