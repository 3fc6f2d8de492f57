import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { SCREENSHOT_DIR, signInFresh } from './support';

/**
 * Issue 17 (a hostile probe of the built app): permissions the mock backend enforces show as
 * 拒绝访问, another origin cannot frame the console, generated forms take clean input only, and
 * the storage browser keeps its failures and its refused names inside the page.
 */

test.describe.configure({ mode: 'serial' });

const CUSTOMERS = '/operation-center/customer/customer-info';
const customersPane = (page: Page) => page.locator('[data-page="operation-center/customer/customer-info"]');

// One signed-in page for the journeys (the frame test brings its own).
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await (await browser.newContext()).newPage();
  await signInFresh(page);
});
test.afterAll(async () => {
  await page.context().close();
});

test('a page on another origin cannot frame the console; the preview server sends the security headers', async ({ baseURL, request, page: attacker }) => {
  const headers = (await request.get('/')).headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');

  // A made-up origin served by the test itself: its page frames the console's login.
  await attacker.route('http://attacker.test/**', (route) => route.fulfill({
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><title>诱导页</title><p>点击领取奖励</p><iframe id="victim" src="${baseURL}/#/login" width="800" height="600"></iframe>`,
  }));
  await attacker.goto('http://attacker.test/');
  // Chromium replaces a refused frame's document with its error page: the console never runs there.
  const victimUrl = () => attacker.frames().find((frame) => frame !== attacker.mainFrame())?.url() ?? '';
  await expect.poll(victimUrl).toMatch(/^chrome-error:/);
  const victim = attacker.frames().find((frame) => frame !== attacker.mainFrame())!;
  expect(await victim.locator('#root, .hpc-login-submit').count()).toBe(0);
  await attacker.screenshot({ path: `${SCREENSHOT_DIR}/hardening-frame-refused.png` });
});

test('a call the role no longer allows answers 403 and the page shows 拒绝访问', async () => {
  await page.goto(`/#${CUSTOMERS}`);
  await expect(customersPane(page).locator('tbody tr.hpc-list-row').first()).toBeVisible({ timeout: 30_000 });
  // A role editor takes 客户信息 away from the administrator's role while the console is open.
  await page.evaluate(() => {
    const mocks = window.__HPC_MOCKS__ as unknown as { db: { collection(name: string): { get(id: string): { permissions: string[] }; update(id: string, change: object): void } } };
    const roles = mocks.db.collection('roles');
    roles.update('platformAdmin', { permissions: roles.get('platformAdmin').permissions.filter((code) => code !== 'customer-info-look') });
  });
  await page.evaluate(() => window.__HPC_MOCKS__!.flush());
  // The console still holds the code it read at sign-in (no notice reached it); the server
  // refuses the list when it asks again (another page size). A reload would read the codes anew.
  const refused = page.waitForResponse((r) => r.url().includes('/api/operation-management/v1/customer/page') && r.status() === 403);
  await page.evaluate((route) => { location.hash = `#${route}?size=10`; }, CUSTOMERS);
  await refused;
  await expect(customersPane(page).getByText('拒绝访问')).toBeVisible();
  await expect(customersPane(page).getByRole('button', { name: /重\s*试/ })).toBeVisible();
  await expect(customersPane(page).locator('tbody tr.hpc-list-row')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/hardening-403.png` });
  await page.evaluate(async () => {
    const mocks = window.__HPC_MOCKS__ as unknown as { db: { collection(name: string): { get(id: string): { permissions: string[] }; update(id: string, change: object): void } }; flush(): Promise<void> };
    const roles = mocks.db.collection('roles');
    roles.update('platformAdmin', { permissions: [...roles.get('platformAdmin').permissions, 'customer-info-look'] });
    await mocks.flush();
  });
  // Given the code back, 重试 shows the rows.
  await customersPane(page).getByRole('button', { name: /重\s*试/ }).click();
  await expect(customersPane(page).locator('tbody tr.hpc-list-row').first()).toBeVisible();
});

test('generated forms take clean input: trimmed, blank is empty, one wording with the server, no console error, unique ids, no placeholder choice', async () => {
  await page.goto(`/#${CUSTOMERS}`);
  const rows = customersPane(page).locator('tbody tr.hpc-list-row');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const taken = await page.evaluate(() => {
    const mocks = window.__HPC_MOCKS__ as unknown as { db: { collection(name: string): { list(): { name: string }[] } } };
    return mocks.db.collection('crud.customer').list()[0]!.name;
  });
  const errors: string[] = [];
  // What the app logs; Chromium's own network line for the server's 400 below is not the app's.
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });

  await customersPane(page).getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('.rjsf') });
  await expect(dialog).toBeVisible();
  // The innermost form item holding the control labelled so (the whole form sits in an outer one).
  const field = (label: string) => dialog.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) }).last();
  await field('客户名称').locator('input').fill('    ');
  await field('联系人').locator('input').fill('  ');
  await field('联系电话').locator('input').fill(' 13812345678 ');
  await field('电子邮箱').locator('input').fill('abc');
  // A required select lists its options only: its placeholder is not a choice.
  await field('所属行业').locator('.ant-select-selector').click();
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(open.first()).toBeVisible();
  expect(await open.allInnerTexts()).not.toContain('请选择所属行业');
  expect((await open.allInnerTexts()).filter((text) => text.trim() === '')).toEqual([]);
  await open.first().click();
  await field('所在地区').locator('.ant-select-selector').click();
  await open.first().click();

  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(field('客户名称')).toContainText('客户名称不能为空');
  await expect(field('联系人')).toContainText('联系人不能为空');
  await expect(field('电子邮箱')).toContainText('电子邮箱格式不正确');
  await expect(field('联系电话').locator('.ant-form-item-explain-error')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/hardening-form-blank.png` });
  expect(errors, 'an invalid submit logs nothing').toEqual([]);
  const duplicateIds = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(duplicateIds).toEqual([]);
  expect(await page.locator('#root').count()).toBe(1);

  // A leading space does not get a duplicate past the server's check; what was typed stays.
  await field('客户名称').locator('input').fill(` ${taken}`);
  await field('联系人').locator('input').fill(' 王小明 ');
  await field('电子邮箱').locator('input').fill(' wang@example.cn ');
  const refused = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/operation-management/v1/customer'));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  expect((await refused).status()).toBe(400);
  await expect(field('客户名称')).toContainText('客户名称已存在');
  await expect(field('联系人').locator('input')).toHaveValue('王小明');

  const name = '杭州前后空格测试科技有限公司';
  await field('客户名称').locator('input').fill(`  ${name}  `);
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/operation-management/v1/customer'));
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  await expect(dialog).toBeHidden();
  const stored = await page.evaluate((wanted) => {
    const mocks = window.__HPC_MOCKS__ as unknown as { db: { collection(name: string): { list(): Record<string, unknown>[] } } };
    return mocks.db.collection('crud.customer').list().filter((c) => String(c.name).includes(wanted));
  }, name);
  expect(stored).toEqual([expect.objectContaining({ name, contact: '王小明', email: 'wang@example.cn', phone: '13812345678' })]);
  expect(errors).toEqual([]);
});

const HOME = '/public/home/hpc_admin';
const DIR_INFO = '/api/operation-management/v1/starlight/api/storage/dir_info';
const storageRow = (name: string) => page.locator('.storage-table tr.ant-table-row').filter({ has: page.locator('.storage-name-text', { hasText: new RegExp(`^${name}$`) }) });
const setFault = (rule: Record<string, unknown>) => page.evaluate((r) => window.__HPC_MOCKS__!.faults.set(r), rule);

test('a failed or malformed storage listing shows an error panel with 重试 inside the browser, in the folder the user was in', async () => {
  // The first listing fails: the panel, not the list of roots.
  await setFault({ method: 'GET', path: DIR_INFO, status: 500, times: 1 });
  await page.evaluate(() => { location.hash = '#/application-admin/storage-manage'; });
  const panel = page.locator('.storage-browser').filter({ hasText: '目录加载失败' });
  await expect(panel).toContainText('500：服务器出错');
  await expect(page.getByText('请选择存储目录')).toHaveCount(0);
  await expect(page.getByLabel('当前路径')).toHaveValue(HOME);
  await panel.getByRole('button', { name: /重\s*试/ }).click();
  await expect(storageRow('README.txt')).toBeVisible();

  await storageRow('results').dblclick();
  await expect(page.getByLabel('当前路径')).toHaveValue(`${HOME}/results`);
  await expect(storageRow('energy.log')).toBeVisible();
  // A reply of another shape: told in words, inside the browser, in the same folder.
  await setFault({ method: 'GET', path: DIR_INFO, status: 200, body: { code: 200, info: 'success', total: 1, spec: [7] }, times: 1 });
  await page.locator('.storage-browser').getByRole('button', { name: /刷\s*新/ }).click();
  await expect(panel).toContainText('存储服务返回的目录数据格式不正确');
  await expect(page.getByLabel('当前路径')).toHaveValue(`${HOME}/results`);
  await expect(page.getByText(/Cannot create property|页面加载失败/)).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/hardening-storage-malformed.png` });
  await panel.getByRole('button', { name: /重\s*试/ }).click();
  await expect(storageRow('energy.log')).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('the new-folder dialog refuses what the service would refuse, before sending, keeping the typed name', async () => {
  const sent: string[] = [];
  const watch = (request: { url(): string; method(): string }) => {
    if (request.method() === 'POST' && request.url().includes('/storage/opt')) sent.push(request.url());
  };
  page.on('request', watch);
  await page.locator('.storage-browser').getByRole('button', { name: /新建文件夹/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '新建文件夹' });
  const input = dialog.getByPlaceholder('请输入文件夹名称');
  const long = 'x'.repeat(300);
  for (const [name, message] of [
    [long, '名称过长：最多 255 字节，当前 300 字节'],
    ['a\\b', '名称不能包含 \\'],
    ['a\u0000b', '名称不能包含控制字符'],
    ['energy.log', '该目录下已存在同名的文件或文件夹：energy.log'],
  ] as const) {
    await input.fill(name);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    // The last message may still be fading out beside the new one.
    await expect(dialog.locator('.ant-formily-item-error-help').getByText(message, { exact: true })).toBeVisible();
    await expect(input).toHaveValue(name);
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}/hardening-storage-name.png` });
  expect(sent, 'nothing was sent').toEqual([]);
  await input.fill('新建目录-合规');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(storageRow('新建目录-合规')).toBeVisible();
  page.off('request', watch);
});
