import { expect, test } from '@playwright/test';
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

test('a fault injected from the browser shows the catalogue message and an error panel', async ({ page }) => {
  await openConsole(page, '/portal/home');
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  await page.evaluate(() => window.__HPC_MOCKS__!.faults.set({ path: '/api/oauth/v1/project/info', status: 500 }));
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
  await openConsole(page, '/portal/home');
  await page.evaluate(() => window.__HPC_MOCKS__!.faults.set({ path: '/api/oauth/v1/project/info', delayMs: 2000, times: 1 }));
  await page.reload();
  await expect(page.getByText('正在加载中，请稍等…')).toBeVisible();
  await expect(page.getByTestId('platform-name')).toHaveText('超算云平台');
  await expect(page.getByText('正在加载中，请稍等…')).toHaveCount(0);
});
