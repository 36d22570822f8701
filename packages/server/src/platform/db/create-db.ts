import type { Config } from '../config/config.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Db } from './types.ts';

/** The database the configuration names: a PostgreSQL server, or embedded PGlite in the data folder. */
export async function createDb(config: Pick<Config, 'databaseUrl' | 'databasePoolSize' | 'pgliteDir'>): Promise<Db> {
  if (config.databaseUrl) {
    const db = openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize });
    await db.ping();
    return db;
  }
  return openPglite({ dataDir: config.pgliteDir });
}
