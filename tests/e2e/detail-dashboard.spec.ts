import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { SCREENSHOT_DIR, settled, signInFresh } from './support';

const OVERVIEW = '/application-admin/application-center';
const LIST = '/operation-center/customer/customer-info';

/** The mock database as the browser console reaches it (`__HPC_MOCKS__.db`). */
type MockDbWindow = { __HPC_MOCKS__: { db: { collection(name: string): { list(): Record<string, unknown>[] } } } };

/** Whether a canvas has any painted (non-transparent) pixel. */
function canvasIsDrawn(page: Page, index: number): Promise<boolean> {
  return page.locator('.hpc-dashboard-chart canvas').nth(index).evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0 || canvas.height === 0) return false;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    for (let i = 3; i < data.length; i += 4) if (data[i] !== 0) return true;
    return false;
  });
}

test('admin opens 概览: stat cards with units, the three personal charts and the four platform parts drawn; a list route never downloads echarts', async ({ page }) => {
  const chartChunks: string[] = [];
  page.on('request', (request) => {
    if (/DashboardChart-[^/]*\.js$/.test(request.url())) chartChunks.push(request.url());
  });
  await signInFresh(page);
  // A list page opened on its own (reload: only its pane mounts) loads no chart code.
  await page.goto(`/#${LIST}`);
  await page.reload();
  await expect(page.locator('[data-page="operation-center/customer/customer-info"] .hpc-list-table tbody tr.hpc-list-row')).toHaveCount(20, { timeout: 30_000 });
  chartChunks.length = 0;
  await page.reload();
  await expect(page.locator('[data-page="operation-center/customer/customer-info"] .hpc-list-table tbody tr.hpc-list-row')).toHaveCount(20, { timeout: 30_000 });
  expect(chartChunks).toEqual([]);

  // To 概览 inside the app (a hash change, no reload), as the tag bar or the menu does.
  await page.goto(`/#${OVERVIEW}`);
  const dashboard = page.locator('[data-page="application-admin/application-center"]');
  for (const title of ['运行中作业', '排队作业', '本月核时', '存储用量', '账户余额']) {
    await expect(dashboard.locator('.ant-statistic').filter({ hasText: title })).toBeVisible();
  }
  await expect(dashboard.locator('.ant-statistic').filter({ hasText: '账户余额' }).locator('.ant-statistic-content')).toHaveText(/^[\d,]+\.\d{2}元$/);
  await expect(dashboard.locator('.ant-statistic').filter({ hasText: '存储用量' }).locator('.ant-statistic-content')).toHaveText(/^[\d,]+\.\d{2}GB$/);
  for (const title of ['近 7 日核时消耗', '各分区作业数', '作业状态分布']) {
    await expect(dashboard.locator('.hpc-dashboard-chart').filter({ hasText: title })).toBeVisible();
  }
  // The administrator holds the bill and virtual-coin codes: the platform parts show too.
  for (const part of ['应收账款', '账单分摊', '实际欠费', '用户充值']) await expect(dashboard.getByRole('region', { name: part })).toBeVisible();
  await expect(dashboard.getByRole('region', { name: '应收账款' }).locator('.ant-statistic').filter({ hasText: '应收金额' }).locator('.ant-statistic-content')).toHaveText(/^[\d,]+\.\d{2}元$/);
  for (const title of ['各账期账单金额（元）', '各分区账单金额（元）', '每月充值金额（元）', '充值渠道分布']) {
    await expect(dashboard.locator('.hpc-dashboard-chart').filter({ hasText: title })).toBeVisible();
  }
  await expect(dashboard.locator('.hpc-dashboard-chart canvas')).toHaveCount(7);
  expect(chartChunks.length).toBe(1);
  // The charts do not animate for a user who asked for less motion (as this browser does): each
  // canvas is drawn whole at once, so the screenshot waits only until every canvas holds pixels.
  for (let index = 0; index < 7; index += 1) await expect.poll(() => canvasIsDrawn(page, index)).toBe(true);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-overview.png` });
  await dashboard.locator('.hpc-dashboard-chart').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-overview-charts.png` });
});

test('a customer\'s 查看 opens its detail in a drawer, and the 拜访记录 tab lists only its visits', async ({ page }) => {
  await signInFresh(page);
  // A customer with several visits, from the demo data.
  const [name, visitCount] = await page.evaluate(() => {
    const visits = (window as unknown as MockDbWindow).__HPC_MOCKS__.db.collection('crud.customer-visit').list();
    const counts = new Map<string, number>();
    for (const visit of visits) counts.set(String(visit.customerName), (counts.get(String(visit.customerName)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1])[0]!;
  });
  await page.goto(`/#${LIST}?name=${encodeURIComponent(name)}`);
  const pane = page.locator('[data-page="operation-center/customer/customer-info"]');
  const row = pane.locator('.hpc-list-table tbody tr.hpc-list-row').filter({ hasText: name }).first();
  await expect(row).toBeVisible({ timeout: 30_000 }); // a cold list chunk on a busy machine
  const address = page.url();
  await row.getByRole('button', { name: /查\s?看/ }).click();

  const drawer = page.locator('.ant-drawer-content');
  await expect(drawer.locator('.ant-drawer-title')).toHaveText(name, { timeout: 30_000 });
  await expect(drawer.getByText('基本信息')).toBeVisible();
  await expect(drawer.getByText('联系方式')).toBeVisible();
  expect(page.url()).toBe(address);
  await settled(page); // the drawer at rest for the screenshot
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-detail-drawer.png` });

  await drawer.getByRole('tab', { name: '拜访记录' }).click();
  const visitRows = drawer.locator('.hpc-list-table tbody tr.hpc-list-row');
  expect(visitCount).toBeGreaterThan(1);
  await expect(visitRows).toHaveCount(visitCount);
  await expect(drawer.getByText(`共 ${visitCount} 条`)).toBeVisible();
  // The customer is the tab's scope: its name column would only repeat the title.
  await expect(drawer.getByRole('columnheader', { name: '客户名称' })).toHaveCount(0);
  await visitRows.first().scrollIntoViewIfNeeded();
  expect(page.url()).toBe(address);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-detail-visits.png` });

  await drawer.getByRole('button', { name: 'Close' }).or(drawer.getByRole('button', { name: /关闭/ })).first().click();
  await expect(page.locator('.ant-drawer-content')).toBeHidden();
  await expect(row).toBeVisible();
});
