/** Listening on a real socket, and graceful shutdown. */
import { describe, expect, it } from 'vitest';
import { listen } from '../src/server.ts';
import { createTestServer } from './harness.ts';

describe('server', () => {
  it('finishes requests in flight on shutdown, refuses new ones, then closes the database', async () => {
    const t = await createTestServer({ env: { PORT: '0' } });
    const running = await listen(t.app, t.deps);
    const { tokens } = await t.createUser();
    const original = t.deps.identity.userAttributes;
    t.deps.identity.userAttributes = async (auth) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      return original(auth);
    };

    expect((await fetch(`${running.url}/healthz`)).status).toBe(200);
    const inFlight = fetch(`${running.url}/v1/auth/user-attributes`, { headers: { authorization: `Bearer ${tokens.idToken}` } });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const closing = running.close();

    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ sub: expect.any(String) });
    await closing;
    await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
    await expect(t.db.ping()).rejects.toThrow();
    await t.close();
  });
});
