import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './guards';
import { SCREENSHOT_DIR, settled, signInFresh } from './support';

/*
 * Issue 35 (application calls): 应用信息 shows an icon on every row (icon/{id}); 应用对接's 详情
 * drawer shows the record and the client's 对接历史 and 已通过对接 (history, pass-list); 我的应用
 * shows each application's picture.
 */
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1440, height: 860 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  page = await context.newPage();
  await signInFresh(page);
});
test.afterAll(async () => {
  await context.close();
});

test('应用信息: every row shows its icon', async () => {
  await page.goto('/#/platform-manage/application/application-information');
  const pane = page.locator('[data-page="platform-manage/application/application-information"]');
  await expect(pane.locator('tbody tr.hpc-list-row').first()).toBeVisible();
  const icons = pane.locator('tbody tr.hpc-list-row img');
  await expect(icons.first()).toBeVisible();
  const loaded = await icons.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0));
  expect(loaded.length).toBeGreaterThan(5);
  expect(loaded.every(Boolean)).toBe(true);
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/app35-application-information.png` });
});

test('应用对接: 详情 shows the record, 对接历史 and 已通过对接', async () => {
  await page.goto('/#/platform-manage/application/app-dock');
  const pane = page.locator('[data-page="platform-manage/application/app-dock"]');
  const row = pane.locator('tbody tr.hpc-list-row').first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /详\s?情/ }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByText('对接信息')).toBeVisible();
  await expect(drawer.getByRole('tab', { name: '对接历史' })).toBeVisible();
  await expect(drawer.locator('tbody tr.hpc-list-row').first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/app35-dock-history.png` });
  await drawer.getByRole('tab', { name: '已通过对接' }).click();
  await expect(drawer.getByText(/共 \d+ 条/).last()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/app35-dock-pass.png` });
});

test('我的应用: each application with its picture', async () => {
  await page.goto('/#/application-admin/my-app');
  await expect(page.locator('img.hpc-block-card-icon').first()).toBeVisible();
  await settled(page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/app35-my-app.png` });
});
