import type { Page, WebSocket } from '@playwright/test';
import { expect, test } from './guards';
import { SCREENSHOT_DIR } from './support';

/**
 * The standalone mock server (npm run mock:server, README "Mock server") over real HTTP: it
 * serves the real build (dist-real, no service worker, no mock code) with a config.json pointing
 * at itself, and answers its calls and websockets with the same handlers and state. Sign in, a
 * list (also through an injected fault and 重试), a create, a file upload in the file browser and
 * a file operation's progress socket. One signed-in page for the whole spec.
 */
const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_SERVER_PORT ?? 4175}`;
// The token playwright.config.ts starts the server with (README "Mock server": control calls need it).
const CONTROL_HEADERS = { 'x-mock-control-token': process.env.E2E_MOCK_CONTROL_TOKEN ?? 'e2e-mock-control-token' };
const HOME = '/public/home/hpc_admin';
const CATEGORY = '/api/operation-management/v1/application-classify';

test.describe.configure({ mode: 'serial' });

let page: Page;
/** Every socket the page opened, with the frames it received (listened to from its first moment). */
const sockets: { socket: WebSocket; frames: string[] }[] = [];
const WS = MOCK.replace(/^http/, 'ws');

async function control(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${MOCK}/__mocks${path}`, { method: 'POST', headers: CONTROL_HEADERS, body: body === undefined ? undefined : JSON.stringify(body) });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return response.json();
}

