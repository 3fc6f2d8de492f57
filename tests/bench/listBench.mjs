#!/usr/bin/env node
/**
 * List page figures in Chromium (issue 4 §6): the generated customer-info page (the app's list
 * renderer) against a plain hand-written TanStack table page (tests/bench/plain), both over the
 * same 10,000 customers, the same endpoint, page size 20 and the same msw backend; runs are
 * interleaved (ABBA) and medians reported. Also the JS each route downloads.
 * Standalone: `node tests/bench/listBench.mjs` (builds nothing: serves the builds `npm run bench` left in test-results/bench-*).
 */
/* global window, document, location -- the evaluate() callbacks run in the page */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { benchCustomers, BENCH_RECORDS, LAST_ID } from './benchCustomers.mjs';
import { coldFigures, fetchedScripts, installProbe, pageChange, ROW_SELECTOR, scrollToBottom, settle } from './pageProbe.mjs';
import { chunkGraph, configChunk, routeJs } from './routeJs.mjs';
import { bridgeToDemo, listReady, loginRouteScripts, routeScripts, storageReady } from './routeScripts.mjs';
import { startPreview } from './storageBench.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-quic'];
const LIST_PATH = '/api/operation-management/v1/customer/page';
/** The page size both pages ask for (the generated one also reads ahead with pageSize=100). */
const PAGE_QUERY = 'pageSize=20';
const LIST_ROUTE = '#/operation-center/customer/customer-info';
/** Where vite.plain.config.ts puts the plain page in its output. */
const PLAIN_PAGE = '/tests/bench/plain/index.html';
const STORAGE_ROUTE = '#/application-admin/storage-manage';
const PAGE_CHANGES = 3;
const VIRTUAL_ROWS = 1000;

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const called = (changes) => changes.filter((r) => r.requestStartMs !== null);
const round = (v, digits = 1) => (typeof v === 'number' ? Number(v.toFixed(digits)) : null);
const summary = (values) => ({ medianMs: round(median(values)), minMs: round(Math.min(...values)), maxMs: round(Math.max(...values)), samples: values.map((v) => round(v)) });

/** Puts the bench customers into this origin's mock database (and IndexedDB). */
async function seedCustomers(page, records) {
  return page.evaluate(async (rows) => {
    const mocks = window.__HPC_MOCKS__;
    const names = ['crud.customer', 'customers']; // the collection was renamed in the CRUD-from-entities change
    const collection = names.map((n) => { try { return mocks.db.collection(n); } catch { return undefined; } }).find(Boolean);
    if (!collection) throw new Error('找不到客户集合');
    collection.restore({ records: rows, nextSeq: rows[rows.length - 1].id + 1 });
    await mocks.flush();
    return collection.count();
  }, records);
}

