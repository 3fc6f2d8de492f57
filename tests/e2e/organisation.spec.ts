/**
 * Organisation, users and the personal centre (issue 23): an administrator disables a user, who
 * is then refused at sign-in with the spec's message until re-enabled; an avatar uploaded in the
 * personal centre shows in the shell and portal headers; a user created with a role signs in and
 * sees that role's menus. One page runs the journeys in order; signing in as another user keeps
 * the demo data (it is flushed, then the stored session cleared), as in roles.spec.ts.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { chooseOption, SCREENSHOT_DIR, signInFresh, submitLogin } from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;
const pane = () => page.locator('[data-testid=active-page]');
const sider = () => page.locator('.hpc-sider');
const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text });
const go = (route: string) => page.evaluate((r) => { location.hash = `#${r}`; }, route);
const USER_CONFIG = '/platform-manage/organization/user-config';

/** Signs the current user out with the demo data kept, then submits the login form as `user`. */
async function signInAs(user: string, password: string): Promise<void> {
  await page.evaluate(async () => {
    await window.__HPC_MOCKS__!.flush();
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/#/login');
  await page.reload();
  await expect(page.getByText('账号登录')).toBeVisible();
  await submitLogin(page, user, password);
}

async function findUser(keyword: string) {
  await go(USER_CONFIG);
  await expect(pane().getByText('用户列表')).toBeVisible();
  await pane().getByLabel('账号/姓名/手机').fill(keyword);
  await pane().getByRole('button', { name: /查\s?询/ }).click();
  const row = pane().getByRole('row').filter({ has: page.getByRole('cell', { name: keyword, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

async function setEnabled(userName: string, enabled: boolean): Promise<void> {
  const row = await findUser(userName);
  const toggle = row.getByRole('switch', { name: `${userName} 启用状态` });
  await expect(toggle).toHaveAttribute('aria-checked', String(!enabled));
  await toggle.click();
  const confirm = page.getByRole('dialog').filter({ hasText: enabled ? '确认启用' : '确认禁用' });
  await confirm.getByRole('button', { name: /确\s?认/ }).click();
  // docs/behaviour §8's words for a success (the page config's switch, like every list's).
  await expect(toast('操作成功')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', String(enabled));
}

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await signInFresh(page);
});

test.afterAll(async () => {
  await page.close();
});

test('a disabled user is refused at sign-in with the spec message; enabled again, they sign in', async () => {
  await setEnabled('personal', false);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/org-user-config.png`, fullPage: true });

  await signInAs('personal', 'per123456');
  await expect(toast('该用户已禁用,请联系管理员')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);

  await signInAs('admin', 'admin123');
  await expect(page).toHaveURL(/#\/application-admin\//);
  await setEnabled('personal', true);

  await signInAs('personal', 'per123456');
  await expect(page).toHaveURL(/#\/application-admin\//);
});

test('an avatar uploaded in the personal centre shows in the shell header and the portal header', async () => {
  await signInAs('admin', 'admin123');
  await expect(page).toHaveURL(/#\/application-admin\//);
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/organization\/personal$/);
  await expect(pane().getByText('基本资料')).toBeVisible();
  await expect(pane().getByText('admin', { exact: true })).toBeVisible();

  // A 2×2 red PNG.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');
  await pane().locator('input[type=file]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: png });
  await expect(toast('上传成功')).toBeVisible();
  const header = page.locator('.hpc-user-avatar img');
  await expect(header).toHaveAttribute('src', /\/api\/operation-management\/v1\/files\/.+\/avatar\.png$/);
  const src = await header.getAttribute('src');
  await expect(pane().getByRole('img', { name: '当前头像' })).toHaveAttribute('src', src!);
  await expect.poll(() => header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(2);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/org-personal-centre.png`, fullPage: true });

  // It is stored: a fresh load of the portal shows it too.
  await page.evaluate(() => window.__HPC_MOCKS__!.flush());
  await page.goto('/#/portal/home');
  await expect(page.locator('img.portal-avatar')).toHaveAttribute('src', src!);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/org-portal-avatar.png` });
});

test('a user created with a role signs in and sees that role’s menus, not the others', async () => {
  await signInAs('admin', 'admin123');
  await expect(page).toHaveURL(/#\/application-admin\//);
  await go(USER_CONFIG);
  await pane().getByRole('button', { name: /新增用户/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增用户' });
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog.getByText('登录账号不能为空')).toBeVisible();
  await dialog.getByLabel('登录账号').fill('ops_li');
  await dialog.getByLabel('姓名').fill('李运营');
  await dialog.getByLabel('手机号码').fill('13800138123');
  await dialog.getByLabel('初始密码').fill('12345');
  await dialog.getByLabel('所属组织').click();
  await chooseOption(page, '运营部');
  await dialog.getByLabel('角色').click();
  await chooseOption(page, '运营人员');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog.getByText('未按要求设置密码')).toBeVisible();
  await expect(dialog.getByLabel('登录账号')).toHaveValue('ops_li');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/org-new-user-dialog.png` });
  await dialog.getByLabel('初始密码').fill('ops_li2026');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(toast('操作成功')).toBeVisible();
  const row = await findUser('ops_li');
  await expect(row).toContainText('运营部');
  await expect(row).toContainText('运营人员');

  await signInAs('ops_li', 'ops_li2026');
  await expect(page).not.toHaveURL(/#\/login/);
  await go('/operation-center/customer/customer-visit');
  await expect(sider().getByText('客户拜访', { exact: true })).toBeVisible();
  await expect(sider()).not.toContainText('平台管理中心');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/org-new-user-menus.png` });
  // A page of another role is refused at its address.
  await go(USER_CONFIG);
  await expect(page).not.toHaveURL(/user-config/);
});
