/**
 * `npm run seed`: creates the database the configuration names (PGlite in the
 * data folder, or DATABASE_URL), applies the migrations and seeds the demo
 * organisation, then prints the demo sign-ins. Refuses, with exit code 1,
 * when the database already has users.
 */
import { ConfigError, loadConfig } from '../../platform/config/config.ts';
import { createDb } from '../../platform/db/create-db.ts';
import { migrate } from '../../platform/db/migrate.ts';
import { createLogger } from '../../platform/log/logger.ts';
import { SeedRefusedError, formatSignIns, seedDemo } from './seed.ts';

async function run(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const log = createLogger({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const where = config.databaseUrl ? 'the PostgreSQL server at DATABASE_URL' : `PGlite in ${config.pgliteDir}`;
  const db = await createDb(config);
  try {
    await migrate(db, { log });
    console.log(`Seeding the demo organisation into ${where}...`);
    const result = await seedDemo(db, { log, calendarConfig: config.calendar });
    console.log(formatSignIns(result));
    return 0;
  } catch (error) {
    if (error instanceof SeedRefusedError) {
      console.error(`Seed refused: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

run().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
