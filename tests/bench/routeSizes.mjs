#!/usr/bin/env node
/**
 * What each of the issue-37 routes makes a browser fetch — JS and CSS, gzip -9 of the built
 * files — measured from the network on a real (`--mode real`) build served by the standalone mock
 * server (npm run mock:server: the same handlers and data over HTTP, so the build runs as deployed):
 *  - login and portal home: a first-time visitor (new browser profile, no session);
 *  - the customer list and storage: signed in as the demo admin, each opened in a new tab with the
 *    HTTP cache cleared.
 * One build, sizes only: deterministic enough to compare two builds (no timing is read).
 * Standalone: `node tests/bench/routeSizes.mjs <real build dir> [port]` prints the figures.
 */
/* global window -- the evaluate() callbacks run in the page */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-quic'];

/** The routes of issue 37's targets, how each is known to be drawn, and its gzip target (JS). */
export const ROUTES = {
  login: { hash: '#/login', signedIn: false, ready: '.hpc-login-submit', targetJsGzip: 150 * 1024 },
  portalHome: { hash: '#/portal/home', signedIn: false, ready: '[data-testid="portal-blocks"]', targetJsGzip: 150 * 1024 },
  list: { hash: '#/operation-center/customer/customer-info', signedIn: true, ready: '.hpc-list-table tbody tr.hpc-list-row', targetJsGzip: 220 * 1024 },
  storage: { hash: '#/application-admin/storage-manage', signedIn: true, ready: '.storage-name-text', targetJsGzip: 350 * 1024 },
};

/** Same-origin JS and CSS files this document fetched (modules, preloads, lazy chunks, sheets). */
function fetchedFiles() {
  return performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name))
    .filter((u) => u.origin === window.location.origin && /\.(?:js|css)$/.test(u.pathname))
    .map((u) => u.pathname);
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

/** Sums the fetched files' gzip sizes, JS and CSS apart, from the build in `dir`. */
export function sizeOf(dir, paths) {
  const files = [...new Set(paths.map((p) => p.replace(/^.*?(assets\/[^/]+)$/, '$1')))].filter((f) => f.startsWith('assets/'));
  const listed = files.map((file) => ({ file, gzip: gzipSize(join(dir, file)) })).sort((a, b) => b.gzip - a.gzip);
  const sum = (ext) => listed.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f.gzip, 0);
  return { jsGzip: sum('.js'), cssGzip: sum('.css'), files: listed };
}

/** Starts the standalone mock server serving `dist` (an absolute or repo-relative path) on `port`. */
export async function startMockServer(dist, port, root = process.cwd()) {
  const child = spawn('node', [join(root, 'mocks/server/main.mjs')], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, MOCK_SERVER_PORT: String(port), MOCK_SERVER_DIST: resolve(dist), MOCK_SERVER_CONTROL_TOKEN: 'route-sizes' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (await fetch(`${url}/config.json`).then((r) => r.ok, () => false)) break;
    if (child.exitCode !== null || attempt > 600) throw new Error(`the mock server on ${port} did not start`);
    await sleep(200);
  }
  return { url, stop: () => { try { process.kill(-child.pid, 'SIGTERM'); } catch { /* already gone */ } } };
}

async function visit(context, url, route) {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/${route.hash}`);
    await page.locator(route.ready).first().waitFor({ timeout: 120_000 });
    // Anything fetched right after (prefetch, idle imports) counts too: wait until nothing new comes.
    let count = -1;
    for (let quiet = 0; quiet < 3;) {
      await sleep(400);
      const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
      quiet = now === count ? quiet + 1 : 0;
      count = now;
    }
    return await page.evaluate(fetchedFiles);
  } finally {
    await page.close();
  }
}

/** Files fetched per route from the app at `url` (the mock server serving the build). */
export async function routeFiles(url, names = Object.keys(ROUTES)) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  const options = { locale: 'zh-CN', timezoneId: 'Asia/Shanghai', viewport: { width: 1440, height: 900 } };
  try {
    const out = {};
    for (const name of names.filter((n) => !ROUTES[n].signedIn)) {
      const context = await browser.newContext(options);
      out[name] = await visit(context, url, ROUTES[name]);
      await context.close();
    }
    const signed = names.filter((n) => ROUTES[n].signedIn);
    if (signed.length > 0) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      await page.goto(`${url}/#/login`);
      await page.getByPlaceholder('请输入账号').fill('admin');
      await page.getByPlaceholder('请输入密码').fill('admin123');
      await page.locator('.hpc-login-submit').click();
      await page.waitForURL(/#\/(?!login)/, { timeout: 120_000 });
      const cdp = await context.newCDPSession(page);
      await page.goto('about:blank');
      for (const name of signed) {
        await cdp.send('Network.clearBrowserCache');
        out[name] = await visit(context, url, ROUTES[name]);
      }
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** Serves `dir` (a real build) and measures every route's JS and CSS. */
export async function measureRoutes(dir, { port = 4550, root = process.cwd(), names } = {}) {
  const server = await startMockServer(dir, port, root);
  try {
    const files = await routeFiles(server.url, names);
    return Object.fromEntries(Object.entries(files).map(([name, paths]) => [name, sizeOf(dir, paths)]));
  } finally {
    server.stop();
  }
}

export function printRoutes(routes, title = 'route JS/CSS (real build, gzip -9)') {
  const kib = (v) => `${(v / 1024).toFixed(1)} KiB`;
  console.log(`\n${title}`);
  for (const [name, m] of Object.entries(routes)) {
    const target = ROUTES[name].targetJsGzip;
    const verdict = m.jsGzip <= target ? 'met' : 'missed';
    console.log(`  ${name.padEnd(11)} JS ${kib(m.jsGzip).padStart(10)}  CSS ${kib(m.cssGzip).padStart(9)}  target JS ≤ ${kib(target)}: ${verdict}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'test-results/bench-real';
  const routes = await measureRoutes(dir, { port: Number(process.argv[3] ?? 4550) });
  printRoutes(routes);
  if (process.env.ROUTE_FILES) {
    for (const [name, m] of Object.entries(routes)) {
      console.log(`\n${name}`);
      for (const f of m.files) console.log(`  ${f.file.padEnd(60)} ${(f.gzip / 1024).toFixed(1).padStart(7)} KiB`);
    }
  }
}
