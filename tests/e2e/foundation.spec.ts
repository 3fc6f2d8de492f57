import { expect, test, type Page } from '@playwright/test';
import { openConsole, SCREENSHOT_DIR } from './support';

test('the mock worker intercepts API calls and the console renders Chinese', async ({ page }) => {
  const projectInfo = page.waitForResponse((r) => r.url().includes('/api/oauth/v1/project/info'));
  await openConsole(page, '/');
  const response = await projectInfo;
  expect(response.fromServiceWorker()).toBe(true);
  expect(response.status()).toBe(200);
  await expect(page).toHaveURL(/#\/portal\/home$/);
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  await expect(page.getByText('页面未配置')).toBeVisible();
  await expect(page).toHaveTitle('超算云平台');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/foundation-home.png`, fullPage: true });
});

/** Opens the portal and waits for its own project-info call, so a fault set next cannot be taken by that call. */
async function openPortalSettled(page: Page): Promise<void> {
  const info = page.waitForResponse((response) => response.url().includes('/api/oauth/v1/project/info'));
  await openConsole(page, '/portal/home');
  await info;
}

test('a fault injected from the browser shows the catalogue message and an error panel', async ({ page }) => {
  await openPortalSettled(page);
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  // Stored before the reload (the rule's write to IndexedDB is asynchronous).
  await page.evaluate(async () => {
    window.__HPC_MOCKS__!.faults.set({ path: '/api/oauth/v1/project/info', status: 500 });
    await window.__HPC_MOCKS__!.flush();
  });
  await page.reload();
  await expect(page.locator('.ant-message')).toContainText('500：服务器出错');
  await expect(page.getByText('平台信息加载失败')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/foundation-fault-500.png`, fullPage: true });

  // The fault outlives the reload until removed; then 重试 recovers inside the same page.
  await page.evaluate(() => window.__HPC_MOCKS__!.faults.clear());
  await page.getByRole('button', { name: /重\s*试/ }).click();
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  await expect(page.getByText('平台信息加载失败')).toHaveCount(0);
});

test('an injected delay keeps the loading overlay up with its text', async ({ page }) => {
  await openPortalSettled(page);
  await page.evaluate(async () => {
    window.__HPC_MOCKS__!.faults.set({ path: '/api/oauth/v1/project/info', delayMs: 2000, times: 1 });
    await window.__HPC_MOCKS__!.flush();
  });
  await page.reload();
  await expect(page.getByText('正在加载中，请稍等…')).toBeVisible();
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  await expect(page.getByText('正在加载中，请稍等…')).toHaveCount(0);
});
