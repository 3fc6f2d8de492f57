import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { BOOT_TIMEOUT, openFreshLogin, SCREENSHOT_DIR, submitLogin } from './support';

/** The notice hub of window.__HPC_MOCKS__ (support.ts types the common parts only). */
interface NoticeHub {
  push(code: string, message: string, state?: string): number;
  count(state?: string): number;
}
type WithNotices = { __HPC_MOCKS__: { notices: NoticeHub } };

// Runs in the page (page.evaluate ships the function's source, so it cannot close over helpers).
const connectedClients = () => (window as unknown as WithNotices).__HPC_MOCKS__.notices.count();

const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

test.beforeEach(async ({ page }) => {
  await openFreshLogin(page);
});

/** Through the real login page, as a person does. */
async function signInAsAdmin(page: Page): Promise<void> {
  await submitLogin(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/#\/application-admin\/application-center$/);
  // The user-events socket opens after sign-in.
  await expect.poll(() => page.evaluate(connectedClients)).toBe(1);
}

async function openUserMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

test('a pushed REPEAT_LOGIN notice shows the message; confirm logs out to /login', async ({ page }) => {
  await signInAsAdmin(page);
  const sent = await page.evaluate(() =>
    (window as unknown as WithNotices).__HPC_MOCKS__.notices.push('REPEAT_LOGIN', '您的账号已在其他地方登录'));
  expect(sent).toBe(1);

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('您的账号已在其他地方登录');
  await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/notice-repeat-login.png` });

  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByText('账号登录')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect.poll(() => page.evaluate(connectedClients)).toBe(0);
});

test('switching to 红茶橙 recolours primary buttons and the page at once, and is kept', async ({ page }) => {
  await signInAsAdmin(page);
  await openUserMenuItem(page, '切换主题');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText('主题配色');
  const save = dialog.getByRole('button', { name: /保\s*存/ });
  await expect(save).toHaveCSS('background-color', 'rgb(73, 109, 221)');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/theme-dialog-blue.png` });

  await dialog.getByRole('radio', { name: '红茶橙' }).click();
  await expect(save).toHaveCSS('background-color', 'rgb(230, 142, 57)');
  const rootPrimary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hpc-primary').trim());
  expect(rootPrimary).toBe('#E68E39');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/theme-dialog-orange.png` });

  await dialog.getByRole('checkbox', { name: '同时保存为全局主题' }).check();
  await save.click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/theme-orange-page.png` });

  // Saved on the server: a reload (and the sign-in theme fetch) keeps it.
  await page.reload();
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible({ timeout: BOOT_TIMEOUT });
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hpc-primary').trim())).toBe('#E68E39');
});

test('the switch-organisation dialog: defaults preselected, the no-department rule, and a switch with reload', async ({ page }) => {
  await signInAsAdmin(page);
  await openUserMenuItem(page, '切换组织');
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.ant-modal-title')).toHaveText('切换组织');
  await expect(dialog.locator('.ant-select-selection-item').first()).toHaveText('超算云平台运营中心');
  await expect(dialog.locator('.ant-select-selection-item').nth(1)).toHaveText('平台管理员');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/switch-org-dialog.png` });

  await dialog.locator('.ant-select-selector').first().click();
  await page.locator('.ant-select-item-option').filter({ hasText: '平台测试组' }).click();
  await expect(dialog).toContainText('所选组织未设置所属部门，请联系管理员进行设置。');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/switch-org-no-department.png` });

  await dialog.locator('.ant-select-selector').first().click();
  await page.locator('.ant-select-item-option').filter({ hasText: '华南超算分中心' }).click();
  await expect(dialog.locator('.ant-select-selection-item').nth(1)).toHaveText('分中心管理员');
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '切换成功')).toBeVisible();
  await reloaded;
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
  await openUserMenuItem(page, '切换组织');
  await expect(page.getByRole('dialog').locator('.ant-select-selection-item').first()).toHaveText('华南超算分中心');
});