/** App origin: reset, seed, sign in as admin through the login form; returns the session. */
async function prepareApp(page, appUrl, records) {
  await page.goto(`${appUrl}/#/login`);
  await page.waitForFunction(() => window.__HPC_MOCKS__ !== undefined);
  await page.evaluate(async () => {
    await window.__HPC_MOCKS__.reset();
    localStorage.clear();
    sessionStorage.clear();
  });
  const count = await seedCustomers(page, records);
  if (count !== records.length) throw new Error(`客户数据写入 ${count} 条，应为 ${records.length} 条`);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.locator('.hpc-login-submit').click();
  await page.waitForURL(/#\/application-admin\//);
  return page.evaluate(() => {
    const token = localStorage.getItem('token');
    return { token, session: window.__HPC_MOCKS__.db.collection('sessions').get(token), storage: Object.entries(localStorage) };
  });
}

/** Plain origin: the same records and the same session in its own mock database, token stored as the app does. */
async function preparePlain(page, plainUrl, records, { token, session }) {
  await page.goto(`${plainUrl}${PLAIN_PAGE}`);
  await page.waitForFunction(() => window.__HPC_MOCKS__ !== undefined);
  await page.evaluate(async () => window.__HPC_MOCKS__.reset());
  await seedCustomers(page, records);
  await page.evaluate(async ({ token: t, session: s }) => {
    window.__HPC_MOCKS__.db.collection('sessions').insert(s);
    await window.__HPC_MOCKS__.flush();
    localStorage.setItem('dG9rZW4=', t); // src/core/session/storageKeys.ts: encoded and plain names
    localStorage.setItem('token', t);
  }, { token, session });
}

/** One cold load: browser cache emptied, a new tab, navigation start → first data row painted. */
async function coldRun(context, cdp, url, { next, keepScripts }) {
  await cdp.send('Network.clearBrowserCache');
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__bench !== undefined && window.__bench.firstRow !== null, null, { timeout: 120_000 });
    const cold = await page.evaluate(coldFigures, { rowSelector: ROW_SELECTOR, listPath: LIST_PATH, pageQuery: PAGE_QUERY });
    const change = () => page.evaluate(pageChange, { rowSelector: ROW_SELECTOR, nextSelector: next, listPath: LIST_PATH, pageQuery: PAGE_QUERY });
    // Right after the first row: startup work (read-ahead, prefetched chunks, effects) still runs.
    const earlyChanges = [];
    for (let i = 0; i < PAGE_CHANGES; i += 1) earlyChanges.push(await change());
    // The target's figure: the same interaction on a settled page — each click once the work the
    // load or the previous change started (read-ahead calls, prefetched chunks) is done.
    const settled = await page.evaluate(settle, {});
    const changes = [];
    for (let i = 0; i < PAGE_CHANGES; i += 1) {
      if (i > 0) await page.evaluate(settle, {});
      changes.push(await change());
    }
    let scripts = null;
    if (keepScripts) {
      await sleep(1000); // anything fetched right after the first paint (prefetch, idle imports) counts too
      scripts = await page.evaluate(fetchedScripts);
    }
    return { cold, earlyChanges, settled, changes, scripts };
  } finally {
    await page.close();
  }
}

/** A list page in virtual mode (1000 rows): scroll box to the bottom, twice; returns both timings. */
async function virtualRun(context, open) {
  const page = await context.newPage();
  try {
    const scrollSelector = await open(page);
    await page.waitForFunction(() => window.__bench !== undefined && window.__bench.firstRow !== null, null, { timeout: 60_000 });
    await sleep(300);
    const args = { rowSelector: ROW_SELECTOR, scrollSelector, lastId: String(LAST_ID - VIRTUAL_ROWS + 1) };
    return [await page.evaluate(scrollToBottom, args), await page.evaluate(scrollToBottom, args)];
  } finally {
    await page.close();
  }
}

/** The generated page with its config switched to `virtual: true` (the same object the app's lazy import returns). */
function openGeneratedVirtual(appUrl, configFile) {
  return async (page) => {
    await page.goto(`${appUrl}/#/`); // the app mounted on another route first (it redirects to the portal home)
    await page.waitForFunction(() => window.__HPC_MOCKS__ !== undefined && document.body.innerText.includes('超算云平台'));
    await page.evaluate(async ({ file, route }) => {
      // The chunk's exports are the config object and/or its module namespace, whatever the bundler chose.
      const chunk = await import(new URL(file, location.href).href);
      const configs = Object.values(chunk).map((v) => (v?.permissionPrefix ? v : v?.default)).filter((v) => v?.permissionPrefix === 'customer-info');
      if (configs.length === 0) throw new Error('找不到 customer-info 页面配置');
      for (const config of configs) config.virtual = true;
      location.hash = route;
    }, { file: configFile, route: LIST_ROUTE });
    await page.locator('.hpc-list-virtual').waitFor();
    return '.hpc-list-virtual';
  };
}

function openPlainVirtual(plainUrl) {
  return async (page) => {
    await page.goto(`${plainUrl}${PLAIN_PAGE}?virtual=1`);
    return '.plain-virtual';
  };
}

