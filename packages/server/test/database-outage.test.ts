/**
 * Losing the PostgreSQL connection under a write load: every backend of the server's database is
 * terminated (what a restart does to them) while writes are in flight. The process must live on (an
 * unhandled 'error' event from a pooled client would end this worker), every request must end in a
 * 2xx or a clear 503 with Retry-After (never a 500), every acknowledged write must be in the database,
 * and service must come back by itself within 5 seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '@kindred/contracts/api/profile-calls';
import type { RateLimiter } from '../src/platform/rate-limit/rate-limit.ts';
import { createTestServer, engines, type TestServer } from './harness.ts';
import { adminQuery } from './postgres-admin.ts';
import { addMember, addOrg, chatBetween, connect, type Connection, type Member } from './profile-fixtures.ts';

/** Load, not limits, is what this test is about. */
const allowAll: RateLimiter = {
  hit: async () => ({ allowed: true, retryAfterSeconds: 1, remaining: 1_000_000 }),
  release: async () => {},
  hitUntil: async () => ({ allowed: true, retryAfterSeconds: 1, remaining: 1_000_000 }),
  gap: async () => ({ allowed: true, retryAfterSeconds: 1, remaining: 0 }),
  close: async () => {},
};

async function terminateBackends(database: string): Promise<number> {
  const rows = await adminQuery('SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
    database,
  ]);
  return rows.length;
}

describe.runIf(engines.includes('postgres'))('a database outage on postgres', () => {
  let t: TestServer;
  let me: Member;
  let connection: Connection;
  let chatId: string;

  beforeAll(async () => {
    t = await createTestServer({ engine: 'postgres', rateLimiter: allowAll });
    const org = await addOrg(t.db, { name: 'Outage Org' });
    me = await addMember(t, { orgcodes: [org] });
    const other = await addMember(t, { orgcodes: [org] });
    connection = await connect(t.db, me, other);
    chatId = await chatBetween(t.db, me, other, []);
  });
  afterAll(() => t?.close());

  it('answers 2xx or 503, loses no acknowledged write, and serves again within 5 s', async () => {
    const { rows } = await t.db.query<{ name: string }>('SELECT current_database() AS name');
    const database = rows[0]!.name;
    const body = { connectionId: connection.id, matchDateTime: connection.matchDateTime, who: me.memberId };
    // Write i goes to its own slot: kind k<i % 10>, field f<i / 10>, value i (transactions, each one).
    const write = (i: number) =>
      t.request(`${api.CONNECTION_ANSWERS_PATH}?postType=k${i % 10}`, {
        method: 'PUT',
        token: me.tokens.idToken,
        json: { ...body, [`f${Math.floor(i / 10)}`]: i },
      });

    const statuses = new Map<number, number>();
    const retryAfter: (string | null)[] = [];
    let next = 0;
    let terminated = 0;
    // 20 writers, 240 writes; the backends are terminated twice while they run.
    const writers = Array.from({ length: 20 }, async () => {
      while (next < 240) {
        const i = next++;
        if (i === 60 || i === 150) terminated += await terminateBackends(database);
        const res = await write(i);
        statuses.set(i, res.status);
        if (res.status === 503) retryAfter.push(res.headers.get('retry-after'));
        await res.arrayBuffer();
      }
    });
    await Promise.all(writers);
    expect(terminated).toBeGreaterThan(0);

    const seen = [...new Set(statuses.values())].sort();
    expect(seen.every((status) => status === 200 || status === 503), `statuses ${seen.join(', ')}`).toBe(true);
    expect(retryAfter.every((value) => value === '5')).toBe(true);

    // Serving again within 5 s: the first success after the outage, polled.
    const started = Date.now();
    let ready = false;
    while (!ready && Date.now() - started < 5000) {
      ready = (await t.request('/readyz')).status === 200 && (await write(240)).status === 200;
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(ready).toBe(true);

    // Every acknowledged write is there.
    const stored = await t.db.query<{ answers: Record<string, Record<string, Record<string, number>>> }>(
      'SELECT answers FROM connections WHERE id = $1',
      [connection.id],
    );
    const answers = stored.rows[0]!.answers;
    for (const [i, status] of statuses) {
      if (status !== 200) continue;
      expect(answers[`k${i % 10}`]?.[me.memberId]?.[`f${Math.floor(i / 10)}`], `write ${i}`).toBe(i);
    }
  });

  it('applies no write twice when clients retry with their Idempotency-Key through the outage', async () => {
    const { rows } = await t.db.query<{ name: string }>('SELECT current_database() AS name');
    const database = rows[0]!.name;
    // Each message is sent until it is acknowledged, again with its own key after every 503 or lost answer.
    const send = (i: number) =>
      t.request(`${api.PROFILE_PATH}?type=message`, {
        method: 'POST',
        token: me.tokens.idToken,
        headers: { 'Idempotency-Key': `outage-${i}` },
        json: { chatId, content: `message ${i}` },
      });
    let next = 0;
    let terminated = 0;
    let retries = 0;
    const acknowledged = new Set<number>();
    const writers = Array.from({ length: 20 }, async () => {
      while (next < 200) {
        const i = next++;
        if (i === 40 || i === 120) terminated += await terminateBackends(database);
        for (let attempt = 0; attempt < 50; attempt++) {
          const res = await send(i).catch(() => undefined);
          const status = res?.status;
          await res?.arrayBuffer();
          if (status === 200) {
            acknowledged.add(i);
            break;
          }
          expect(status).toBe(503);
          retries += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    });
    await Promise.all(writers);
    expect(terminated).toBeGreaterThan(0);
    expect(acknowledged.size).toBe(200);

    const stored = await t.db.query<{ content: string; n: number }>(
      `SELECT content, count(*)::int AS n FROM chat_messages WHERE chat_id = $1 GROUP BY content`,
      [chatId],
    );
    const counts = new Map(stored.rows.map((row) => [row.content, row.n]));
    for (let i = 0; i < 200; i++) expect(counts.get(`message ${i}`), `message ${i}`).toBe(1);
    expect(stored.rows).toHaveLength(200);
    // The outage was felt: some sends were answered 503 and sent again.
    expect(retries).toBeGreaterThan(0);
  });
});
