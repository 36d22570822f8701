#!/usr/bin/env node
/**
 * `npm run bench:web` (a benchmark, not a test): builds the app for
 * production, prints the gzip size of the JavaScript the sign-in and home
 * routes load, then runs Lighthouse (mobile) on both against the real server
 * and compares with the targets: sign-in ≤ 130 KB gz, home ≤ 190 KB gz,
 * performance ≥ 95, CLS ≤ 0.02, TBT ≤ 100 ms. It also prints the /events
 * route's own code (what it adds to the shell, the calendar component
 * included): ≤ 60 KB gz, and none of it on sign-in's or home's first download;
 * and the /connections, /community, /activities and /quick-connect routes' own code (their own dialogs
 * included; a dialog several pages open (Quick Connect, scheduling, rescheduling, cancelling) is measured once, on its own,
 * ≤ 30 KB gz): ≤ 40 KB gz each; /insights, Link's popup (fetched when idle), /achievements, /resources, /challenges, /support, /whats-new and /chat ≤ 40 KB gz each. Home's
 * widgets below the profile, its guided tour and the achievements watcher must be off sign-in's and home's first download.
 * Lighthouse runs each route BENCH_RUNS times (5 by default) and compares the medians.
 * `--sizes` prints the sizes only, without Lighthouse.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'packages/app/dist');
const port = Number(process.env.BENCH_PORT ?? 4320);
const origin = `http://127.0.0.1:${port}`;
const TARGETS = { signInKb: 130, homeKb: 190, eventsKb: 60, connectionsKb: 40, communityKb: 40, activitiesKb: 40, quickConnectKb: 40, insightsKb: 40, linkKb: 40, achievementsKb: 40, resourcesKb: 40, challengesKb: 40, supportKb: 40, whatsNewKb: 40, chatKb: 40, dialogKb: 30, performance: 95, cls: 0.02, tbt: 100 };
const sizesOnly = process.argv.includes('--sizes');

console.info('Building the app for production...');
const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@kindred/app'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, VITE_ENABLE_DEV_PAGES: 'false' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

// ---- JS loaded per route, from Vite's manifest --------------------------------
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The files a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(dep, seen);
  return seen;
}

function gzipKb(keys) {
  const files = new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  return bytes / 1024;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
function routeKb(...modules) {
  const keys = staticClosure(entry);
  for (const mod of modules) {
    const key = Object.keys(manifest).find((k) => k.endsWith(mod));
    if (!key) throw new Error(`No chunk for ${mod} in the manifest`);
    staticClosure(key, keys);
  }
  return gzipKb(keys);
}

function chunkKey(mod) {
  const key = Object.keys(manifest).find((k) => k.endsWith(mod));
  if (!key) throw new Error(`No chunk for ${mod} in the manifest`);
  return key;
}

/** A dynamically imported module of another feature than `feature` (its key names the feature's folder). */
const FEATURE_DIR = /features\/src\/([^/]+)\//;
/** Dialogs several pages open: each is measured once, on its own, not as part of every page that opens it. */
const SHARED_DIALOGS = /components\/(QuickConnectDialog|ScheduleEventDialog|RescheduleDialog|CancelEventDialog)\.tsx$/;
const otherFeatures = (feature) => (key) => {
  const match = FEATURE_DIR.exec(key);
  return Boolean(feature && match && match[1] !== feature) || SHARED_DIALOGS.test(key);
};

/**
 * The files a chunk loads, its lazy imports included (the calendar component the events page fetches), except
 * the lazy parts that `skip` names (another feature's dialog a page opens: that feature's code, budgeted once).
 */
function fullClosure(key, seen = new Set(), skip = () => false) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) fullClosure(dep, seen, skip);
  for (const dep of chunk.dynamicImports ?? []) {
    // The Temporal polyfill is fetched only by a browser without Temporal of its own.
    if (!dep.includes('temporal-polyfill') && !skip(dep)) fullClosure(dep, seen, skip);
  }
  return seen;
}

