/**
 * The OpenAPI document, byte for byte, against the one taken before the
 * server's move to platform/ and modules/ (issue 12): a restructure must not
 * change a path, a schema or a word of the contract. When a change to the API
 * is meant, write the new document with KINDRED_UPDATE_OPENAPI=1 and review
 * its diff.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const SNAPSHOT = new URL('./snapshots/openapi.json', import.meta.url);

describe('the OpenAPI document', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ engine: 'pglite' });
  });
  afterAll(() => t.close());

  it('is byte-identical to the reviewed snapshot', async () => {
    const res = await t.request('/v1/openapi.json');
    expect(res.status).toBe(200);
    const served = JSON.stringify(JSON.parse(await res.text()), null, 2) + '\n';
    if (process.env.KINDRED_UPDATE_OPENAPI === '1') await writeFile(SNAPSHOT, served);
    expect(served).toBe(await readFile(SNAPSHOT, 'utf8'));
  });
});
