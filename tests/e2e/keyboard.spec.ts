import type { Page } from '@playwright/test';
import { expectAccessible } from './contract/axe';
import { expect, test } from './guards';
import { button, expectFocusVisible, focused, menuTo, pressUntil, type Focused } from './keyboardSupport';
import { openFreshLogin } from './support';

/**
 * The main journeys with the keyboard alone (issue 24): sign in; reach a list through the side
 * menu; 新增 with a select and required text fields, saved and listed; Escape closes the detail
 * drawer, the delete confirmation and the column settings — and leaves the record dialog, which
 * keeps what was typed; a work-order review 驳回 with its opinion. Nothing is clicked or filled:
 * Tab, arrows, Enter, Escape and typed text only, and on every stop the focus is visible
 * (keyboardSupport.ts). One console, signed in once, serves the journeys in order.
 */
test.describe.configure({ mode: 'serial' });

let page: Page;

/** Keep-alive tags keep earlier pages mounted (hidden): look inside the page on screen. */
const active = () => page.getByTestId('active-page');
const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const ACCOUNT = 'kb_keyboard01';

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await openFreshLogin(page);
});

test.afterAll(async () => {
  await page.close();
});

test('signs in on /login with the keyboard', async () => {
  await pressUntil(page, (f) => f.placeholder === '请输入账号', 'the account field');
  await page.keyboard.type('admin');
  await page.keyboard.press('Tab');
  expect((await expectFocusVisible(page, 'the password field')).placeholder).toBe('请输入密码');
  await page.keyboard.type('admin123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/application-admin\//);
  await expect(toast('登录成功')).toBeVisible();
});

test('reaches 账号管理 through the side menu with the arrows', async () => {
  // The menu is one Tab stop (its current item); the arrows move through the items.
  await pressUntil(page, (f) => f.role === 'menuitem', 'the side menu');
  await menuTo(page, '平台管理中心');
  await menuTo(page, '用户管理');
  await menuTo(page, '账号管理');
  await expect(page).toHaveURL(/#\/platform-manage\/organization\/account-management$/);
  await expect(active().locator('.hpc-list-row').first()).toBeVisible();
});

test('新增: a select and the required text fields from the keyboard, 确定, the row is listed', async () => {
  await pressUntil(page, button('新增账号'), '新增账号');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog').filter({ has: page.locator('.rjsf') });
  await expect(dialog.locator('.ant-modal-title')).toHaveText('新增外部平台账号');

  await pressUntil(page, (f) => f.id.endsWith('_platformName'), 'the 外部平台 select');
  // ArrowDown opens the options on the first; the next one is chosen with Enter.
  await page.keyboard.press('ArrowDown');
  await expect(page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.ant-select-selection-item')).toHaveText('神威太湖之光');
  await pressUntil(page, (f) => f.id.endsWith('_account'), 'the 平台账号 field');
  await page.keyboard.type(ACCOUNT);
  await pressUntil(page, (f) => f.id.endsWith('_groupName'), 'the 绑定组织 field');
  await page.keyboard.type('键盘操作组');

  // The record dialog does not close on Escape: what was typed stays.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[id$="_account"]')).toHaveValue(ACCOUNT);

  await pressUntil(page, button('确定'), '确定');
  await page.keyboard.press('Enter');
  await expect(toast('操作成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The dialog gives the focus back to the button that opened it.
  expect(button('新增账号')(await expectFocusVisible(page, 'after the dialog'))).toBe(true);
  const row = active().locator('.hpc-list-row').filter({ hasText: ACCOUNT });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('神威太湖之光');
  await expect(row).toContainText('键盘操作组');
});

/** Tab to `name` in the row of the new account (each row's buttons come after its own cells). */
async function toRowButton(name: string): Promise<Focused> {
  return pressUntil(page, (f) => f.tag === 'tr' && f.name.includes(ACCOUNT), `the row of ${ACCOUNT}`)
    .then(() => pressUntil(page, button(name), `${name} in the row of ${ACCOUNT}`, 'Tab', 12));
}

test('Escape closes the detail drawer, the delete confirmation and the column settings; the focus comes back', async () => {
  await toRowButton('详情');
  await page.keyboard.press('Enter');
  const drawer = page.locator('.hpc-detail-drawer');
  await expect(drawer.locator('.ant-descriptions').first()).toBeVisible();
  await expect.poll(async () => (await focused(page)).inOverlay, { message: 'the focus moves into the drawer' }).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  expect(button('详情')(await expectFocusVisible(page, 'after the drawer'))).toBe(true);

  await pressUntil(page, button('删除'), '删除', 'Tab', 6);
  await page.keyboard.press('Enter');
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('是否继续进行删除操作？');
  expect((await expectFocusVisible(page, 'the confirmation')).inOverlay, 'the focus is in the confirmation').toBe(true);
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  expect(button('删除')(await expectFocusVisible(page, 'after the confirmation'))).toBe(true);
  await expect(active().locator('.hpc-list-row').filter({ hasText: ACCOUNT }), 'cancelled: nothing deleted').toHaveCount(1);

  // 列设置 opens its checkboxes with the focus on the first (Space would toggle it); Escape closes it.
  await pressUntil(page, button('列设置'), '列设置', 'Shift+Tab');
  await page.keyboard.press('Enter');
  const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
  await expect(popover.getByText('显示列')).toBeVisible();
  await expect(popover.locator('input[type=checkbox]').first()).toBeFocused();
  await expectFocusVisible(page, 'the first column checkbox');
  await page.keyboard.press('Tab');
  await expect(popover.locator('input[type=checkbox]').nth(1)).toBeFocused();
  await expectFocusVisible(page, 'the second column checkbox');
  await expectAccessible(page, 'column settings popover', '.ant-popover:not(.ant-popover-hidden)');
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  expect(button('列设置')(await expectFocusVisible(page, 'after the column settings'))).toBe(true);
});

test('a work-order review: 驳回 with an opinion from the keyboard (应用审核)', async () => {
  await pressUntil(page, (f) => f.role === 'menuitem', 'the side menu', 'Shift+Tab');
  await menuTo(page, '工单');
  await menuTo(page, '应用审核');
  await expect(page).toHaveURL(/#\/platform-manage\/work-order\/app-audit$/);
  await expect(active().locator('.hpc-list-row').first()).toBeVisible();

  await pressUntil(page, button('审核'), 'the first 审核');
  const orderNo = await page.evaluate(() => document.activeElement?.closest('tr')?.querySelector('td')?.textContent ?? '');
  expect(orderNo).toMatch(/^GD\d+/);
  await page.keyboard.press('Enter');
  const dialog = page.locator('.ant-modal-confirm').filter({ hasText: '审核结果' });
  await expect(dialog).toBeVisible();
  // The dialog takes the focus once it has opened; a Tab before that would walk the page behind it.
  await expect.poll(async () => (await focused(page)).inOverlay, { message: 'the focus is in the dialog' }).toBe(true);
  // Tab reaches the first outcome (none chosen yet); the arrow moves on to 驳回 and chooses it.
  const pass = await pressUntil(page, (f) => f.tag === 'input' && f.inOverlay, 'the outcome 通过', 'Tab', 4);
  expect(pass.checked).toBe(false);
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: '驳回' })).toBeChecked();
  await expectFocusVisible(page, 'the outcome 驳回');
  // 驳回 asks for the opinion: 确认 without it says so and keeps the dialog.
  await pressUntil(page, button('确认'), '确认', 'Tab', 4);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('审核意见不能为空')).toBeVisible();
  // The refusal sends the focus to the opinion box, ready to type.
  expect((await expectFocusVisible(page, 'the opinion, focused by the refusal')).tag).toBe('textarea');
  await page.keyboard.type('材料不全，请补充后重新提交');
  await pressUntil(page, button('确认'), '确认', 'Tab', 4);
  await page.keyboard.press('Enter');
  await expect(toast('操作成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const row = active().locator('.hpc-list-row').filter({ hasText: orderNo });
  await expect(row).toContainText('已驳回');
  await expect(row).toContainText('材料不全');
});
