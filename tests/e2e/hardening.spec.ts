import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOT_DIR, signInFresh } from './support';

/**
 * Issue 17 (a hostile probe of the built app): permissions the mock backend enforces show as
 * 拒绝访问, another origin cannot frame the console, generated forms take clean input only, and
 * the storage browser keeps its failures and its refused names inside the page.
 */

test.describe.configure({ mode: 'serial' });

const CUSTOMERS = '/operation-center/customer/customer-info';
const customersPane = (page: Page) => page.locator('[data-page="operation-center/customer/customer-info"]');

// One signed-in page for the journeys (the frame test brings its own).
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signInFresh(page);
});
test.afterAll(async () => {
  await page.context().close();
});

test('a page on another origin cannot frame the console; the preview server sends the security headers', async ({ baseURL, request, page: attacker }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  // A made-up origin served by the test itself: its page frames the console's login.
  await attacker.route('http://attacker.test/**', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><title>诱导页</title><p>点击领取奖励</p><iframe id="victim" src="${baseURL}/#/login" width="800" height="600"></iframe>`,
  }));
  await attacker.goto('http://attacker.test/');
  // Chromium replaces a refused frame's document with its error page: the console never runs there.
  const victimUrl = () => attacker.frames().find((frame) => frame !== attacker.mainFrame())?.url() ?? '';
  await expect.poll(victimUrl).toMatch(/^chrome-error:/);
  const victim = attacker.frames().find((frame) => frame !== attacker.mainFrame())!;
  expect(await victim.locator('#root, .hpc-login-submit').count()).toBe(0);
  await attacker.screenshot({ path: `${SCREENSHOT_DIR}/hardening-frame-refused.png` });
});

test('a call the role no longer allows answers 403 and the page shows 拒绝访问', async () => {
  await page.goto(`/#${CUSTOMERS}`);
  await expect(customersPane(page).locator('tbody tr.hpc-list-row').first()).toBeVisible({ timeout: 30_000 });
  // A role editor takes 客户信息 away from the administrator's role while the console is open.
  await page.evaluate(() => {
    const mocks = window.__HPC_MOCKS__ as unknown as { db: { collection(name: string): { get(id: string): { permissions: string[] }; update(id: string, change: object): void } } };
    const roles = mocks.db.collection('roles');
    roles.update('platformAdmin', { permissions: roles.get('platformAdmin').permissions.filter((code) => code !== 'customer-info-look') });
  });
  await page.evaluate(() => window.__HPC_MOCKS__!.flush());
  // The console still holds the code it read at sign-in; the server refuses the list.
  const refused = page.waitForResponse((r) => r.url().includes('/api/operation-management/v1/customer/page') && r.status() === 403);
  await page.reload();
  await refused;
  await expect(customersPane(page).getByText('拒绝访问')).toBeVisible();
  await expect(customersPane(page).getByRole('button', { name: /重\s*试/ })).toBeVisible();
  await expect(customersPane(page).locator('tbody tr.hpc-list-row')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/hardening-403.png` });
  await page.evaluate(async () => {
    const mocks = window.__HPC_MOCKS__ as unknown as { db: { collection(name: string): { get(id: string): { permissions: string[] }; update(id: string, change: object): void } }; flush(): Promise<void> };
    const roles = mocks.db.collection('roles');
    roles.update('platformAdmin', { permissions: [...roles.get('platformAdmin').permissions, 'customer-info-look'] });
    await mocks.flush();
  });
});
