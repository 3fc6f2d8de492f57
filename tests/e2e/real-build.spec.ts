import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './guards';
import { SCREENSHOT_DIR } from './support';

const REAL = `http://127.0.0.1:${process.env.E2E_REAL_PORT ?? 4174}`;

test('a build with mocks off downloads no mock code and registers no worker', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${REAL}/#/portal/home`);
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  await page.waitForLoadState('networkidle');

  expect(requested).toContain('/config.json');
  expect(requested.some((path) => /mockServiceWorker|mockApiWorker/.test(path))).toBe(false);
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
  expect(readdirSync(dir)).not.toContain('mockApiWorker.js');
  const scripts = readdirSync(join(dir, 'assets')).filter((name) => name.endsWith('.js'));
  for (const name of scripts) {
    const source = readFileSync(join(dir, 'assets', name), 'utf8');
    expect(source, name).not.toMatch(/mockServiceWorker|mockApiWorker|__HPC_MOCKS__|setupWorker/);
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
  expect(requested.some((path) => /mockServiceWorker|mockApiWorker/.test(path))).toBe(false);
  const appScripts = requested.filter((path) => path.endsWith('.js'));
  expect(appScripts.length).toBeGreaterThan(0);
  for (const path of appScripts) {
    const source = readFileSync(join(process.env.E2E_DIST ?? 'dist', path.replace(/^\//, '')), 'utf8');
    expect(source, path).not.toMatch(/setupWorker|__HPC_MOCKS__/);
  }
});

/** Groups of chunks that import one another in a circle (Tarjan's strongly connected components). */
function chunkCycles(dir: string): string[][] {
  const names = readdirSync(dir).filter((name) => name.endsWith('.js'));
  const imports = new Map(names.map((name) => [name, [...readFileSync(join(dir, name), 'utf8').matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => m[1]!).filter((to) => names.includes(to))]));
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (name: string): void => {
    index.set(name, next);
    low.set(name, next);
    next += 1;
    stack.push(name);
    for (const to of imports.get(name) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(name, Math.min(low.get(name)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(name, Math.min(low.get(name)!, index.get(to)!));
    }
    if (low.get(name) !== index.get(name)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== name);
    if (group.length > 1) cycles.push(group);
  };
  for (const name of names) if (!index.has(name)) visit(name);
  return cycles;
}

test('neither build has chunks importing each other in a circle (one could run before what it needs exists)', () => {
  // A copy of the repository with node_modules linked from elsewhere once built app ↔ icon chunks
  // in a circle, and the icon chunk called React before the app chunk had defined it.
  for (const dir of [join(process.env.E2E_DIST ?? 'dist', 'assets'), join('dist-real', 'assets')]) {
    expect(chunkCycles(dir), dir).toEqual([]);
  }
});
