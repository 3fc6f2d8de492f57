/**
 * 角色管理 with the permission-tree editor (docs/behaviour §2.9, issue 23): an operator takes a page from a
 * role; that role's user, signing in again, no longer sees it in the menu and is turned away
 * from its address. A sub-centre (issue 34) sees only the roles it may edit and cannot tick codes
 * it does not hold.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { SCREENSHOT_DIR, signInFresh, submitLogin } from './support';

/** The mock database as the browser console reaches it (`__HPC_MOCKS__.db`). */
type MockRoles = { get(id: string): { permissions: string[] } | undefined; update(id: string, patch: { permissions: string[] }): unknown };
type MockDbWindow = { __HPC_MOCKS__: { db: { collection(name: string): MockRoles } } };

const ROLE_ROUTE = '/platform-manage/organization/role';
const page$ = (page: Page) => page.locator('[data-testid=active-page]');
const treeNode = (page: Page, title: string) => page$(page).locator('.ant-tree-treenode').filter({ has: page.locator('.ant-tree-title').getByText(title, { exact: true }) });

test('an operator takes 客户信息 from 运营人员; ops signs in again without it in the menu or at its address', async ({ page }) => {
  await signInFresh(page);
  await page.evaluate((route) => { location.hash = `#${route}`; }, ROLE_ROUTE);
  const pane = page$(page);
  await expect(pane.getByText('角色列表')).toBeVisible();
  await expect(pane.locator('.ant-table-row')).toHaveCount(7);
  await pane.getByRole('button', { name: '运营人员' }).click();
  await expect(pane.getByText('权限配置：运营人员')).toBeVisible();
  await expect(pane.getByText(/已选 \d+ 项权限/)).toBeVisible();
  const chosen = Number((await pane.getByText(/已选 \d+ 项权限/).textContent())!.match(/\d+/)![0]);

  // Narrow the tree to the page, then untick the page node: its 查看 and every action go.
  await pane.getByRole('searchbox', { name: '搜索权限' }).fill('客户信息');
  await pane.getByRole('searchbox', { name: '搜索权限' }).press('Enter');
  const info = treeNode(page, '客户信息');
  await expect(info.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await expect(treeNode(page, '客户管理').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/role-editor.png`, fullPage: true });
  await info.locator('.ant-tree-checkbox').click();
  await expect(info.locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-checked/);
  // Its parent is now partly ticked (the other customer pages stay).
  await expect(treeNode(page, '客户管理').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await expect(pane.getByText('未保存')).toBeVisible();
  await expect(pane.getByText(new RegExp(`已选 ${chosen} 项权限`))).toHaveCount(0);

  const saved = page.waitForResponse((r) => r.url().includes('/mgmt/role/operations/permissions') && r.request().method() === 'PUT');
  await pane.getByRole('button', { name: /保\s?存/ }).click();
  expect((await saved).status()).toBe(200);
  // What the server stored (the request body is not visible through the mock service worker).
  const body = { codes: await page.evaluate(() => (window as unknown as MockDbWindow).__HPC_MOCKS__.db.collection('roles').get('operations')!.permissions) };
  expect(body.codes).not.toContain('customer-info-look');
  expect(body.codes).not.toContain('customer-info-add');
  expect(body.codes).toContain('customer-look'); // half checked: sent
  expect(body.codes).toContain('customer-visit-look');
  expect(body.codes.filter((code) => code.startsWith('customer-info-'))).toEqual([]);
  await expect(pane.getByText(`已选 ${body.codes.length} 项权限`)).toBeVisible(); // the count is what is sent
  await expect(page.getByText('权限保存成功')).toBeVisible();
  await expect(pane.getByText('未保存')).toHaveCount(0);

  // ops signs in again: 客户管理 shows its other pages, not 客户信息, and its address turns them away.
  // Signed out with the demo data kept (openFreshLogin would reset it).
  await page.evaluate(async () => {
    await window.__HPC_MOCKS__!.flush();
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto('/#/login');
  await page.reload();
  await submitLogin(page, 'ops', 'ops123456');
  const sider = page.locator('.hpc-sider, aside').first();
  await page.evaluate(() => { location.hash = '#/operation-center/customer/customer-visit'; }); // opens 客户管理 in the menu
  await expect(sider.getByText('客户拜访', { exact: true })).toBeVisible();
  await expect(sider.getByText('客户信息', { exact: true })).toHaveCount(0);
  await page.evaluate(() => { location.hash = '#/operation-center/customer/customer-info'; });
  await expect(page).not.toHaveURL(/customer-info/);
});

test('a new role is created, named uniquely, given codes, and deleted while nobody holds it', async ({ page }) => {
  await signInFresh(page);
  await page.evaluate((route) => { location.hash = `#${route}`; }, ROLE_ROUTE);
  const pane = page$(page);
  await pane.getByRole('button', { name: /新增角色/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增角色' });
  await dialog.getByLabel('角色名称').fill('运营人员');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('角色名称已存在')).toBeVisible();
  await expect(dialog.getByLabel('角色名称')).toHaveValue('运营人员'); // kept
  await dialog.getByLabel('角色名称').fill('审计员');
  await dialog.getByLabel('说明').fill('只读查看');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(pane.getByText('权限配置：审计员')).toBeVisible();
  await expect(pane.getByText('已选 0 项权限')).toBeVisible();
  await treeNode(page, '运营中心').locator('.ant-tree-checkbox').click();
  await expect(pane.getByText(/已选 [1-9]\d* 项权限/)).toBeVisible();
  await pane.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('权限保存成功')).toBeVisible();
  await expect(pane.locator('.ant-table-row').filter({ hasText: '审计员' })).toContainText('只读查看');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/role-new.png`, fullPage: true });
  await pane.locator('.ant-table-row').filter({ hasText: '审计员' }).getByRole('button', { name: /删\s?除/ }).click();
  await page.getByRole('button', { name: /确\s?定/ }).last().click();
  await expect(pane.locator('.ant-table-row').filter({ hasText: '审计员' })).toHaveCount(0);
});

test('a sub-centre lists only roles of its own organisation and cannot tick codes it does not hold; a refused save keeps the ticks', async ({ page }) => {
  await signInFresh(page, 'subcenter', 'sub123456');
  const listed = page.waitForResponse((r) => r.url().includes('/mgmt/role/list'));
  await page.evaluate((route) => { location.hash = `#${route}`; }, ROLE_ROUTE);
  const pane = page$(page);
  expect((await listed).status()).toBe(200);
  await expect(pane.getByText('请先新增一个角色')).toBeVisible();
  await expect(pane.locator('.ant-table-row')).toHaveCount(0);
  await expect(pane.getByRole('button', { name: '分中心管理员' })).toHaveCount(0);
  await expect(pane.getByRole('button', { name: '平台管理员' })).toHaveCount(0);

  // A role made here belongs to 华南超算分中心: it lists, and its tree offers only the sub-centre's own codes.
  await pane.getByRole('button', { name: /新增角色/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增角色' });
  await dialog.getByLabel('角色名称').fill('华南审计员');
  await dialog.getByRole('button', { name: /确\s?定/ }).click();
  await expect(dialog).toBeHidden();
  await expect(pane.getByText('权限配置：华南审计员')).toBeVisible();
  await expect(pane.locator('.ant-table-row')).toHaveCount(1);
  await expect(pane.getByText('已选 0 项权限')).toBeVisible();
  const operations = treeNode(page, '运营中心');
  await expect(operations.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-disabled/);
  await operations.locator('.role-tree-locked').hover();
  await expect(page.getByRole('tooltip')).toHaveText('您没有此权限，不能授予');
  await expect(treeNode(page, '平台管理中心').locator('.ant-tree-checkbox')).not.toHaveClass(/ant-tree-checkbox-disabled/);

  // 工作台 ticks what the sub-centre holds; its 费用中心 (not held) stays disabled and unticked.
  await treeNode(page, '工作台').locator('.ant-tree-checkbox').click();
  await expect(treeNode(page, '工作台').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await expect(pane.getByText(/已选 [1-9]\d* 项权限/)).toBeVisible();
  await pane.getByRole('searchbox', { name: '搜索权限' }).fill('费用中心');
  await pane.getByRole('searchbox', { name: '搜索权限' }).press('Enter');
  const expense = treeNode(page, '费用中心').locator('.ant-tree-checkbox');
  await expect(expense).toHaveClass(/ant-tree-checkbox-disabled/);
  await expect(expense).not.toHaveClass(/ant-tree-checkbox-checked|ant-tree-checkbox-indeterminate/);
  await expect(treeNode(page, '我的账户').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-disabled/);
  await pane.getByRole('searchbox', { name: '搜索权限' }).fill('');

  // The server is the judge: a code taken from the sub-centre after it signed in is refused with its reason, and the ticks stay.
  const taken = 'work-storage-look';
  await page.evaluate((code) => {
    const roles = (window as unknown as MockDbWindow).__HPC_MOCKS__.db.collection('roles');
    roles.update('subcenterStaff', { permissions: roles.get('subcenterStaff')!.permissions.filter((c) => c !== code) });
  }, taken);
  const refused = page.waitForResponse((r) => r.url().includes('/permissions') && r.request().method() === 'PUT');
  await pane.getByRole('button', { name: /保\s?存/ }).click();
  expect((await refused).status()).toBe(403);
  await expect(page.getByText('不能授予您自己没有的权限')).toBeVisible();
  await expect(pane.getByText('未保存')).toBeVisible();
  await expect(treeNode(page, '工作台').locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-indeterminate/);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/role-subcentre-refused.png`, fullPage: true });

  // Given the code back, the same ticks save.
  await page.evaluate((code) => {
    const roles = (window as unknown as MockDbWindow).__HPC_MOCKS__.db.collection('roles');
    roles.update('subcenterStaff', { permissions: [...roles.get('subcenterStaff')!.permissions, code] });
  }, taken);
  await pane.getByRole('button', { name: /保\s?存/ }).click();
  await expect(page.getByText('权限保存成功')).toBeVisible();
  await expect(pane.getByText('未保存')).toHaveCount(0);
});
