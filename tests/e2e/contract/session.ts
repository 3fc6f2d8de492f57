/**
 * One signed-in console per Playwright worker for the contract spec. Signing in takes seconds,
 * so the pages share a session: before each page the demo data is reset to its seed (the admin
 * session is carried over the reset) and every tag is closed, so the page mounts fresh.
 * A failing test ends the worker; the next one signs in again.
 */
import { expect, test as base, type Page } from '@playwright/test';
import { signInFresh } from '../support';

interface SessionsCollection {
  get(id: string): unknown;
  insert(record: unknown): unknown;
}

interface MocksWithDb {
  reset(): Promise<void>;
  flush(): Promise<void>;
  db: { collection(name: 'sessions'): SessionsCollection };
}

export interface ContractConsole {
  page: Page;
}

/** Back to the seeded demo data, still signed in as before. */
export async function resetKeepingSession(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const mocks = window.__HPC_MOCKS__ as unknown as MocksWithDb;
    const token = localStorage.getItem('token') ?? sessionStorage.getItem('token');
    const session = token ? mocks.db.collection('sessions').get(token) : undefined;
    if (!session) throw new Error('没有登录会话可保留');
    await mocks.reset();
    mocks.db.collection('sessions').insert(session);
    await mocks.flush();
  });
}

/** Closes every tag, so no page of an earlier test stays mounted with its old data. */
async function closeAllTags(page: Page): Promise<void> {
  const tags = page.getByTestId('tag');
  if ((await tags.count()) === 0) return;
  await tags.first().click({ button: 'right' });
  await page.getByRole('menuitem', { name: '关闭全部' }).click();
  await expect(page.locator('[data-testid=active-page] .hpc-list-page')).toHaveCount(0);
}

export const test = base.extend<{ app: ContractConsole }, { workerConsole: ContractConsole }>({
  workerConsole: [
    async ({ browser }, provide, workerInfo) => {
      const { baseURL, locale, timezoneId, viewport } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL, locale, timezoneId, viewport, acceptDownloads: true });
      const page = await context.newPage();
      await signInFresh(page);
      await provide({ page });
      await context.close();
    },
    { scope: 'worker' },
  ],
  app: async ({ workerConsole }, provide, testInfo) => {
    const { page } = workerConsole;
    await resetKeepingSession(page);
    await closeAllTags(page);
    await provide(workerConsole);
    if (testInfo.status !== testInfo.expectedStatus) {
      await testInfo.attach('screenshot', { body: await page.screenshot(), contentType: 'image/png' });
    }
  },
});

export { expect };
