/**
 * Versioned SQL migrations: `migrations/NNN_name.sql`, applied in order, each
 * in its own transaction and recorded in `schema_migrations`.
 *
 * Several instances may start at once against one PostgreSQL server: every
 * step first takes a transaction-scoped advisory lock, then checks again
 * whether the version is applied, so exactly one instance applies each
 * migration and the others wait, then skip it. The same code runs on PGlite.
 *
 * A migration, once applied, is never edited: add a new file instead. An
 * edited file is reported (its checksum no longer matches), not re-applied.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Transaction } from './types.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Any fixed 64-bit number; identifies "the migration lock" among advisory locks. */
const MIGRATION_LOCK_ID = 7_261_150_042;

const FILE_PATTERN = /^(\d{3})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_PATTERN.exec(file);
      if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
      const sql = readFileSync(`${dir}/${file}`, 'utf8');
      return {
        version: Number(match[1]),
        name: match[2]!,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Two migrations share version ${migrations[i]!.version}`);
    }
  }
  return migrations;
}

async function lock(tx: Transaction): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
}

export interface MigrateResult {
  applied: string[];
  /** Applied migrations whose file has changed since. */
  changed: string[];
}

export async function migrate(
  db: Db,
  options: { dir?: string; log?: { warn(obj: object, msg: string): void } } = {},
): Promise<MigrateResult> {
  const migrations = readMigrations(options.dir);
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
  });

  const result: MigrateResult = { applied: [], changed: [] };
  for (const migration of migrations) {
    const label = `${String(migration.version).padStart(3, '0')}_${migration.name}`;
    await db.transaction(async (tx) => {
      await lock(tx);
      const existing = await tx.query<{ checksum: string }>(
        'SELECT checksum FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      const row = existing.rows[0];
      if (row) {
        if (row.checksum !== migration.checksum) result.changed.push(label);
        return;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      result.applied.push(label);
    });
  }
  if (result.changed.length > 0) {
    options.log?.warn(
      { migrations: result.changed },
      'Applied migrations have changed since they ran; add a new migration instead of editing one',
    );
  }
  return result;
}
