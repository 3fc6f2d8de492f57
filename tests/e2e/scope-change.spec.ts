/**
 * Issue 34: old permission codes do not outlive a role change. An administrator takes 存储管理
 * from the personal role while personal's console is open: that console's session ends at once
 * (its notice says 请重新登录, and nothing a reload could restore is left), a reload shows the
 * login page, and signed in again 存储管理 is gone from the menu and from its address. A storage
 * page the console still opens with its old codes shows the refusal, not a load error.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { SCREENSHOT_DIR, signInFresh, submitLogin } from './support';

const STORAGE_ROUTE = '/application-admin/storage-manage';
const HOME = '/public/home/hpc_per01';

/** The parts of window.__HPC_MOCKS__ these tests use (support.ts types the common ones only). */
interface Mocks {
  notices: { count(state?: string): number };
  db: {
    collection(name: string): {
      find(predicate: (record: Record<string, unknown>) => boolean): Record<string, unknown> | undefined;
      get(id: string): Record<string, unknown> | undefined;
      insert(record: Record<string, unknown>): Record<string, unknown>;
      update(id: string, patch: Record<string, unknown>): unknown;
    };
  };
  flush(): Promise<void>;
}
type WithMocks = { __HPC_MOCKS__: Mocks };

// Runs in the page (page.evaluate ships the function's source, so it cannot close over helpers).
const connectedClients = () => (window as unknown as WithMocks).__HPC_MOCKS__.notices.count();
const stored = () => ({ token: localStorage.getItem('token'), auth: localStorage.getItem('auth'), userInfo: localStorage.getItem('userInfo') });

const sider = (page: Page) => page.locator('.hpc-sider, aside').first();
const pane = (page: Page) => page.locator('[data-testid=active-page]');

async function openStorage(page: Page): Promise<void> {
  await page.evaluate((route) => { location.hash = `#${route}`; }, STORAGE_ROUTE);
  await expect(page.getByLabel('当前路径')).toHaveValue(HOME, { timeout: 30_000 });
}

test('admin takes 存储管理 from the personal role while personal is signed in: the session ends at once, a reload shows the login page, and signed in again the page is gone', async ({ page }) => {
  await signInFresh(page, 'personal', 'per123456');
  await expect.poll(() => page.evaluate(connectedClients)).toBe(1);
  await openStorage(page);
  await expect(sider(page).getByText('存储管理', { exact: true })).toBeVisible();

  // The administrator, signed in on another computer, saves the personal role without 存储管理
  // through the role API (the role editor's call). The demo backend lives in this browser
  // context, so the administrator's session is made in its database rather than by a second
  // sign-in, which would replace this console's stored session.
  const answer = await page.evaluate(async () => {
    const mocks = (window as unknown as WithMocks).__HPC_MOCKS__;
    const users = mocks.db.collection('users');
    const admin = users.find((u) => u.userName === 'admin')!;
    const role = String(users.find((u) => u.userName === 'personal')!.role);
    const now = Date.now();
    const token = 'e2e-admin-elsewhere';
    mocks.db.collection('sessions').insert({
      id: token, refreshToken: 'e2e-refresh', userId: admin.id, sessionState: 'e2e-admin-state', realm: 'hpc', createdAt: now, expiresAt: now + 3_600_000,
    });
    const codes = (mocks.db.collection('roles').get(role)!.permissions as string[]).filter((code) => code !== 'work-storage-look');
    const response = await fetch(`/api/aam/v1/mgmt/role/${encodeURIComponent(role)}/permissions`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ codes }),
    });
    return { status: response.status, body: await response.json() as unknown };
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);

  // personal's console: the notice, and the stored session already gone before 确定.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('您的权限范围已变更，请重新登录');
  await expect.poll(() => page.evaluate(stored)).toEqual({ token: null, auth: null, userInfo: null });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/scope-change-notice.png` });

  // A reload instead of 确定 cannot bring the old codes back: the login page.
  await page.reload();
  await expect(page.getByText('账号登录')).toBeVisible();
  await expect(page).toHaveURL(/#\/login/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Signed in again: the menu has no 存储管理, and its address sends the user to a page they may open.
  await submitLogin(page, 'personal', 'per123456');
  await expect(page).toHaveURL(/#\/application-admin\//);
  await expect(sider(page).getByText('我的应用', { exact: true })).toBeVisible();
  await expect(sider(page).getByText('存储管理', { exact: true })).toHaveCount(0);
  expect(JSON.parse((await page.evaluate(stored)).auth ?? '[]')).not.toContain('work-storage-look');
  await page.evaluate((route) => { location.hash = `#${route}`; }, STORAGE_ROUTE);
  await expect(page).not.toHaveURL(/storage-manage/);
  await expect(page.getByText('存储信息加载失败')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/scope-change-signed-in-again.png` });
});

test('a storage page the console still opens with its old codes shows 拒绝访问, and a reload reads the codes again', async ({ page }) => {
  await signInFresh(page, 'personal', 'per123456');
  await openStorage(page);
  // The code goes from the role in the stored data only: no notice reaches this console, which
  // still holds the codes it was given (as a console does until a notice arrives).
  await page.evaluate(async () => {
    const mocks = (window as unknown as WithMocks).__HPC_MOCKS__;
    const role = String(mocks.db.collection('users').find((u) => u.userName === 'personal')!.role);
    const roles = mocks.db.collection('roles');
    roles.update(role, { permissions: (roles.get(role)!.permissions as string[]).filter((code) => code !== 'work-storage-look') });
    await mocks.flush();
  });

  // Inside the open browser: the listing is refused.
  await pane(page).locator('.storage-browser').getByRole('button', { name: /刷\s*新/ }).click();
  const refused = pane(page).locator('.hpc-status-panel-error');
  await expect(refused).toContainText('拒绝访问');
  await expect(refused).toContainText('当前账号没有查看存储的权限，请联系管理员');
  await expect(pane(page).getByText('目录加载失败')).toHaveCount(0);
  await expect(page.getByLabel('当前路径')).toHaveValue(HOME);

  // Opened again (its tag closed): the page's first calls are refused, and it says so.
  await page.getByRole('button', { name: '关闭 存储管理' }).click();
  await expect(page).not.toHaveURL(/storage-manage/);
  await page.evaluate((route) => { location.hash = `#${route}`; }, STORAGE_ROUTE);
  await expect(pane(page).locator('.hpc-status-panel-error')).toContainText('拒绝访问');
  await expect(page.getByText('存储信息加载失败')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/scope-change-storage-refused.png` });

  // A reload asks the server for the codes: the page is no longer one this account opens.
  await page.reload();
  await expect(sider(page).getByText('我的应用', { exact: true })).toBeVisible();
  await expect(page).not.toHaveURL(/storage-manage/);
  await expect(sider(page).getByText('存储管理', { exact: true })).toHaveCount(0);
});
