import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { BOOT_TIMEOUT, openFreshLogin, SCREENSHOT_DIR, submitLogin as signIn } from './support';

/** The antd toast with this text (docs/behaviour §8 messages are asserted word for word). */
const toast = (page: Page, text: string) => page.locator('.ant-message-notice').filter({ hasText: text });

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.beforeEach(async ({ page }) => {
  await openFreshLogin(page);
});

test('the login page: a branded card with the platform name; empty fields are refused', async ({ page }) => {
  await expect(page.locator('.hpc-login-intro h1')).toHaveText('超算云平台');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/login-page.png` });
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.locator('.hpc-login-submit').click();
  await expect(toast(page, '账号或密码不能为空')).toBeVisible();
  await expect(page.getByPlaceholder('请输入账号')).toHaveValue('admin');
});

test('admin signs in, lands on the overview, keeps the session on reload, and logs out to /login', async ({ page }) => {
  await signIn(page, 'admin', 'admin123');
  await expect(toast(page, '登录成功')).toBeVisible();
  await expect(page).toHaveURL(/#\/application-admin\/application-center$/);
  for (const key of ['token', 'dG9rZW4=', 'state', 'userInfo', 'isFirstLogin', 'aamName', 'acc', 'heartData', 'auth']) {
    expect(await stored(page, key), key).not.toBeNull();
  }

  await page.reload();
  await expect(page).toHaveURL(/#\/application-admin\/application-center$/);
  const userMenu = page.getByRole('button', { name: /^用户菜单/ });
  await expect(userMenu).toBeVisible({ timeout: BOOT_TIMEOUT });
  expect(await stored(page, 'token')).not.toBeNull();

  await userMenu.click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByText('账号登录')).toBeVisible();
  expect(await stored(page, 'token')).toBeNull();
  expect(await stored(page, 'islogout')).toBe('true');
  // The server session is over too: the old token no longer works.
  await page.reload();
  await expect(page).toHaveURL(/#\/login$/);
});

test('newuser is forced through the password change before going on', async ({ page }) => {
  await signIn(page, 'newuser', 'new123456');
  const dialog = page.locator('.ant-modal').filter({ hasText: '首次登录，请修改密码' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-modal-close')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.mouse.click(10, 10); // the mask
  await expect(dialog).toBeVisible();
  // A reload in the middle of it brings it back: the flag is stored.
  await page.reload();
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.locator('.ant-formily-item-error-help')).toHaveText(['请输入原密码', '请输入新密码', '请再次输入密码']);
  await dialog.getByPlaceholder('请输入原密码').fill('new123456');
  await dialog.getByPlaceholder('请输入新密码').fill('Hpc@2026');
  await dialog.getByPlaceholder('请再次输入密码').fill('Hpc@2025');
  await expect(dialog.getByText('密码输入不一致')).toBeVisible();
  await expect(dialog.getByTestId('password-strength')).toHaveAttribute('data-strength', 'strong');
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/login-first-login-dialog.png` });

  await dialog.getByPlaceholder('请再次输入密码').fill('Hpc@2026');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '操作成功')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/#\/application-admin\//);
  expect(await stored(page, 'isFirstLogin')).toBe('false');
  await page.reload();
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
  await expect(page.locator('.ant-modal').filter({ hasText: '首次登录，请修改密码' })).toHaveCount(0);
});

test('noperm is refused with the spec warning and logged out', async ({ page }) => {
  await signIn(page, 'noperm', 'nop123456');
  await expect(toast(page, '该账号暂无本平台的角色权限，请联系管理员')).toBeVisible();
  // Logged out after a short delay (the warning shows first): the logout marks itself.
  await expect.poll(() => stored(page, 'islogout')).toBe('true');
  await expect(page).toHaveURL(/#\/login$/);
  expect(await stored(page, 'token')).toBeNull();
  await expect(page.getByPlaceholder('请输入账号')).toHaveValue('noperm');
});

test('disabled and a wrong password are refused with the catalogue messages', async ({ page }) => {
  await signIn(page, 'disabled', 'dis123456');
  await expect(toast(page, '该用户已禁用,请联系管理员')).toBeVisible();
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('wrong');
  await page.locator('.hpc-login-submit').click();
  await expect(toast(page, '账号或密码错误')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '账号或密码错误' })).toBeVisible();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/login-error.png` });
  await expect(page).toHaveURL(/#\/login$/);
  expect(await stored(page, 'token')).toBeNull();
});

test('five wrong passwords lock the account: the lock message shows, the right password is refused too, the account stays typed', async ({ page }) => {
  const refusal = page.locator('.hpc-login-refusal');
  await page.getByPlaceholder('请输入账号').fill('admin');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    // Editing the password clears the last refusal, so each attempt's own answer is awaited.
    await page.getByPlaceholder('请输入密码').fill(`wrong-${attempt}`);
    await expect(refusal).toHaveCount(0);
    await page.locator('.hpc-login-submit').click();
    await expect(refusal).toHaveText('账号或密码错误');
  }
  await page.getByPlaceholder('请输入密码').fill('wrong-5');
  await page.locator('.hpc-login-submit').click();
  const locked = '登录失败次数过多，账号已锁定，请15分钟后再试';
  await expect(refusal).toHaveText(locked);
  await expect(page.getByRole('alert').filter({ hasText: locked })).toBeVisible();
  await expect(page.getByPlaceholder('请输入账号')).toHaveValue('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.locator('.hpc-login-submit').click();
  await expect(refusal).toHaveText(locked);
  await expect(page.getByPlaceholder('请输入账号')).toHaveValue('admin');
  await expect(page.getByPlaceholder('请输入密码')).toHaveValue('admin123');
  await expect(page).toHaveURL(/#\/login$/);
  expect(await stored(page, 'token')).toBeNull();
  await page.mouse.move(0, 0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/login-locked.png` });
});

test('the url query is followed only to internal routes', async ({ page }) => {
  await page.goto('/#/login?url=%2Fapplication-admin%2Fmy-app');
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/#\/application-admin\/my-app$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto('/#/login?url=%2F%2Fevil.com');
  await page.reload();
  await signIn(page, 'admin', 'admin123');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/#\/application-admin\/application-center$/);
});

test('a token passed as t + p is stored and the page reloads without it', async ({ page }) => {
  await signIn(page, 'personal', 'per123456');
  await expect(page).toHaveURL(/#\/application-admin\//);
  const token = await stored(page, 'token');
  await page.evaluate(() => localStorage.clear());

  // Arriving from elsewhere (a full page load).
  await page.goto('about:blank');
  await page.goto(`/#/application-admin/my-app?t=${encodeURIComponent(token!)}&p=person`);
  await expect(page).toHaveURL(/#\/application-admin\/my-app$/);
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
  expect(await stored(page, 'token')).toBe(token);
  expect(await stored(page, 'aamName')).toBe('aam-person');
  expect(JSON.parse((await stored(page, 'userInfo'))!)).toMatchObject({ userName: 'personal' });
  expect(JSON.parse((await stored(page, 'auth'))!)).toContain('work-app-look');

  // A link inside the app (only the hash changes) is handled the same way.
  await page.evaluate((t) => {
    localStorage.clear();
    window.location.hash = `#/application-admin/my-app?t=${encodeURIComponent(t)}&p=enterprise`;
  }, token!);
  await expect(page).toHaveURL(/#\/application-admin\/my-app$/);
  await expect(page.getByRole('button', { name: /^用户菜单/ })).toBeVisible();
  expect(await stored(page, 'aamName')).toBe('aam-company');
  expect(await stored(page, 'token')).toBe(token);
});
