/**
 * The public portal's front door, cold (issue 19: aim ≤ 200 KiB gz): `/portal/home` opened by a
 * first-time visitor — a new browser profile (nothing cached, no session, no service worker yet) —
 * until its blocks are drawn. Figures: first contentful paint, blocks drawn, and the JS the tab
 * fetched (gzip -9, routeJs.mjs; with the build's manifest, the part only the mock backend needs).
 * Median of `runs`. Run alone: `node tests/bench/portalBench.mjs` (BENCH_DIST, default the bench's demo build).
 */
/* global document -- the evaluate() callbacks run in the page */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { fetchedScripts } from './pageProbe.mjs';
import { chunkGraph, routeJs } from './routeJs.mjs';
import { startPreview } from './storageBench.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-quic'];
export const PORTAL_ROUTE = '#/portal/home';
export const PORTAL_TARGET_GZIP = 200 * 1024;

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.floor(sorted.length / 2)]) : null;
};

async function coldVisit(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const page = await (await browser.newContext({ locale: 'zh-CN', viewport: { width: 1920, height: 1000 } })).newPage();
    await page.goto(`${url}/${PORTAL_ROUTE}`);
    await page.locator('[data-testid="portal-blocks"]').waitFor({ timeout: 120_000 });
    const blocksMs = await page.evaluate(() => performance.now());
    await sleep(1000); // anything fetched right after (prefetch, idle imports) counts too
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
    const title = await page.evaluate(() => document.title);
    return { fcpMs, blocksMs, title, scripts: await page.evaluate(fetchedScripts) };
  } finally {
    await browser.close();
  }
}

export async function measurePortalHome({ appUrl, appDir, runs = 3 }) {
  const visits = [];
  for (let run = 0; run < runs; run += 1) visits.push(await coldVisit(appUrl));
  const js = routeJs(appDir, visits[0].scripts, chunkGraph(appDir));
  return {
    measuredAt: new Date().toISOString(),
    runs,
    firstContentfulPaintMs: median(visits.map((v) => v.fcpMs)),
    blocksDrawnMs: median(visits.map((v) => v.blocksMs)),
    samples: visits.map(({ fcpMs, blocksMs }) => ({ fcpMs: Math.round(fcpMs), blocksMs: Math.round(blocksMs) })),
    title: visits[0].title,
    jsGzip: js.jsGzip,
    mockJsGzip: js.mockJsGzip,
    appJsGzip: js.mockJsGzip === null ? null : js.jsGzip - js.mockJsGzip,
    targetGzip: PORTAL_TARGET_GZIP,
    files: js.files,
  };
}

export function printPortal(portal) {
  const kib = (v) => (typeof v === 'number' ? `${(v / 1024).toFixed(1)} KiB` : '—');
  console.log(`\nportal home, cold (${PORTAL_ROUTE}, new profile; median of ${portal.runs}): FCP ${portal.firstContentfulPaintMs} ms, blocks drawn ${portal.blocksDrawnMs} ms`);
  console.log(`  JS gzip ${kib(portal.jsGzip)} (of it mock backend ${kib(portal.mockJsGzip)}; app ${kib(portal.appJsGzip)}, target ≤ ${kib(portal.targetGzip)})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.BENCH_PORT ?? 4390) + 4;
  const appDir = process.env.BENCH_DIST ?? 'test-results/bench-app';
  const stop = await startPreview(appDir, port);
  try {
    const portal = await measurePortalHome({ appUrl: `http://127.0.0.1:${port}`, appDir, runs: Number(process.env.BENCH_RUNS ?? 3) });
    printPortal(portal);
    console.log(JSON.stringify({ ...portal, files: portal.files.slice(0, 12) }, null, 2));
  } finally {
    stop();
  }
}