const modal = (title: string) => page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });
const toast = (text: string) => page.locator('.ant-message-notice').filter({ hasText: text }).first();
const storageRow = (name: string) =>
  page.locator('.storage-table tr.ant-table-row').filter({ has: page.locator('.storage-name-text', { hasText: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) });

test.beforeAll(async ({ browser }) => {
  await control('/reset');
  page = await browser.newPage();
  page.on('websocket', (socket) => {
    const frames: string[] = [];
    socket.on('framereceived', (frame) => frames.push(String(frame.payload)));
    sockets.push({ socket, frames });
  });
  await page.goto(`${MOCK}/#/login`);
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.locator('.hpc-login-submit').click();
  await expect(page).toHaveURL(/#\/application-admin\//);
});

test.afterAll(async () => {
  await page.close();
});

test('signed in against the server: no service worker, the session and the user-events socket are real', async () => {
  const config = (await (await fetch(`${MOCK}/config.json`)).json()) as { mock: boolean; apiBase: string };
  expect(config).toMatchObject({ mock: false, apiBase: '' });
  expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
  const connected = async () => ((await (await fetch(`${MOCK}/__mocks`, { headers: CONTROL_HEADERS })).json()) as { userEventSockets: unknown[] }).userEventSockets.length;
  await expect.poll(connected).toBe(1);
  const events = sockets.find(({ socket }) => socket.url().startsWith(`${WS}/websocket/userEvents/`));
  expect(events, 'the console opened the user-events socket on the server').toBeDefined();
  expect(await control('/notices', { code: 'SYSTEM_NOTICE', message: '服务器测试通知' })).toEqual({ sent: 1 });
  await expect.poll(() => events!.frames.some((frame) => frame.includes('服务器测试通知'))).toBe(true);
});

test('a list, through an injected 500 and 重试, then a create', async () => {
  // The categories are a tree page: it reads its nodes with GET child (the children verb).
  await control('/faults', { method: 'GET', path: `${CATEGORY}/child`, status: 500, times: 1 });
  await page.goto(`${MOCK}/#/platform-manage/application/app-category`);
  await page.getByRole('button', { name: /重\s*试/ }).click();
  const rows = page.locator('.hpc-tree-table tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  // The toolbar's 新增 (each row also has 新增子分类).
  await page.getByRole('button', { name: /新\s*增$/ }).click();
  const dialog = page.locator('.ant-modal').filter({ hasText: '应用分类' }).last();
  await dialog.locator('[id$="_name"]').fill('服务器分类');
  await dialog.locator('[id$="_orderIndex"]').fill('7');
  await dialog.getByRole('radio', { name: '所有用户' }).check();
  const created = page.waitForResponse((r) => r.url().startsWith(`${MOCK}${CATEGORY}/info`) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect((await created).status()).toBe(200);
  await expect(rows.filter({ hasText: '服务器分类' })).toBeVisible();
  // The record is on the server: a fresh list call from outside the browser finds it.
  const token = ((await control('/sign-in', { username: 'admin', password: 'admin123' })) as { access_token: string }).access_token;
  const list = await fetch(`${MOCK}${CATEGORY}/page?pageIndex=1&pageSize=100&name=${encodeURIComponent('服务器分类')}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await list.json()) as { data: { total: number } }).data.total).toBe(1);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mock-server-list.png` });
});

test('a file upload in the file browser, then a pack whose progress streams over the socket', async () => {
  await page.goto(`${MOCK}/#/application-admin/storage-manage`);
  await expect(page.getByLabel('当前路径')).toHaveValue(HOME);
  await page.getByTestId('storage-upload-input').setInputFiles({ name: '服务器上传.txt', mimeType: 'text/plain', buffer: Buffer.from('上传到独立模拟服务器\n') });
  await expect(toast('上传成功')).toBeVisible();
  await expect(storageRow('服务器上传.txt')).toBeVisible();
  await page.locator('.ant-drawer').filter({ hasText: '上传列表' }).getByRole('button', { name: /^(关闭|Close)$/ }).click();

  await expect(async () => {
    await storageRow('服务器上传.txt').click({ button: 'right' });
    await expect(page.locator('.ant-dropdown').getByRole('menuitem', { name: /打包/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.locator('.ant-dropdown').getByRole('menuitem', { name: /打包/ }).click();
  await modal('打包').getByRole('button', { name: /确\s*定/ }).click();
  const exec = modal('执行详情');
  await expect(exec.getByRole('log')).toContainText('添加 服务器上传.txt');
  await expect(exec.getByRole('log')).toContainText(/打包完成/, { timeout: 20_000 });
  const progress = sockets.find(({ socket }) => socket.url().startsWith(`${WS}/api/operation-management/v1/starlight/api/storage/opt/`));
  expect(progress, 'the progress socket is on the server').toBeDefined();
  await expect.poll(() => progress!.frames.some((frame) => frame.includes('"done":true') && frame.includes('打包完成'))).toBe(true);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/mock-server-pack.png` });
  await exec.getByRole('button', { name: /^(关闭|Close)$/ }).click();
  await expect(storageRow('服务器上传.txt.tar')).toBeVisible();
});

test('the control calls: the console’s own page without the token gets 401; a page of origin null cannot use them, token or not', async ({ browser }) => {
  expect(await page.evaluate(async () => (await fetch('/__mocks')).status)).toBe(401);
  const faultsNow = async () => (await fetch(`${MOCK}/__mocks/faults`, { headers: CONTROL_HEADERS })).json();
  const before = await faultsNow();
  const elsewhere = await browser.newPage();
  try {
    await elsewhere.setContent('<p>另一个来源的页面</p>');
    expect(await elsewhere.evaluate(() => window.origin)).toBe('null');
    const outcome = await elsewhere.evaluate(async ({ url, token }) => {
      const tries: string[] = [];
      // With the token the header asks for a preflight, which the server refuses.
      try {
        const answer = await fetch(`${url}/__mocks/faults`, { method: 'POST', headers: { 'x-mock-control-token': token }, body: '{"path":"/api/**","status":500}' });
        tries.push(`status ${answer.status}`);
      } catch {
        tries.push('blocked');
      }
      // A simple request goes without a preflight, but its answer cannot be read and it changes nothing.
      try {
        const answer = await fetch(`${url}/__mocks/faults`, { method: 'POST', mode: 'no-cors', body: '{"path":"/api/**","status":500}' });
        tries.push(answer.type);
      } catch {
        tries.push('blocked');
      }
      try {
        const answer = await fetch(`${url}/__mocks`);
        tries.push(`read ${(await answer.text()).length}`);
      } catch {
        tries.push('blocked');
      }
      return tries;
    }, { url: MOCK, token: CONTROL_HEADERS['x-mock-control-token'] });
    expect(outcome).toEqual(['blocked', 'opaque', 'blocked']);
    expect(await faultsNow()).toEqual(before);
  } finally {
    await elsewhere.close();
  }
});
