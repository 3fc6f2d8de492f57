/**
 * The route walk, shared by the demo build (route-walk.spec.ts, the in-browser mocks) and the real
 * build over the standalone mock server (route-walk-server.spec.ts): generated from
 * schemas/menu.json, nothing here names a page. An account signs in to the back stage and visits
 * every visible route of the menu it holds the code of, in one signed-in page: each shows real
 * content — no placeholder (页面暂未开放, 建设中…), no error panel, no blank pane — and stays on its
 * address. The first route it does not hold sends it elsewhere, again to real content (which route
 * the guard picks, for every route and code set, is unit-tested: tests/unit/menu). No console
 * error anywhere on the way (guards.ts adds: no uncaught error or policy violation).
 *
 * Where the held codes come from is the caller's: the demo build reads its in-browser backend, the
 * real build the server's own answer over HTTP.
 */
import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from '@playwright/test';
import { PLACEHOLDER_TEXT, submitLogin } from './support';
import { expect } from './guards';

export interface MenuNode {
  title: string;
  path: string;
  code?: string;
  noCheck?: boolean;
  hidden?: boolean;
  linkable?: boolean;
  children?: MenuNode[];
}

/** A demo account that signs in to the back stage; `extra`: routes outside the menu it reaches. */
export interface WalkAccount {
  username: string;
  password: string;
  extra: string[];
}

/** The platform administrator (the demo build walks it page by page in contract.spec.ts). */
export const ADMIN_ACCOUNT: WalkAccount = { username: 'admin', password: 'admin123', extra: ['/backstage/recharge', '/account-recharge'] };

/** The other back-stage accounts; `extra` are the recharge pages of the expense centre. */
export const WALK_ACCOUNTS: readonly WalkAccount[] = [
  { username: 'subcenter', password: 'sub123456', extra: [] },
  { username: 'enterprise', password: 'ent123456', extra: ['/backstage/recharge', '/account-recharge'] },
  { username: 'personal', password: 'per123456', extra: ['/backstage/recharge', '/account-recharge'] },
  { username: 'partner', password: 'par123456', extra: [] },
  { username: 'ops', password: 'ops123456', extra: [] },
];

/** The menu's visible leaf routes (groups and non-linkable placeholders are not routes). */
export function visibleRoutes(): MenuNode[] {
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

const pane = (page: Page) => page.locator('[data-testid=active-page]');

/** Waits in the page, one check per animation frame, until the active pane is up, done loading and shows content. */
async function activePageShown(page: Page, label: string): Promise<void> {
  await page.waitForFunction(() => {
    const shown = document.querySelector<HTMLElement>('[data-testid=active-page]:not([data-left])');
    if (!shown || shown.hidden || shown.querySelector('.ant-spin-spinning, .hpc-spin-spinning, .ant-skeleton')) return false;
    return shown.querySelector('button, input, table, canvas, [role=grid], [role=tree], .ant-card, .ant-descriptions, .ant-result, h1, h2, h3, h4') !== null;
  }, undefined, { timeout: 30_000 }).catch((error: unknown) => {
    throw new Error(`${label}: the page did not finish rendering real content (${String(error)})`);
  });
}

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
  await activePageShown(page, path);
  await expect(pane(page).locator('.hpc-status-panel-error'), `${path}: error panel`).toHaveCount(0);
  await expect(pane(page).getByText(PLACEHOLDER_TEXT), `${path}: placeholder`).toHaveCount(0);
  return page.url();
}

export interface WalkTarget {
  /** Where the console is served: routes are opened at `${baseURL}/#<path>`. */
  baseURL: string;
  /** Shows the sign-in form with no session stored (default: opens `${baseURL}/#/login`). */
  openLogin?: (page: Page) => Promise<void>;
  /** The codes the signed-in account holds, as its backend grants them. */
  heldCodes: (page: Page, account: WalkAccount) => Promise<string[]>;
}

export interface WalkSummary {
  /** The routes shown, menu routes then `extra`. */
  shown: string[];
  /** The route it does not hold that was tried, if any. */
  refused?: string;
}

async function openLoginAt(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/#/login`);
  await expect(page.getByText('账号登录')).toBeVisible();
}

/** Signs `account` in and walks every route it holds, then one it lacks (see the file's comment). */
export async function walkAccount(page: Page, account: WalkAccount, target: WalkTarget): Promise<WalkSummary> {
  const consoleErrors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  await (target.openLogin ? target.openLogin(page) : openLoginAt(page, target.baseURL));
  await submitLogin(page, account.username, account.password);
  await expect(page, 'signed in to the back stage').not.toHaveURL(/#\/(login|backstage)(\?|$)/, { timeout: 30_000 });
  // The console lands through redirects (the back stage, then its first permitted page): a route
  // opened before the landing page is up would be overtaken by the last redirect.
  await activePageShown(page, 'the landing page after sign-in');
  const codes = await target.heldCodes(page, account);
  const routes = visibleRoutes();
  const allowed = (route: MenuNode) => route.noCheck === true || !route.code || codes.includes(route.code);
  const atAddress = (path: string) => new RegExp(`#${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\?|$)`);
  const shown: string[] = [];
  for (const path of [...routes.filter(allowed).map((route) => route.path), ...account.extra]) {
    expect(await visit(page, path), `${path} stays on its address`).toMatch(atAddress(path));
    shown.push(path);
  }
  const refused = routes.find((route) => !allowed(route));
  if (refused) {
    await page.goto(`${target.baseURL}/#${refused.path}`);
    await expect(page, `${refused.title} (${refused.code}) is not opened without its code`).not.toHaveURL(atAddress(refused.path), { timeout: 30_000 });
    await expect(pane(page).locator('.hpc-status-panel-error'), `after refusing ${refused.path}: error panel`).toHaveCount(0);
  }
  console.log(`[walk] ${account.username}: ${shown.length} routes shown (${account.extra.length} outside the menu of ${routes.length} routes)${refused ? `, ${refused.path} refused` : ''}`);
  expect(shown.length, 'the account opens some routes').toBeGreaterThan(0);
  expect(consoleErrors, 'console errors on the walk').toEqual([]);
  return { shown, refused: refused?.path };
}
