/**
 * The built web app in production: the build's files for developers (source
 * maps, Vite's manifest and the build stamp under /.vite/) stay on disk but
 * answer 404, however the path is spelled; development still serves them.
 * And the production default for STATIC_DIR.
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_WEB_APP_DIR, REPO_ROOT, loadConfig } from '../src/platform/config/config.ts';
import { createTestServer } from './harness.ts';
import type { TestServer } from './harness.ts';

const FOR_DEVELOPERS = [
  '/assets/app-1234.js.map',
  '/assets/app-1234.css.map',
  '/.vite/manifest.json',
  '/.vite/kindred-build-stamp',
  // Spelled differently: percent-encoded dots and letters are decoded before the check.
  '/%2Evite/manifest.json',
  '/%2evite/manifest.json',
  '/assets/app-1234.js.ma%70',
  '/assets/app-1234.js%2Emap',
];

describe('the web app in production', () => {
  let dir: string;
  let production: TestServer;
  let development: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-static-production-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Kindred</title>');
    await writeFile(path.join(dir, 'assets', 'app-1234.js'), 'console.log(1)\n//# sourceMappingURL=app-1234.js.map');
    await writeFile(path.join(dir, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
    await writeFile(path.join(dir, 'assets', 'app-1234.css'), 'body{}');
    await writeFile(path.join(dir, 'assets', 'app-1234.css.map'), '{"version":3}');
    await writeFile(path.join(dir, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/app-1234.js"}}');
    await writeFile(path.join(dir, '.vite', 'kindred-build-stamp'), 'abc\n');
    [production, development] = await Promise.all([
      createTestServer({ env: { NODE_ENV: 'production' }, staticDir: dir }),
      createTestServer({ staticDir: dir }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([production?.close(), development?.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('answers 404 for source maps and /.vite/, with GET and HEAD, as for a missing file', async () => {
    for (const requestPath of FOR_DEVELOPERS) {
      for (const method of ['GET', 'HEAD']) {
        const res = await production.request(requestPath, { method, headers: { 'accept-encoding': 'gzip, br' } });
        expect(res.status, `${method} ${requestPath}`).toBe(404);
        const body = await res.text();
        expect(body, `${method} ${requestPath}`).not.toContain('sources');
        expect(body, `${method} ${requestPath}`).not.toContain('<title>Kindred</title>');
      }
    }
    expect(await (await production.request('/.vite/manifest.json')).json()).toMatchObject({ error: 'Not found' });
    // The same answer as a file that is not there.
    expect((await production.request('/assets/app-0000.js')).status).toBe(404);
  });

  it('still serves the app, its assets and its client routes', async () => {
    const page = await production.request('/');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Kindred</title>');
    const asset = await production.request('/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log(1)');
    // A client route that merely looks like one of those names is still the page.
    expect((await production.request('/connections/vite')).status).toBe(200);
    // The web app's developer pages under /dev/ are client routes too (the app decides what they show).
    const devPage = await production.request('/dev/ai-analytics');
    expect(devPage.status).toBe(200);
    expect(await devPage.text()).toContain('<title>Kindred</title>');
  });

  it('has no development mailbox', async () => {
    expect((await production.request('/dev/mailbox')).status).toBe(404);
    expect((await production.request('/v1/dev/mailbox')).status).toBe(404);
  });

  it('development serves the maps and the manifest (for the browser tools and the bundle report)', async () => {
    const map = await development.request('/assets/app-1234.js.map');
    expect(map.status).toBe(200);
    expect(await map.text()).toContain('src/secret.ts');
    expect((await development.request('/.vite/manifest.json')).status).toBe(200);
  });
});

describe('STATIC_DIR in production', () => {
  it('defaults to the built web app beside the server, when there is one', () => {
    expect(BUILT_WEB_APP_DIR).toBe(path.join(REPO_ROOT, 'packages/app/dist'));
    const built = existsSync(path.join(BUILT_WEB_APP_DIR, 'index.html'));
    expect(loadConfig({ NODE_ENV: 'production' }).staticDir).toBe(built ? BUILT_WEB_APP_DIR : undefined);
  });

  it('stays unset outside production, and a given folder wins', async () => {
    expect(loadConfig({}).staticDir).toBeUndefined();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'kindred-static-dir-'));
    try {
      await writeFile(path.join(dir, 'index.html'), '<!doctype html>');
      const config = loadConfig({ NODE_ENV: 'production', STATIC_DIR: dir, PORT: '8080' });
      expect(config.staticDir).toBe(dir);
      // This server is one of the app's origins when it serves the app.
      expect(config.appOrigins).toContain('http://localhost:8080');
      // The Vite dev server's origin is a development one only.
      expect(config.appOrigins).not.toContain('http://localhost:5173');
      expect(loadConfig({ STATIC_DIR: dir, PORT: '8080' }).appOrigins).toEqual(['http://localhost:8080', 'http://localhost:5173']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
