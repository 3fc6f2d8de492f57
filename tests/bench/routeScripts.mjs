/**
 * The scripts a route makes the browser fetch, measured from the network: the route opened in a
 * new tab with the HTTP cache cleared, read from the tab's resource timing once it is ready.
 * The `--mode real` build has no mock backend, so `bridgeToDemo` answers its API calls with the
 * demo app's: each /api/ request of the real build's tabs is replayed by fetch() in a tab of
 * the demo app (same session), i.e. by the same msw handlers and data.
 */
/* global window -- the evaluate() callbacks run in the page */
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import { fetchedScripts } from './pageProbe.mjs';

export const listReady = (page) => page.waitForFunction(() => window.__bench !== undefined && window.__bench.firstRow !== null, null, { timeout: 120_000 });
export const storageReady = (page) => page.locator('.storage-name-text', { hasText: 'README.txt' }).waitFor({ timeout: 120_000 });

export async function routeScripts(context, cdp, url, ready) {
  await cdp.send('Network.clearBrowserCache');
  const page = await context.newPage();
  try {
    await page.goto(url);
    await ready(page);
    await sleep(1000); // anything fetched right after (prefetch, idle imports) counts too
    return await page.evaluate(fetchedScripts);
  } finally {
    await page.close();
  }
}

/** A first visit to the login route: a new profile (nothing cached, no session, no worker yet). */
export async function loginRouteScripts(url, launchOptions) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
    await page.goto(`${url}/#/login`);
    await page.locator('.hpc-login-submit').waitFor({ timeout: 60_000 });
    await sleep(1000);
    return await page.evaluate(fetchedScripts);
  } finally {
    await browser.close();
  }
}

/** Serves realUrl's /api/ calls from demoPage (a tab running the demo app) and gives realUrl the demo's session keys. */
export async function bridgeToDemo(context, { realUrl, demoPage, storage }) {
  await context.route(`${realUrl}/api/**`, async (route) => {
    const request = route.request();
    const answer = await demoPage.evaluate(async ({ path, method, headers, body }) => {
      const response = await fetch(path, { method, headers, body: body ?? undefined });
      const kept = [...response.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name));
      return { status: response.status, headers: Object.fromEntries(kept), body: await response.text() };
    }, { path: request.url().slice(realUrl.length), method: request.method(), headers: request.headers(), body: request.postData() });
    await route.fulfill(answer);
  });
  const page = await context.newPage();
  try {
    await page.goto(`${realUrl}/config.json`);
    await page.evaluate((entries) => entries.forEach(([key, value]) => localStorage.setItem(key, value)), storage);
  } finally {
    await page.close();
  }
}
