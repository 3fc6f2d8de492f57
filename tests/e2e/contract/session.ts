/**
 * One signed-in console per Playwright worker for the contract spec. Signing in takes seconds,
 * so the pages share a session: before each page the demo data is reset to its seed (the admin
 * session is carried over the reset) and every tag is closed, so the page mounts fresh.
 * A failing test ends the worker; the next one signs in again.
 */
import type { ConsoleMessage, Locator, Page } from '@playwright/test';
import { expect, guardContext, test as base } from '../guards';
import { crossesPortalTempBoundary } from '../../../src/core/subapps';
import { signInFresh, submitLogin } from '../support';
import { detachTestListeners } from './pageListeners';

interface SessionsCollection {
  get(id: string): unknown;
  insert(record: unknown): unknown;
}

interface MocksWithDb {
  reset(): Promise<void>;
  flush(): Promise<void>;
  db: { collection(name: 'sessions'): SessionsCollection; prepareSeed(): Promise<void> | undefined };
}

/** How long a call the page makes may take to be sent and answered (a busy machine is slow). */
export const CALL_TIMEOUT = 30_000;

export interface ContractConsole {
  page: Page;
}

/** The route part of the console's address (`#/a/b?x=1` → `/a/b`). */
function routeOf(url: string): string {
  return new URL(url).hash.replace(/^#/, '').split('?')[0]!;
}

/**
 * Back to the seeded demo data, still signed in as before. Closing the tags may have reloaded the
 * console (leaving the portal-template area), and the tag bar can count one tag before the old
 * document goes: the reset waits for the console's mock backend, and runs again in the new
 * document if a navigation takes the one it ran in.
 */
export async function resetKeepingSession(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await page.waitForFunction(() => window.__HPC_MOCKS__ !== undefined, null, { timeout: CALL_TIMEOUT });
      await resetInPage(page);
      return;
    } catch (error) {
      const navigated = error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message);
      if (!navigated || attempt === 2) throw error;
    }
  }
}

async function resetInPage(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const mocks = window.__HPC_MOCKS__ as unknown as MocksWithDb;
    const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
    const session = token ? mocks.db.collection('sessions').get(token) : undefined;
    if (!session) throw new Error('没有登录会话可保留');
    // The reseed is synchronous inside reset() once the seed file has been read (read it first):
    // put the session back in the same tick, so no request the console makes meanwhile meets an
    // unknown token (401 logs the console out).
    await mocks.db.prepareSeed();
    const resetting = mocks.reset();
    mocks.db.collection('sessions').insert(session);
    await resetting;
    await mocks.flush();
  });
}

/** Drawers and dialogs open over the page: they cover the tag bar and the list. */
export function openOverlays(page: Page): Locator {
  return page.locator('.ant-drawer-open, .ant-modal-wrap:visible');
}

/**
 * Closes every tag but the home page's, so no page of an earlier test stays mounted with its old
 * data; the console then shows its home page (one tag). One tag is not enough: after a reload the
 * only tag is the page that was reloaded, still mounted — the reset would refetch its queries (a
 * lookup of the next page's family, answered after that page opened, was once taken for its first
 * list call).
 */
async function closeTagsButHome(page: Page, { home, homeTitle }: WorkerConsole): Promise<void> {
  // A drawer or dialog an earlier test left open would cover the tag bar.
  const overlays = openOverlays(page);
  // Create/edit dialogs ignore Escape (typed input is kept): their × closes them.
  const closeButtons = page.locator('.ant-modal-wrap:visible .ant-modal-close');
  for (let attempt = 0; attempt < 3 && (await overlays.count()) > 0; attempt += 1) {
    await page.keyboard.press('Escape');
    if ((await closeButtons.count()) > 0) await closeButtons.first().click({ timeout: 5_000 }).catch(() => undefined);
  }
  await expect(overlays).toHaveCount(0);
  const tags = page.getByTestId('tag');
  const from = routeOf(page.url());
  const count = await tags.count();
  if (count <= 1 && from === home) return;
  // Leaving the portal-template area reloads the whole page (a sub-app of its own, docs/behaviour §2.3):
  // the address is home at once, but the old document (one tag already) lives on until the reload
  // lands — a reset or a navigation made meanwhile would be lost with it. Wait for the new one.
  const reloaded = crossesPortalTempBoundary(from, home) ? page.waitForEvent('load', { timeout: CALL_TIMEOUT }) : undefined;
  if (count === 2 && (await tags.first().locator('.hpc-tag-title').textContent()) === homeTitle) {
    // The home page and one other: that tag's × closes it in one click (the menu takes two, and draws a dropdown).
    await tags.nth(1).getByRole('button', { name: /^关闭 / }).click({ timeout: 10_000 });
  } else {
    await tags.first().click({ button: 'right', timeout: 10_000 });
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').getByRole('menuitem', { name: '关闭全部' }).click({ timeout: 10_000 });
  }
  await reloaded;
  // The tag bar is gone until the console has booted again, which a busy machine takes a while to do.
  await expect(tags).toHaveCount(1, { timeout: CALL_TIMEOUT });
  await expect.poll(() => routeOf(page.url()), { message: 'the console shows its home page' }).toBe(home);
}

/** Signed in on the back stage (a failed earlier step may have left the console logged out). */
async function ensureSignedIn(page: Page): Promise<void> {
  if (!page.url().includes('#/login')) return;
  await submitLogin(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/#\/application-admin\//);
}

interface WorkerConsole extends ContractConsole {
  /** Where the console lands after sign-in, and goes when every tag is closed. */
  home: string;
  /** The title of the home page's tag. */
  homeTitle: string;
}

/**
 * Chromium does not show the body of a request the mock service worker answers, so a POST list's
 * parameters (POST …/page with its JSON body, e.g. 工单管理) ride along as a copy in a header
 * the mocks ignore, for ListView to read.
 */
function copyPostListBodies(): void {
  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/page')) return original(request);
    const body = await request.clone().text();
    const headers = new Headers(request.headers);
    headers.set('x-contract-body', encodeURIComponent(body));
    return original(new Request(request, { headers }));
  };
}

export const test = base.extend<{ app: ContractConsole }, { workerConsole: WorkerConsole }>({
  workerConsole: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport, reducedMotion } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, reducedMotion, acceptDownloads: true });
      await guardContext(context);
      await context.addInitScript(copyPostListBodies);
      const page = await context.newPage();
      await signInFresh(page);
      const homeTitle = await page.getByTestId('tag').first().locator('.hpc-tag-title').textContent();
      await provide({ page, home: routeOf(page.url()), homeTitle: homeTitle ?? '' });
      await context.close();
    },
    { scope: 'worker' },
  ],
  app: async ({ workerConsole }, provide, testInfo) => {
    const { page } = workerConsole;
    await ensureSignedIn(page);
    // Tags first: a page still open would read its list (and the next page ahead) again from the
    // reset data, and the next test on that page would be answered from the query cache.
    await closeTagsButHome(page, workerConsole);
    await resetKeepingSession(page);
    // A page that works logs no error: none of a page's own checks may leave one in the console.
    const consoleErrors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    };
    page.on('console', onConsole);
    await provide(workerConsole);
    page.off('console', onConsole);
    detachTestListeners(page);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
      return;
    }
    expect(consoleErrors, 'console errors while the page was checked').toEqual([]);
  },
});

export { expect };