const shellKeys = staticClosure(chunkKey('src/routes/shell.tsx'), staticClosure(entry));
const signInKeys = staticClosure(chunkKey('src/routes/sign-in.tsx'), staticClosure(entry));
const homeKeys = staticClosure(chunkKey('src/routes/home.tsx'), new Set(shellKeys));
// What the events page adds to the shell: less the shell and what the shell itself fetches when needed (its toasts).
// (Link's popup, which the shell fetches once a page is idle, is measured on its own below, not taken off pages.)
const isLinkAssistant = (key) => key.endsWith('features/src/advisor/LinkAssistant.tsx');
const shellWithLazy = new Set([...shellKeys, ...fullClosure(chunkKey('src/routes/shell.tsx'), new Set(), isLinkAssistant)]);
/**
 * What a route adds to the shell: its modules, and what it fetches on demand of its own feature (its dialogs); a
 * dialog of another feature it opens (Quick Connect, scheduling) is that feature's code, measured on its own below.
 */
const ownOf = (route, feature) => new Set([...fullClosure(chunkKey(route), new Set(), otherFeatures(feature))].filter((key) => !shellWithLazy.has(key)));
const eventsOwn = ownOf('src/routes/events.tsx', 'calendar');
const connectionsOwn = ownOf('src/routes/connections.tsx', 'connections');
const communityOwn = ownOf('src/routes/community.tsx', 'community');
const activitiesOwn = ownOf('src/routes/activities.tsx', 'activities');
const quickConnectOwn = ownOf('src/routes/quick-connect.tsx', 'quick-connect');
const achievementsOwn = ownOf('src/routes/achievements.tsx', 'achievements');
const resourcesOwn = ownOf('src/routes/resources.tsx', 'resources');
const challengesOwn = ownOf('src/routes/challenges.tsx', 'community');
const supportOwn = ownOf('src/routes/support.tsx', 'support');
const whatsNewOwn = ownOf('src/routes/whats-new.tsx', 'whats-new');
const chatOwn = ownOf('src/routes/chat.tsx', 'messaging');
// The dialogs other pages open: what each adds to the shell, wherever it is opened from.
const quickConnectDialogOwn = ownOf('features/src/quick-connect/components/QuickConnectDialog.tsx', 'quick-connect');
const scheduleDialogOwn = ownOf('features/src/calendar/components/ScheduleEventDialog.tsx', 'calendar');
const rescheduleDialogOwn = ownOf('features/src/calendar/components/RescheduleDialog.tsx', 'calendar');
const cancelDialogOwn = ownOf('features/src/calendar/components/CancelEventDialog.tsx', 'calendar');
// Link's popup and quick-actions menu: fetched by every signed-in page once it is idle, never on a first download.
const linkKey = chunkKey('features/src/advisor/LinkAssistant.tsx');
const linkOwn = new Set([...fullClosure(linkKey, new Set(), otherFeatures('advisor'))].filter((key) => !shellWithLazy.has(key)));
// The insights page: what it adds to the shell with Link's popup already fetched (the chat code both use).
const insightsOwn = new Set([...fullClosure(chunkKey('src/routes/insights.tsx'), new Set(), otherFeatures('advisor'))].filter((key) => !shellWithLazy.has(key) && !linkOwn.has(key)));
for (const key of linkOwn) {
  if (!key.startsWith('_') && (signInKeys.has(key) || homeKeys.has(key))) throw new Error(`Link's popup is on a first download: ${key}`);
}
// The page and the calendar it fetches (the kit's shared chunks, named '_…', such as the spinner, may be on both).
const eventsKey = chunkKey('src/routes/events.tsx');
const calendarKeys = new Set([eventsKey]);
for (const dep of manifest[eventsKey].dynamicImports ?? []) for (const key of fullClosure(dep)) if (!shellKeys.has(key)) calendarKeys.add(key);
const eventsOnFirstLoad = [...calendarKeys].filter((key) => !key.startsWith('_') && (signInKeys.has(key) || homeKeys.has(key)));
if (process.env.BENCH_DEBUG) {
  for (const [name, own] of [['events', eventsOwn], ['connections', connectionsOwn], ['community', communityOwn], ['activities', activitiesOwn], ['quick-connect', quickConnectOwn], ['Quick Connect dialog', quickConnectDialogOwn], ['scheduling dialog', scheduleDialogOwn], ['reschedule dialog', rescheduleDialogOwn], ['cancel dialog', cancelDialogOwn], ['insights', insightsOwn], ['Link popup', linkOwn], ['achievements', achievementsOwn], ['resources', resourcesOwn], ['challenges', challengesOwn]]) {
    console.info(`${name}:\n${[...own].map((key) => `  ${key} -> ${manifest[key].file} ${gzipKb([key]).toFixed(1)} KB`).join('\n')}`);
  }
}
if (eventsOnFirstLoad.length > 0) throw new Error(`The events page's code is on another route's first download: ${eventsOnFirstLoad.join(', ')}`);

