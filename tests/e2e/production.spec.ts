import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { TEST_DATABASE_URL, adminQuery } from '../../packages/server/test/postgres-admin.ts';
import { ensureWebApp } from '../../scripts/build.mjs';
import { freePort } from '../../scripts/ports.mjs';
import { E2E_WEB_BUILD, productionBuildEnv } from './web-server.mjs';
import { DEMO, expect, test } from './helpers.ts';

/**
 * The production start, exactly as docs/operations.md gives it:
 * `NODE_ENV=production node packages/server/dist/main.js` with DATABASE_URL
 * (a fresh database on the PostgreSQL server, dropped after), serving a
 * production build of the web app (no VITE_ENABLE_DEV_PAGES). The server
 * bundle and the web build are those the suite's web server (web-server.mjs)
 * has just made, and serves from the same folder outside production.
 */

const root = path.resolve(import.meta.dirname, '../..');
const serverBundle = path.join(root, 'packages/server/dist/main.js');
const webBuild = E2E_WEB_BUILD;

test.describe('production start (NODE_ENV=production node packages/server/dist/main.js)', () => {
  // Its own server, on the real clock (as PostgreSQL is), and so the browser too.
  test.use({ testClock: false });
  const database = `kindred_e2e_production_${randomBytes(6).toString('hex')}`;
  let databaseCreated = false;
  let server: ChildProcess | undefined;
  let origin = '';
  const output: string[] = [];

  test.beforeAll(async () => {
    expect(existsSync(serverBundle), "the server bundle (the suite's web server builds it)").toBe(true);
    const env = productionBuildEnv();
    const [port] = await Promise.all([
      freePort(),
      // Up to date: the suite's web server built it (kept, in case this file runs against another server).
      ensureWebApp({ env, outDir: webBuild, log: () => {} }),
      adminQuery(`CREATE DATABASE ${database}`).then(() => (databaseCreated = true)),
    ]);
    const databaseUrl = new URL(TEST_DATABASE_URL);
    databaseUrl.pathname = `/${database}`;
    origin = `http://127.0.0.1:${port}`;

    server = spawn(process.execPath, [serverBundle], {
      cwd: root,
      env: {
        ...env,
        NODE_ENV: 'production',
        DATABASE_URL: databaseUrl.href,
        PORT: String(port),
        HOST: '127.0.0.1',
        STATIC_DIR: webBuild,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    server.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await expect
      .poll(
        async () => {
          if (server!.exitCode !== null) throw new Error(`the production server exited (${server!.exitCode}):\n${output.join('')}`);
          return fetch(`${origin}/readyz`).then(
            (res) => res.status,
            () => 0,
          );
        },
        { timeout: 120_000, intervals: [100] },
      )
      .toBe(200);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (databaseCreated) await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  });

  test('serves the app, with no developer pages', async ({ page }) => {
    const response = await page.goto(`${origin}/`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(`${origin}/auth/sign-in`);
    await page.goto(`${origin}/auth/sign-in`);
    await page.getByLabel('Email').fill(DEMO.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(`${origin}/`);
    await expect(page.getByRole('link', { name: 'My Persona' })).toHaveAttribute('aria-current', 'page');

    // A developer page is simply not there: the app's not-found page, in the shell, under the address asked for;
    // a direct load of one under /dev/ is the app too, never the server's JSON.
    for (const devPath of ['/ai-dev-demo', '/calendar-debug', '/dev/ai-analytics']) {
      const answer = await page.goto(`${origin}${devPath}`);
      expect(answer?.headers()['content-type'], devPath).toContain('text/html');
      await expect(page).toHaveURL(`${origin}${devPath}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveTitle('Page not found · Kindred');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'AI dev-tools demo' })).toHaveCount(0);
  });

  test('serves no source map, no Vite manifest and no development mailbox', async ({ page }) => {
    const assets = await readdir(path.join(webBuild, 'assets'));
    const map = assets.find((file) => file.endsWith('.js.map'));
    expect(map, 'a source map on disk').toBeDefined();
    expect(existsSync(path.join(webBuild, '.vite/manifest.json')), 'the manifest on disk').toBe(true);
    // The script the map belongs to is served; the map is not.
    expect((await page.goto(`${origin}/assets/${map!.replace(/\.map$/, '')}`))?.status()).toBe(200);
    for (const hidden of [`/assets/${map}`, '/.vite/manifest.json', '/dev/mailbox', '/v1/dev/mailbox']) {
      expect((await page.goto(`${origin}${hidden}`))?.status(), hidden).toBe(404);
    }
  });
});
