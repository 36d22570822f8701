/**
 * Once per test run, before any suite: a migrated PostgreSQL database that each suite's own
 * database is copied from (`CREATE DATABASE … TEMPLATE`), instead of every suite running the
 * migrations again. It has a unique name and is dropped when the run ends. Without a reachable
 * server nothing is made here; the harness decides whether that is allowed.
 */
import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { migrate } from '../src/platform/db/migrate.ts';
import { openPostgres } from '../src/platform/db/postgres.ts';
import { TEST_DATABASE_URL, adminQuery } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database's name, or null when PostgreSQL is unreachable. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const name = `kindred_test_template_${process.pid}_${randomUUID().slice(0, 8)}`;
  try {
    await adminQuery(`CREATE DATABASE ${name}`);
  } catch {
    project.provide('postgresTemplate', null);
    return;
  }
  const url = new URL(TEST_DATABASE_URL);
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
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  };
}
