/**
 * Once per test run, before any suite: a migrated PostgreSQL database that each suite's own
 * database is copied from (`CREATE DATABASE … TEMPLATE`), instead of every suite running the
 * migrations again. It has a unique name and is dropped when the run ends. Without a reachable
 * server nothing is made here; the harness decides whether that is allowed.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/db/migrate.ts';
import { openPostgres } from '../src/db/postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database's name, or null when PostgreSQL is unreachable. */
    postgresTemplate: string | null;
  }
}

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export default async function setup(project: TestProject) {
  const name = `kindred_test_template_${process.pid}_${randomUUID().slice(0, 8)}`;
  try {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
  } catch {
    project.provide('postgresTemplate', null);
    return;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { poolSize: 1 });
  try {
    await migrate(db);
  } finally {
    // A template must have no connection open while databases are copied from it.
    await db.close();
  }
  project.provide('postgresTemplate', name);
  return async () => {
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  };
}
