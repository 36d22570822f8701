/**
 * What the benchmarks that run servers in child processes share: a child answers the parent's question of how
 * much CPU it has used (CPU per request compares servers even on a busy machine), and a fresh database of a
 * PostgreSQL server for one run, dropped after it.
 */
import type { ChildProcess } from 'node:child_process';

/** In a child: answer 'cpu' messages with this process's CPU time. */
export function answerCpuQueries(): void {
  process.on('message', (message) => {
    if (message === 'cpu') process.send!({ cpu: process.cpuUsage() });
  });
}

/** In the parent: the child's CPU time so far, in milliseconds (user and system). */
export function cpuMsOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { cpu?: NodeJS.CpuUsage }) => {
      if (!message.cpu) return;
      child.off('message', onMessage);
      resolve((message.cpu.user + message.cpu.system) / 1000);
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** A fresh database named `${prefix}_${pid}` on the server at `adminUrl`, and how to drop it. */
export async function freshDatabase(adminUrl: string, prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
