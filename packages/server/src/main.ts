/**
 * The server program (built to dist/main.js; `npm start` and production run
 * that): configuration, database, migrations, the demo seed on an empty
 * database, then the HTTP server until SIGINT or SIGTERM.
 */
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { createDb } from './platform/db/create-db.ts';
import { migrate } from './platform/db/migrate.ts';
import { createDeps, createJobs, createServerApp } from './compose.ts';
import { createLogger } from './platform/log/logger.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedIfEmpty } from './modules/seed/index.ts';
import { listen } from './platform/http/server.ts';

export interface MainOptions {
  /** The built web app (packages/app/dist) to serve, with SPA fallback; default STATIC_DIR. */
  staticDir?: string;
  env?: Record<string, string | undefined>;
}

/** How often the job runner looks for due work (weekly matching is due once a week per organisation). */
const JOB_TICK_MS = 10 * 60 * 1000;

export async function main(options: MainOptions = {}): Promise<void> {
  let config;
  try {
    config = loadConfig(options.env ?? process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // In production one write per log line would cost more than many requests do: buffer them.
  const log = createLogger({ level: config.logLevel, buffered: config.nodeEnv === 'production' });
  const db = await createDb(config);
  const migrations = await migrate(db, { log });
  if (migrations.applied.length > 0) log.info({ applied: migrations.applied }, 'Migrations applied');
  const deps = await createDeps(config, { db, log });
  await seedIfEmpty({ db: deps.db, log: deps.log, calendarConfig: deps.config.calendar });
  // Scheduled work (weekly matching): each run once per key across instances, through leases in job_runs.
  const jobs = createJobs(deps);
  jobs.start(JOB_TICK_MS);
  const staticDir = options.staticDir ?? config.staticDir;
  const app = createServerApp(deps, staticDir ? { staticDir } : {});
  const running = await listen(app, deps);

  console.info(`Kindred server listening on ${running.url}`);
  console.info(
    `  database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.pgliteDir}`}` +
      ` · rate limits: ${config.redisUrl ? 'Redis' : 'database'}` +
      ` · mail: ${config.smtpUrl ? 'SMTP' : config.devMailbox === 'off' ? 'outbox' : `outbox, read it at ${running.url}/dev/mailbox`}`,
  );
  if (config.devMailbox === 'network') {
    log.warn(
      { host: config.host },
      'The development mailbox is open to the network (DEV_MAILBOX_ON_NETWORK=true): anyone who reaches this server can read its mail, and so reset any password',
    );
  } else if (config.devMailbox === 'off' && config.nodeEnv !== 'production' && !config.smtpUrl) {
    console.info(`  the development mailbox is off: the server listens on ${config.host}, not on this machine only (DEV_MAILBOX_ON_NETWORK=true turns it on)`);
  }
  if (staticDir) console.info(`  web app: ${staticDir}`);
  else console.info('  web app: not served here (npm run dev serves it at http://localhost:5173)');
  if (config.nodeEnv !== 'production') {
    const open = staticDir ? running.url : 'the web app';
    console.info(`\n  Open ${open} and sign in with a demo account (password ${DEMO_PASSWORD}):`);
    for (const account of DEMO_ACCOUNTS) console.info(`    ${account.email}  ${account.note}`);
  }

  let stoppingSince: number | undefined;
  const stop = (signal: string) => {
    if (stoppingSince !== undefined) {
      // One Ctrl+C often arrives more than once within a few milliseconds: from the terminal, and passed on by
      // the parent (`npm start`'s script, npm). Only a later one means "stop now".
      if (performance.now() - stoppingSince < 500) return;
      console.error(`${signal} again: exiting now`);
      process.exit(1);
    }
    stoppingSince = performance.now();
    console.info(`${signal}: finishing requests in flight, then stopping`);
    // Runs in progress end before the database closes.
    jobs
      .stop()
      .then(() => running.close())
      .then(
      () => {
        log.flush();
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        log.flush();
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** True when this module is the program (`node dist/main.js`, `tsx src/main.ts`), even through a symbolic link. */
function isProgram(): boolean {
  if (!process.argv[1]) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

// Run when executed directly, not when imported.
if (isProgram()) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
