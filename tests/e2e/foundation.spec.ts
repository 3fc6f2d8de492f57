import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { openConsole, PLACEHOLDER_TEXT, SCREENSHOT_DIR } from './support';

test('the mock worker intercepts API calls and the console renders Chinese', async ({ page }) => {
  const projectInfo = page.waitForResponse((r) => r.url().includes('/api/oauth/v1/project/info'));
  await openConsole(page, '/');
  const response = await projectInfo;
  expect(response.fromServiceWorker()).toBe(true);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/#\/portal\/home$/);
  // The portal home (issue 19): the default portal's name in its header, its home page's blocks.
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台门户');
  await expect(page.getByTestId('portal-blocks')).toBeVisible();
  await expect(page.getByText(PLACEHOLDER_TEXT)).toHaveCount(0);
  await expect(page).toHaveTitle('超算云平台门户');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/foundation-home.png`, fullPage: true });
});

/** Opens the portal and waits for its home page call, so a fault set next cannot be taken by that call. */
async function openPortalSettled(page: Page): Promise<void> {
  const home = page.waitForResponse((response) => response.url().includes('/api/operation-management/v1/portal/home-page'));
  await openConsole(page, '/portal/home');
  await home;
}

test('a fault injected from the browser shows the catalogue message in an error panel', async ({ page }) => {
  await openPortalSettled(page);
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台门户');
  // Stored before the reload (the rule's write to IndexedDB is asynchronous).
  await page.evaluate(async () => {
    window.__HPC_MOCKS__!.faults.set({ path: '/api/operation-management/v1/portal/home-page', status: 500 });
    await window.__HPC_MOCKS__!.flush();
  });
  await page.reload();
  // Portal areas report a failure in their own panel (with the docs/behaviour §8 catalogue text), not as a toast.
  const panel = page.getByRole('alert').filter({ hasText: '页面加载失败' });
  await expect(panel).toContainText('500：服务器出错');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/foundation-fault-500.png`, fullPage: true });

  // The fault outlives the reload until removed; then 重试 recovers inside the same page.
  await page.evaluate(() => window.__HPC_MOCKS__!.faults.clear());
  await panel.getByRole('button', { name: /重\s*试/ }).click();
  await expect(page.getByTestId('portal-blocks')).toBeVisible();
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
});

test('an injected delay keeps the loading overlay up with its text', async ({ page }) => {
  // The portal draws its own placeholders; signing in is a call the global overlay covers.
  await openConsole(page, '/login');
  await page.evaluate(async () => {
    window.__HPC_MOCKS__!.faults.set({ path: '/api/oauth/v1/project/realm', delayMs: 2000, times: 1 });
    await window.__HPC_MOCKS__!.flush();
  });
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.locator('.hpc-login-submit').click();
  await expect(page.getByText('正在加载中，请稍等…')).toBeVisible();
  await expect(page).toHaveURL(/#\/application-admin\//);
  await expect(page.getByText('正在加载中，请稍等…')).toHaveCount(0);
});