export async function measureList({ appUrl, plainUrl, appDir = 'test-results/bench-app', realUrl = null, realDir = 'test-results/bench-real', runs = 5 }) {
  const records = benchCustomers();
  const profile = mkdtempSync(join(tmpdir(), 'hpc-bench-list-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM, args: ARGS, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai',
  });
  try {
    await context.addInitScript(installProbe, ROW_SELECTOR);
    const control = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(control);
    const auth = await prepareApp(control, appUrl, records);
    await preparePlain(control, plainUrl, records, auth);
    await control.goto('about:blank');

    const targets = {
      generated: { url: `${appUrl}/${LIST_ROUTE}`, next: '.hpc-list-pagination .ant-pagination-next button' },
      plain: { url: `${plainUrl}${PLAIN_PAGE}`, next: '.plain-next' },
    };
    const cold = { generated: [], plain: [] };
    let listScripts = null;
    // One untimed pair first (server and OS file cache), then ABBA-interleaved timed runs.
    for (const name of ['generated', 'plain']) await coldRun(context, cdp, targets[name].url, { next: targets[name].next });
    for (let run = 0; run < runs; run += 1) {
      for (const name of run % 2 === 0 ? ['generated', 'plain'] : ['plain', 'generated']) {
        const keepScripts = name === 'generated' && listScripts === null;
        const result = await coldRun(context, cdp, targets[name].url, { next: targets[name].next, keepScripts });
        if (keepScripts) listScripts = result.scripts;
        cold[name].push(result);
      }
    }

    const configFile = configChunk(appDir, 'customer-info');
    const scroll = { generated: [], plain: [] };
    if (configFile) {
      for (let run = 0; run < runs; run += 1) {
        for (const name of run % 2 === 0 ? ['generated', 'plain'] : ['plain', 'generated']) {
          const open = name === 'generated' ? openGeneratedVirtual(appUrl, configFile) : openPlainVirtual(plainUrl);
          scroll[name].push(...(await virtualRun(context, open)));
        }
      }
    }
    const launch = { executablePath: CHROMIUM, args: ARGS };
    const demo = { list: listScripts, storage: await routeScripts(context, cdp, `${appUrl}/${STORAGE_ROUTE}`, storageReady), login: await loginRouteScripts(appUrl, launch) };
    let real = null;
    if (realUrl) {
      await control.goto(`${appUrl}/#/`); // the demo app, whose mock backend answers the real build's calls
      await control.waitForFunction(() => window.__HPC_MOCKS__ !== undefined);
      await bridgeToDemo(context, { realUrl, demoPage: control, storage: auth.storage });
      real = {
        login: await loginRouteScripts(realUrl, launch),
        list: await routeScripts(context, cdp, `${realUrl}/${LIST_ROUTE}`, listReady),
        storage: await routeScripts(context, cdp, `${realUrl}/${STORAGE_ROUTE}`, storageReady),
      };
    }
    return summarise({ runs, cold, scroll, appDir, realDir, scripts: { demo, real } });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

function summarise({ runs, cold, scroll, appDir, realDir, scripts }) {
  const side = (name) => {
    const c = cold[name].map((r) => r.cold);
    const changes = cold[name].flatMap((r) => r.changes);
    return {
      firstRow: {
        ...summary(c.map((r) => r.firstRowMs)),
        // Where the time went (medians of the per-run figures): boot until the list call, the call, the render after it.
        listRequestStartMs: round(median(c.map((r) => r.listRequestStartMs))),
        listRequestMs: round(median(c.map((r) => r.listResponseEndMs - r.listRequestStartMs))),
        responseToPaintMs: round(median(c.map((r) => r.firstRowMs - r.listResponseEndMs))),
        documentMs: round(median(c.map((r) => r.documentMs))),
        firstIds: [...new Set(c.map((r) => r.firstId))],
      },
      pageChangeRightAfterFirstRow: summary(cold[name].flatMap((r) => r.earlyChanges).map((r) => r.ms)),
      settleMs: round(median(cold[name].map((r) => r.settled.settledMs))),
      pageChange: {
        ...summary(changes.map((r) => r.ms)),
        // Changes shown from rows already there (read ahead), with no list call before the paint.
        withoutCall: changes.filter((r) => r.requestStartMs === null).length,
        // The breakdown is of the changes that did wait for a call.
        requestStartMs: round(median(changes.map((r) => r.requestStartMs))),
        requestMs: round(median(called(changes).map((r) => r.responseEndMs - r.requestStartMs))),
        responseToPaintMs: round(median(called(changes).map((r) => r.ms - r.responseEndMs))),
        firstIds: [...new Set(cold[name].flatMap((r) => [...r.earlyChanges, ...r.changes]).map((r) => r.firstId))],
      },
      virtualScroll: scroll[name].length > 0 ? summary(scroll[name].map((r) => r.ms)) : null,
    };
  };
  const generated = side('generated');
  const plain = side('plain');
  const ratio = (a, b) => (a && b ? round(a / b, 2) : null);
  const graph = chunkGraph(appDir);
  const js = (name) => ({
    demo: scripts.demo[name] ? routeJs(appDir, scripts.demo[name], graph) : null,
    real: scripts.real?.[name] ? routeJs(realDir, scripts.real[name], null) : null,
  });
  return {
    measuredAt: new Date().toISOString(),
    records: BENCH_RECORDS,
    pageSize: 20,
    virtualRows: VIRTUAL_ROWS,
    runs,
    sameRows: JSON.stringify(generated.firstRow.firstIds) === JSON.stringify(plain.firstRow.firstIds)
      && JSON.stringify(generated.pageChange.firstIds) === JSON.stringify(plain.pageChange.firstIds),
    firstRowCold: { generatedMs: generated.firstRow.medianMs, plainMs: plain.firstRow.medianMs, ratio: ratio(generated.firstRow.medianMs, plain.firstRow.medianMs), targetRatio: 1.3 },
    pageChange: { generatedMs: generated.pageChange.medianMs, plainMs: plain.pageChange.medianMs, ratio: ratio(generated.pageChange.medianMs, plain.pageChange.medianMs), targetMs: 25 },
    pageChangeRightAfterFirstRow: {
      generatedMs: generated.pageChangeRightAfterFirstRow.medianMs,
      plainMs: plain.pageChangeRightAfterFirstRow.medianMs,
      ratio: ratio(generated.pageChangeRightAfterFirstRow.medianMs, plain.pageChangeRightAfterFirstRow.medianMs),
    },
    virtualScroll: {
      generatedMs: generated.virtualScroll?.medianMs ?? null,
      plainMs: plain.virtualScroll?.medianMs ?? null,
      ratio: ratio(generated.virtualScroll?.medianMs, plain.virtualScroll?.medianMs),
    },
    routeJs: { targetGzip: 250 * 1024, login: js('login'), list: js('list'), storage: js('storage') },
    generated,
    plain,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = Number(process.env.BENCH_PORT ?? 4390);
  const appDir = process.env.BENCH_DIST ?? 'test-results/bench-app';
  const stopApp = await startPreview(appDir, base + 1);
  const stopPlain = await startPreview(process.env.BENCH_PLAIN_DIST ?? 'test-results/bench-plain', base + 2);
  const realDir = process.env.BENCH_REAL_DIST ?? 'test-results/bench-real';
  const stopReal = await startPreview(realDir, base + 3);
  try {
    const figures = await measureList({
      appUrl: `http://127.0.0.1:${base + 1}`, plainUrl: `http://127.0.0.1:${base + 2}`, realUrl: `http://127.0.0.1:${base + 3}`,
      appDir, realDir, runs: Number(process.env.BENCH_RUNS ?? 5),
    });
    console.log(JSON.stringify(figures, null, 2));
  } finally {
    stopApp();
    stopPlain();
    stopReal();
  }
}
