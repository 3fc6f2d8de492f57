import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { openFreshLogin, SCREENSHOT_DIR, signInFresh, submitLogin } from './support';

async function signInAsAdmin(page: Page) {
  await signInFresh(page);
  await expect(page).toHaveURL(/#\/application-admin\/application-center$/);
}

const sider = (page: Page) => page.locator('.hpc-sider');
const tags = (page: Page) => page.getByTestId('tag');

test('menu clicks open pages; twelve pages leave the nine most recent tags', async ({ page }) => {
  await signInAsAdmin(page);
  await sider(page).getByText('运营中心', { exact: true }).click();
  await sider(page).getByText('客户管理', { exact: true }).click();
  const customerPages = ['客户信息', '客户拜访', '客户合同', '客户资源', '客户应用管理', '充值记录', '订单记录', '账单记录'];
  for (const title of customerPages) {
    await sider(page).getByText(title, { exact: true }).click();
    await expect(page.locator('.hpc-breadcrumb')).toContainText(title);
  }
  await sider(page).getByText('合作伙伴', { exact: true }).click();
  for (const title of ['合作伙伴对账', '对账记录']) {
    const item = sider(page).getByText(title, { exact: true });
    await item.click();
    await expect(page.locator('.hpc-breadcrumb')).toContainText(title);
  }
  await sider(page).getByText('活动管理', { exact: true }).click();
  await sider(page).getByText('专题活动', { exact: true }).click();
  // 概览 (from sign-in) + 8 customer pages + 2 partner pages + 1 activity page = 12 visits.
  await expect(tags(page)).toHaveCount(9);
  await expect(tags(page).first()).toContainText('客户合同');
  await expect(tags(page).last()).toContainText('专题活动');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-nine-tags.png` });

  // Closing the current tag moves to its left neighbour when it is the last one.
  await page.getByRole('button', { name: '关闭 专题活动' }).click();
  await expect(page.locator('.hpc-breadcrumb')).toContainText('对账记录');
  await expect(tags(page)).toHaveCount(8);
});

test('breadcrumb, user menu and platform switcher', async ({ page }) => {
  await signInAsAdmin(page);
  await page.evaluate(() => {
    location.hash = '#/platform-manage/organization/role';
  });
  const crumbs = page.locator('.hpc-breadcrumb');
  await expect(crumbs).toContainText('平台管理中心');
  await expect(crumbs).toContainText('用户管理');
  await expect(page).toHaveTitle(/^角色管理 - /);

  await page.getByRole('button', { name: /^用户菜单/ }).click();
  for (const label of ['个人中心', '资源账号', '切换组织', '切换主题', '退出登录']) {
    await expect(page.getByRole('menuitem', { name: label })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: '资源账号' }).click();
  const dialog = page.getByRole('dialog', { name: '资源账号' });
  await expect(dialog).toContainText('hpc_admin');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-resource-accounts.png` });
  await dialog.getByRole('button', { name: /^(关闭|Close)$/ }).click();

  await page.getByText('平台门户', { exact: true }).click();
  await expect(page).toHaveURL(/#\/portal\/home$/);
});

test('the four placeholder groups, opened by their address, say 暂未开放 in plain Chinese inside the shell; their menu entries stay unlinkable', async ({ page }) => {
  await signInAsAdmin(page);
  // The content area's visible pane (the pages' kept panes are hidden while a route state shows).
  const pane = page.getByRole('region', { name: '页面内容' });
  for (const [title, path] of [['资金', '/operation-center/funds'], ['报表', '/operation-center/report'], ['数据分析', '/operation-center/data-analysis'], ['专线', '/operation-center/dedicated-line']] as const) {
    await page.evaluate((to) => { location.hash = `#${to}`; }, path);
    const panel = pane.getByRole('status');
    await expect(panel).toContainText(`${title}暂未开放`);
    await expect(panel).toContainText('该功能尚在规划中，开放后即可从菜单进入');
    // Inside the shell: the menu and the breadcrumb are there, the address stays.
    await expect(page.locator('.hpc-breadcrumb')).toContainText(title);
    await expect(page).toHaveURL(new RegExp(`#${path}$`));
    await expect(pane).not.toContainText(/schemas\/|\.json|缺少|undefined|页面未配置/);
    const entry = sider(page).locator(`[data-menu-path="${path}"]`);
    await expect(entry).toHaveAttribute('aria-disabled', 'true');
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-placeholder-not-open.png` });
  // A click on the greyed entry goes nowhere (forced: Playwright will not click a disabled item of itself).
  await page.evaluate(() => { location.hash = '#/operation-center/customer/customer-info'; });
  await expect(page.locator('.hpc-breadcrumb')).toContainText('客户信息');
  await sider(page).locator('[data-menu-path="/operation-center/funds"]').click({ force: true });
  await expect(page.locator('.hpc-breadcrumb')).toContainText('客户信息');
  await expect(page).toHaveURL(/#\/operation-center\/customer\/customer-info$/);
});

test('a page the user may not open sends them to the first permitted page', async ({ page }) => {
  await openFreshLogin(page);
  await submitLogin(page, 'personal', 'per123456');
  await expect(page).toHaveURL(/#\/application-admin\//);
  await page.evaluate(() => {
    location.hash = '#/platform-manage/organization/role';
  });
  await expect(page).toHaveURL(/#\/application-admin\//);
  await expect(sider(page)).not.toContainText('平台管理中心');
  await expect(sider(page)).not.toContainText('运营中心');
});

test('returning to a list page by its tag restores its filter and page', async ({ page }) => {
  await signInAsAdmin(page);
  await sider(page).getByText('运营中心', { exact: true }).click();
  await sider(page).getByText('客户管理', { exact: true }).click();
  await sider(page).getByText('客户信息', { exact: true }).click();
  const list = page.locator('[data-page="operation-center/customer/customer-info"]');
  // A filter matching several pages of the seeded customers (78 of 268 are 科技 companies).
  await list.getByLabel('客户名称', { exact: true }).fill('科技');
  await list.getByRole('button', { name: /查\s?询/ }).click();
  await expect(page).toHaveURL(/name=/);
  const firstRow = list.locator('tbody tr.hpc-list-row').first();
  await expect(firstRow).toContainText('科技');
  const firstPageFirstRow = (await firstRow.textContent()) ?? '';
  await list.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/page=2/);
  await expect(firstRow).not.toHaveText(firstPageFirstRow);
  const secondPageFirstRow = (await firstRow.textContent()) ?? '';

  await sider(page).getByText('客户拜访', { exact: true }).click();
  await expect(page).toHaveURL(/customer-visit/);
  await page.getByTestId('tag').filter({ hasText: '客户信息' }).getByRole('button', { name: '客户信息', exact: true }).click();

  await expect(page).toHaveURL(/customer-info\?.*name=/);
  await expect(page).toHaveURL(/page=2/);
  await expect(list.getByLabel('客户名称', { exact: true })).toHaveValue('科技');
  await expect(firstRow).toHaveText(secondPageFirstRow);
  await expect(list.locator('.ant-pagination-item-active')).toHaveText('2');
  // The zh_CN locale reaches lazily loaded pages too (a CJS/ESM import slip once left them English).
  await expect(list.locator('.ant-pagination')).toContainText('条/页');
  await expect(list.getByPlaceholder('开始日期')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/shell-tag-restores-list.png` });
});
