import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SCREENSHOT_DIR } from './support';

const REAL = `http://127.0.0.1:${process.env.E2E_REAL_PORT ?? 4174}`;

test('a build with mocks off downloads no mock code and registers no worker', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${REAL}/#/portal/home`);
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  await page.waitForLoadState('networkidle');

  expect(requested).toContain('/config.json');
  expect(requested.some((path) => path.includes('mockServiceWorker'))).toBe(false);
  expect(requested.some((path) => /mock|msw/i.test(path))).toBe(false);
  const registrations = await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  expect(registrations).toBe(0);
  expect(await page.evaluate(() => 'serviceWorker' in navigator && navigator.serviceWorker.controller)).toBeFalsy();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/real-build-home.png` });
});

test('the real build ships no msw code at all and its config turns mocks off', () => {
  const dir = 'dist-real';
  expect(JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')).mock).toBe(false);
  expect(readdirSync(dir)).not.toContain('mockServiceWorker.js');
  const scripts = readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.js'));
  for (const name of scripts) {
    const source = readFileSync(join(dir, 'assets', name), 'utf8');
    expect(source, name).not.toMatch(/mockServiceWorker|__HPC_MOCKS__|setupWorker/);
  }
});

test('the demo build keeps mocks in chunks that a mocks-off config never requests', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // Serve the demo build but answer config.json with mocks off, as a deployment would.
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const body = { ...(await response.json()), mock: false };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/#/portal/home');
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  await page.waitForLoadState('networkidle');
  expect(requested.some((path) => path.includes('mockServiceWorker'))).toBe(false);
  const appScripts = requested.filter((path) => path.endsWith('.js'));
  expect(appScripts.length).toBeGreaterThan(0);
  for (const path of appScripts) {
    const source = readFileSync(join(process.env.E2E_DIST ?? 'dist', path.replace(/^\//, '')), 'utf8');
    expect(source, path).not.toMatch(/setupWorker|__HPC_MOCKS__/);
  }
});