/** The chunks holding a module, read from the build's source maps. */
function chunksHolding(source) {
  return Object.keys(manifest).filter((key) => {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) return false;
    try {
      return JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')).sources.some((name) => name.endsWith(source));
    } catch {
      return false;
    }
  });
}
// The catalogues come with the pages that show them, and Link's popup once a page is idle: never with sign-in's or
// home's first download.
for (const catalogue of [
  'contracts/src/content/activities.ts',
  'features/src/quick-connect/content/activity-options.ts',
  'features/src/advisor/popup/LinkPopup.tsx',
  'features/src/advisor/quick-actions/QuickActionsMenu.tsx',
  // Home's widgets below the profile, its guided tour, and the achievements watcher: fetched when idle.
  'features/src/home/components/RecentActivity.tsx',
  'features/src/home/components/SmartRecommendations.tsx',
  'features/src/home/tour/GuidedTour.tsx',
  'features/src/achievements/components/AchievementWatcher.tsx',
]) {
  const holders = chunksHolding(catalogue);
  if (holders.length === 0) throw new Error(`No chunk holds ${catalogue}`);
  const early = holders.filter((key) => signInKeys.has(key) || homeKeys.has(key));
  if (early.length > 0) throw new Error(`${catalogue} is on sign-in's or home's first download: ${early.join(', ')}`);
}

const sizes = {
  signIn: routeKb('src/routes/sign-in.tsx'),
  home: routeKb('src/routes/shell.tsx', 'src/routes/home.tsx'),
  events: gzipKb(eventsOwn),
  connections: gzipKb(connectionsOwn),
  community: gzipKb(communityOwn),
  activities: gzipKb(activitiesOwn),
  quickConnect: gzipKb(quickConnectOwn),
  quickConnectDialog: gzipKb(quickConnectDialogOwn),
  scheduleDialog: gzipKb(scheduleDialogOwn),
  rescheduleDialog: gzipKb(rescheduleDialogOwn),
  cancelDialog: gzipKb(cancelDialogOwn),
  insights: gzipKb(insightsOwn),
  link: gzipKb(linkOwn),
  achievements: gzipKb(achievementsOwn),
  resources: gzipKb(resourcesOwn),
  challenges: gzipKb(challengesOwn),
  support: gzipKb(supportOwn),
  whatsNew: gzipKb(whatsNewOwn),
  chat: gzipKb(chatOwn),
};
console.info(`\nJS gz: sign-in ${sizes.signIn.toFixed(1)} KB (≤ ${TARGETS.signInKb}), home ${sizes.home.toFixed(1)} KB (≤ ${TARGETS.homeKb}), /events' own ${sizes.events.toFixed(1)} KB (≤ ${TARGETS.eventsKb}, on no other route's first download), /connections' own ${sizes.connections.toFixed(1)} KB (≤ ${TARGETS.connectionsKb}), /community's own ${sizes.community.toFixed(1)} KB (≤ ${TARGETS.communityKb}), /activities' own ${sizes.activities.toFixed(1)} KB (≤ ${TARGETS.activitiesKb}), /quick-connect's own ${sizes.quickConnect.toFixed(1)} KB (≤ ${TARGETS.quickConnectKb}); the Quick Connect dialog ${sizes.quickConnectDialog.toFixed(1)} KB the scheduling dialog ${sizes.scheduleDialog.toFixed(1)} KB, the reschedule dialog ${sizes.rescheduleDialog.toFixed(1)} KB and the cancel dialog ${sizes.cancelDialog.toFixed(1)} KB (≤ ${TARGETS.dialogKb} each, wherever opened); /insights' own ${sizes.insights.toFixed(1)} KB (≤ ${TARGETS.insightsKb}); Link's popup and menu ${sizes.link.toFixed(1)} KB (≤ ${TARGETS.linkKb}, fetched when idle); /achievements' own ${sizes.achievements.toFixed(1)} KB (≤ ${TARGETS.achievementsKb}); /resources' own ${sizes.resources.toFixed(1)} KB (≤ ${TARGETS.resourcesKb}); /challenges' own ${sizes.challenges.toFixed(1)} KB (≤ ${TARGETS.challengesKb}); /support's own ${sizes.support.toFixed(1)} KB (≤ ${TARGETS.supportKb}); /whats-new's own ${sizes.whatsNew.toFixed(1)} KB (≤ ${TARGETS.whatsNewKb}); /chat's own ${sizes.chat.toFixed(1)} KB (≤ ${TARGETS.chatKb})`);
if (sizesOnly) {
  const met = sizes.signIn <= TARGETS.signInKb && sizes.home <= TARGETS.homeKb && sizes.events <= TARGETS.eventsKb && sizes.connections <= TARGETS.connectionsKb && sizes.community <= TARGETS.communityKb && sizes.activities <= TARGETS.activitiesKb && sizes.quickConnect <= TARGETS.quickConnectKb && sizes.quickConnectDialog <= TARGETS.dialogKb && sizes.scheduleDialog <= TARGETS.dialogKb && sizes.rescheduleDialog <= TARGETS.dialogKb && sizes.cancelDialog <= TARGETS.dialogKb && sizes.insights <= TARGETS.insightsKb && sizes.link <= TARGETS.linkKb && sizes.achievements <= TARGETS.achievementsKb && sizes.resources <= TARGETS.resourcesKb && sizes.challenges <= TARGETS.challengesKb && sizes.support <= TARGETS.supportKb && sizes.whatsNew <= TARGETS.whatsNewKb && sizes.chat <= TARGETS.chatKb;
  console.info(`Size targets: ${met ? 'met' : 'NOT met'}`);
  process.exit(met ? 0 : 1);
}

