/**
 * What makes `npm start` rebuild: the build stamps' hashes, over a small
 * repository laid out like this one.
 */
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverHash, webAppHash, webBuildEnvironment } from './build.mjs';

let repo: string;

async function write(file: string, content: string) {
  await mkdir(path.dirname(path.join(repo, file)), { recursive: true });
  await writeFile(path.join(repo, file), content);
}

beforeAll(async () => {
  repo = await mkdtemp(path.join(os.tmpdir(), 'kindred-build-stamp-'));
  await write('package-lock.json', '{}');
  await write('tsconfig.json', '{}');
  await write('packages/app/package.json', '{}');
  await write('packages/app/vite.config.ts', 'export default {}');
  await write('packages/app/index.html', '<!doctype html>');
  await write('packages/app/src/main.tsx', 'render()');
  await write('packages/ui/src/Button/Button.tsx', 'export const Button = 1');
  await write('packages/features/src/auth/index.ts', 'export {}');
  await write('packages/contracts/src/api/profile.ts', 'export const profile = 1');
  await write('packages/server/package.json', '{}');
  await write('packages/server/build.mjs', '');
  await write('packages/server/src/main.ts', 'main()');
});
afterAll(() => rm(repo, { recursive: true, force: true }));

describe('the web app build stamp', () => {
  const env = { VITE_ENABLE_DEV_PAGES: 'true', PATH: '/usr/bin' };

  it('is the same for the same sources and environment, whatever else is set', () => {
    expect(webAppHash(env, repo)).toBe(webAppHash({ ...env, PATH: '/elsewhere', PORT: '4310', HOME: '/root' }, repo));
  });

  it('changes with a VITE_ variable or NODE_ENV', () => {
    const before = webAppHash(env, repo);
    expect(webAppHash({ ...env, VITE_ENABLE_DEV_PAGES: undefined }, repo)).not.toBe(before);
    expect(webAppHash({ ...env, VITE_ENABLE_DEV_PAGES: 'false' }, repo)).not.toBe(before);
    expect(webAppHash({ ...env, VITE_API_URL: 'https://api.example.com' }, repo)).not.toBe(before);
    expect(webAppHash({ ...env, NODE_ENV: 'development' }, repo)).not.toBe(before);
    expect(webBuildEnvironment({ NODE_ENV: 'production', VITE_A: '1', PATH: '/bin' })).toEqual({ NODE_ENV: 'production', VITE_A: '1' });
  });

  it('changes with a source of app, ui, features or contracts, a new file, the lock file or a Vite config', async () => {
    for (const file of [
      'packages/app/src/main.tsx',
      'packages/ui/src/Button/Button.tsx',
      'packages/features/src/auth/index.ts',
      'packages/contracts/src/api/profile.ts',
      'packages/app/vite.config.ts',
      'package-lock.json',
    ]) {
      const before = webAppHash(env, repo);
      await write(file, `changed ${file}`);
      expect(webAppHash(env, repo), file).not.toBe(before);
    }
    const before = webAppHash(env, repo);
    await write('packages/features/src/auth/new-screen.tsx', 'export {}');
    expect(webAppHash(env, repo)).not.toBe(before);
  });

  it('ignores stories, tests, build output and a file touched without a change', async () => {
    const before = webAppHash(env, repo);
    await write('packages/ui/src/Button/Button.stories.tsx', 'export default {}');
    await write('packages/ui/src/Button/Button.test.ts', 'it()');
    await write('packages/app/src/Home.browser.test.tsx', 'it()');
    await write('packages/app/dist/index.html', 'built');
    await write('packages/ui/node_modules/x/index.js', 'dependency');
    await utimes(path.join(repo, 'packages/app/src/main.tsx'), new Date(), new Date(Date.now() + 60_000));
    expect(webAppHash(env, repo)).toBe(before);
  });
});

describe('the server build stamp', () => {
  it('changes with the server, contracts or the lock file, not with the web app', async () => {
    let before = serverHash(repo);
    await write('packages/app/src/main.tsx', 'render(2)');
    expect(serverHash(repo)).toBe(before);
    for (const file of ['packages/server/src/main.ts', 'packages/contracts/src/api/profile.ts', 'package-lock.json', 'packages/server/build.mjs']) {
      before = serverHash(repo);
      await write(file, `changed again ${file}`);
      expect(serverHash(repo), file).not.toBe(before);
    }
  });
});
