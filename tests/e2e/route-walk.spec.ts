/**
 * The route walk (generated from schemas/menu.json; nothing here names a page): every demo
 * account that can sign in to the back stage visits every visible route of the menu it holds the
 * code of, in one signed-in page: each shows real content — no placeholder (页面未配置, 建设中),
 * no error panel, no blank pane — and stays on its address. The first route it does not hold
 * sends it elsewhere, again to real content (which route the guard picks, for every route and
 * code set, is unit-tested: tests/unit/menu). No console error, and (guards.ts) no uncaught error
 * or policy violation, anywhere on the way.
 *
 * The administrator walks every page in depth in contract.spec.ts (which also fails on a console
 * error); hidden detail routes are reached from their lists there.
 */
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from '@playwright/test';
import { openFreshLogin, submitLogin } from './support';
import { expect, test } from './guards';

interface MenuNode {
  title: string;
  path: string;
  code?: string;
  noCheck?: boolean;
  hidden?: boolean;
  linkable?: boolean;
  children?: MenuNode[];
}

/** `extra`: routes outside the menu the account reaches (the recharge pages of the expense centre). */
const ACCOUNTS = [
  { username: 'subcenter', password: 'sub123456', extra: [] },
  { username: 'enterprise', password: 'ent123456', extra: ['/backstage/recharge', '/account-recharge'] },
  { username: 'personal', password: 'per123456', extra: ['/backstage/recharge', '/account-recharge'] },
  { username: 'partner', password: 'par123456', extra: [] },
  { username: 'ops', password: 'ops123456', extra: [] },
];

/** The menu's visible leaf routes (groups and non-linkable placeholders are not routes). */
function visibleRoutes(): MenuNode[] {
  const { menu } = JSON.parse(readFileSync('schemas/menu.json', 'utf8')) as { menu: MenuNode[] };
  const routes: MenuNode[] = [];
  const walk = (nodes: MenuNode[], hiddenAbove: boolean) => {
    for (const node of nodes) {
      const hidden = hiddenAbove || node.hidden === true;
      if (node.children?.length) walk(node.children, hidden);
      else if (!hidden && node.linkable !== false) routes.push(node);
    }
  };
  walk(menu, false);
  return routes;
}

/** The codes the signed-in account holds, as the mock server grants them (its role's list). */
async function heldCodes(page: Page, username: string): Promise<string[]> {
  return page.evaluate((name) => {
    interface Table<T> { list(): T[]; get(id: string): T | undefined }
    const mocks = (window as unknown as { __HPC_MOCKS__: { db: { collection<T>(n: string): Table<T> } } }).__HPC_MOCKS__;
    const user = mocks.db.collection<{ userName: string; role: string }>('users').list().find((u) => u.userName === name);
    return user ? (mocks.db.collection<{ permissions: string[] }>('roles').get(user.role)?.permissions ?? []) : [];
  }, username);
}

const pane = (page: Page) => page.locator('[data-testid=active-page]');

/**
 * Opens a route by its address (hash navigation, as a link does) and waits in the page, one check
 * per animation frame, until the new pane is up, done loading and shows content; then no error
 * panel and no placeholder. Resolves the address the console settled on.
 */
async function visit(page: Page, path: string): Promise<string> {
  await page.evaluate((hash) => {
    // Mark the pane on screen: the route's own pane is then the active one without the mark.
    document.querySelectorAll('[data-left]').forEach((element) => element.removeAttribute('data-left'));
    if (location.hash !== `#${hash}`) document.querySelector('[data-testid=active-page]')?.setAttribute('data-left', '');
    location.hash = hash;
  }, path);
  await page.waitForFunction(() => {
    const shown = document.querySelector<HTMLElement>('[data-testid=active-page]:not([data-left])');
    if (!shown || shown.hidden || shown.querySelector('.ant-spin-spinning, .hpc-spin-spinning, .ant-skeleton')) return false;
    return shown.querySelector('button, input, table, canvas, [role=grid], [role=tree], .ant-card, .ant-descriptions, .ant-result, h1, h2, h3, h4') !== null;
  }, undefined, { timeout: 30_000 }).catch((error: unknown) => {
    throw new Error(`${path}: the page did not finish rendering real content (${String(error)})`);
  });
  await expect(pane(page).locator('.hpc-status-panel-error'), `${path}: error panel`).toHaveCount(0);
  await expect(pane(page).getByText(/页面未配置|建设中/), `${path}: placeholder`).toHaveCount(0);
  return page.url();
}

test.describe.configure({ mode: 'parallel' });

for (const account of ACCOUNTS) {
  test(`route walk as ${account.username}: every menu route it holds shows real content, one it lacks sends it elsewhere`, async ({ page }) => {
    test.setTimeout(240_000);
    const consoleErrors: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
    });
    await openFreshLogin(page);
    await submitLogin(page, account.username, account.password);
    await expect(page, 'signed in to the back stage').not.toHaveURL(/#\/(login|backstage)(\?|$)/, { timeout: 30_000 });
    const codes = await heldCodes(page, account.username);
    const routes = visibleRoutes();
    const allowed = (route: MenuNode) => route.noCheck === true || !route.code || codes.includes(route.code);
    const atAddress = (path: string) => new RegExp(`#${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
    let shown = 0;
    for (const path of [...routes.filter(allowed).map((route) => route.path), ...account.extra]) {
      expect(await visit(page, path), `${path} stays on its address`).toMatch(atAddress(path));
      shown += 1;
    }
    const refused = routes.find((route) => !allowed(route));
    if (refused) {
      await page.goto(`/#${refused.path}`);
      await expect(page, `${refused.title} (${refused.code}) is not opened without its code`).not.toHaveURL(atAddress(refused.path), { timeout: 30_000 });
      await expect(pane(page).locator('.hpc-status-panel-error'), `after refusing ${refused.path}: error panel`).toHaveCount(0);
    }
    console.log(`[walk] ${account.username}: ${shown} routes shown (${account.extra.length} outside the menu of ${routes.length} routes)${refused ? `, ${refused.path} refused` : ''}`);
    expect(shown, 'the account opens some routes').toBeGreaterThan(0);
    expect(consoleErrors, 'console errors on the walk').toEqual([]);
  });
}