// ---- Lighthouse on the real server -------------------------------------------
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-'));
const server = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: dist, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become ready');
}

const debugPort = 9333;
const profileDir = mkdtempSync(path.join(os.tmpdir(), 'kindred-bench-browser-'));
let browser;
try {
  await waitForServer();
  // A persistent context is the browser's default one, the same Lighthouse opens its tab in, so the
  // session signed in below is the one the home run sees.
  browser = await chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', `--remote-debugging-port=${debugPort}`],
  });
  const context = browser;
  const page = await context.newPage();

  const flags = { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };
  // The full reports stay in bench-results/ (not committed) for a closer look at a regression.
  const reports = path.join(root, 'bench-results');
  mkdirSync(reports, { recursive: true });
  const run = async (url, name) => {
    const result = await lighthouse(url, flags);
    writeFileSync(path.join(reports, `lighthouse-${name}.json`), JSON.stringify(result.lhr, null, 1));
    const audits = result.lhr.audits;
    const failure = result.lhr.runtimeError?.message ?? audits['total-blocking-time'].errorMessage;
    if (failure) return { failure };
    return {
      performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      finalUrl: result.lhr.finalDisplayedUrl,
    };
  };

  // Lighthouse's simulated timings swing between runs of the same code on this machine (home's TBT from 130 to
  // 400 ms): each route runs BENCH_RUNS times (5 by default) and every figure is the median of the runs.
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const medianRun = async (url, name) => {
    const results = [];
    for (let index = 0; index < runs; index++) {
      const result = await run(url, name);
      if (result.failure) console.warn(`${name}: run ${index + 1} gave no figures (${result.failure}); it is left out`);
      else results.push(result);
    }
    if (results.length === 0) throw new Error(`No Lighthouse run of ${name} gave figures`);
    console.info(`${name}: TBT per run ${results.map((result) => result.tbt.toFixed(0)).join(', ')} ms; performance ${results.map((result) => result.performance).join(', ')}`);
    return {
      performance: median(results.map((result) => result.performance)),
      lcp: median(results.map((result) => result.lcp)),
      tbt: median(results.map((result) => result.tbt)),
      cls: median(results.map((result) => result.cls)),
      finalUrl: results.at(-1).finalUrl,
    };
  };

  const signInScore = await medianRun(`${origin}/auth/sign-in`, 'sign-in');
  // Sign in once in the same browser; Lighthouse keeps the storage.
  await page.goto(`${origin}/auth/sign-in`);
  await page.getByLabel('Email').fill('demo@kindred.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/`);
  const homeScore = await medianRun(`${origin}/`, 'home');
  if (homeScore.finalUrl !== `${origin}/`) throw new Error(`The home run ended on ${homeScore.finalUrl}, not on the home page`);

  const rows = [
    ['route', 'JS gz (KB)', 'target', 'perf', 'LCP (ms)', 'TBT (ms)', 'CLS'],
    ['sign-in', sizes.signIn.toFixed(1), `≤ ${TARGETS.signInKb}`, signInScore.performance, signInScore.lcp.toFixed(0), signInScore.tbt.toFixed(0), signInScore.cls.toFixed(3)],
    ['home', sizes.home.toFixed(1), `≤ ${TARGETS.homeKb}`, homeScore.performance, homeScore.lcp.toFixed(0), homeScore.tbt.toFixed(0), homeScore.cls.toFixed(3)],
    ['/events own', sizes.events.toFixed(1), `≤ ${TARGETS.eventsKb}`, '', '', '', ''],
    ['/connections own', sizes.connections.toFixed(1), `≤ ${TARGETS.connectionsKb}`, '', '', '', ''],
    ['/community own', sizes.community.toFixed(1), `≤ ${TARGETS.communityKb}`, '', '', '', ''],
    ['/activities own', sizes.activities.toFixed(1), `≤ ${TARGETS.activitiesKb}`, '', '', '', ''],
    ['/quick-connect own', sizes.quickConnect.toFixed(1), `≤ ${TARGETS.quickConnectKb}`, '', '', '', ''],
    ['QC dialog', sizes.quickConnectDialog.toFixed(1), `≤ ${TARGETS.dialogKb}`, '', '', '', ''],
    ['/insights own', sizes.insights.toFixed(1), `≤ ${TARGETS.insightsKb}`, '', '', '', ''],
    ['/achievements own', sizes.achievements.toFixed(1), `≤ ${TARGETS.achievementsKb}`, '', '', '', ''],
    ['/resources own', sizes.resources.toFixed(1), `≤ ${TARGETS.resourcesKb}`, '', '', '', ''],
    ['/challenges own', sizes.challenges.toFixed(1), `≤ ${TARGETS.challengesKb}`, '', '', '', ''],
    ['/support own', sizes.support.toFixed(1), `≤ ${TARGETS.supportKb}`, '', '', '', ''],
    ['/whats-new own', sizes.whatsNew.toFixed(1), `≤ ${TARGETS.whatsNewKb}`, '', '', '', ''],
    ['/chat own', sizes.chat.toFixed(1), `≤ ${TARGETS.chatKb}`, '', '', '', ''],
    ['Link popup + menu', sizes.link.toFixed(1), `≤ ${TARGETS.linkKb}`, '', '', '', ''],
    ['schedule dialog', sizes.scheduleDialog.toFixed(1), `≤ ${TARGETS.dialogKb}`, '', '', '', ''],
    ['reschedule dialog', sizes.rescheduleDialog.toFixed(1), `≤ ${TARGETS.dialogKb}`, '', '', '', ''],
    ['cancel dialog', sizes.cancelDialog.toFixed(1), `≤ ${TARGETS.dialogKb}`, '', '', '', ''],
  ];
  console.info('');
  for (const row of rows) console.info(row.map((cell, index) => String(cell).padEnd(index === 0 ? 18 : 12)).join(''));
  const pass =
    sizes.signIn <= TARGETS.signInKb &&
    sizes.home <= TARGETS.homeKb &&
    sizes.events <= TARGETS.eventsKb &&
    sizes.connections <= TARGETS.connectionsKb &&
    sizes.community <= TARGETS.communityKb &&
    sizes.activities <= TARGETS.activitiesKb &&
    sizes.quickConnect <= TARGETS.quickConnectKb &&
    sizes.quickConnectDialog <= TARGETS.dialogKb &&
    sizes.scheduleDialog <= TARGETS.dialogKb &&
    sizes.rescheduleDialog <= TARGETS.dialogKb &&
    sizes.cancelDialog <= TARGETS.dialogKb &&
    sizes.resources <= TARGETS.resourcesKb &&
    sizes.challenges <= TARGETS.challengesKb &&
    sizes.support <= TARGETS.supportKb &&
    sizes.whatsNew <= TARGETS.whatsNewKb &&
    sizes.chat <= TARGETS.chatKb &&
    [signInScore, homeScore].every((s) => s.performance >= TARGETS.performance && s.cls <= TARGETS.cls && s.tbt <= TARGETS.tbt);
  console.info(`\nTargets: sign-in ≤ ${TARGETS.signInKb} KB, home ≤ ${TARGETS.homeKb} KB, /events ≤ ${TARGETS.eventsKb} KB, /connections, /community, /activities and /quick-connect ≤ ${TARGETS.connectionsKb} KB each, performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls}, TBT ≤ ${TARGETS.tbt} ms: ${pass ? 'met' : 'NOT met'}`);
  // Like --sizes: a target not met fails the run.
  if (!pass) process.exitCode = 1;
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
