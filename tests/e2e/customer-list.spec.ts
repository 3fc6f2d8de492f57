import { type Page } from '@playwright/test';
import { expect, test } from './guards';
import { chooseOption, openConsole, SCREENSHOT_DIR } from './support';

const LIST = '/operation-center/customer/customer-info';
const NAME = '深圳端到端测试算力科技有限公司';

async function signIn(page: Page) {
  await openConsole(page, '/login');
  await page.evaluate(() => window.__HPC_MOCKS__!.reset());
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.locator('.hpc-login-submit').click();
  await page.waitForURL(/#\/application-admin/);
}

/** The customer-info page's own pane (other tagged pages stay mounted beside it). */
const pane = (page: Page) => page.locator('[data-page="operation-center/customer/customer-info"]');
const rows = (page: Page) => pane(page).locator('.hpc-list-table tbody tr.hpc-list-row');
const dialog = (page: Page) => page.getByRole('dialog').filter({ has: page.locator('.rjsf') });

test('admin creates a customer, finds it with a filter, edits it, deletes it; Back restores the filtered list', async ({ page }) => {
  await signIn(page);
  await page.goto(`/#${LIST}`);
  await expect(rows(page)).toHaveCount(20);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-list.png` });

  await pane(page).getByRole('button', { name: /新增/ }).click();
  const form = dialog(page);
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(form.getByText('客户名称不能为空')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-create-errors.png` });
  await form.getByLabel('客户名称').fill(NAME);
  await form.getByLabel('联系人').fill('林小雨');
  await form.getByLabel('联系电话').fill('13912345678');
  await form.getByRole('combobox', { name: '所属行业' }).click();
  await chooseOption(page, '人工智能');
  await form.getByRole('combobox', { name: '所在地区' }).click();
  await chooseOption(page, '广东省');
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('操作成功')).toBeVisible();

  await pane(page).getByLabel('客户名称', { exact: true }).fill('端到端测试');
  await pane(page).getByRole('button', { name: /查\s?询/ }).click();
  await expect(page).toHaveURL(/name=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(NAME);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-filtered.png` });

  await rows(page).first().getByRole('button', { name: /编\s?辑/ }).click();
  await dialog(page).getByLabel('联系人').fill('林晓雨');
  await dialog(page).getByRole('button', { name: /确\s?定/ }).click();
  await expect(rows(page).first()).toContainText('林晓雨');

  // Another page, then Back: the filtered list is restored from the URL.
  await page.getByRole('menuitem', { name: '客户拜访' }).click();
  await expect(page).toHaveURL(/customer-visit/);
  await page.goBack();
  await expect(page).toHaveURL(/customer-info\?name=/);
  await expect(rows(page)).toHaveCount(1);
  await expect(pane(page).getByLabel('客户名称', { exact: true })).toHaveValue('端到端测试');

  await rows(page).first().getByRole('button', { name: /删\s?除/ }).click();
  await expect(page.getByText('是否继续进行删除操作？')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-delete-confirm.png` });
  await page.getByRole('button', { name: /确\s?认/ }).click();
  await expect(pane(page).locator('.hpc-empty-description')).toHaveText('暂无数据');
});

test('the size changer and a choice filter, drawn as stubs until used, open on the first click and apply', async ({ page }) => {
  await signIn(page);
  await page.goto(`/#${LIST}`);
  await page.reload(); // a cold start: the select's code is not loaded yet
  await expect(rows(page)).toHaveCount(20);
  await expect(pane(page).locator('.hpc-select-stub')).not.toHaveCount(0);
  await pane(page).locator('.hpc-list-pagination').getByRole('combobox').click();
  await chooseOption(page, '50 条/页');
  await expect(page).toHaveURL(/size=50/);
  await expect(rows(page)).toHaveCount(50);
  await pane(page).getByRole('combobox', { name: '客户类型' }).click();
  await chooseOption(page, '个人客户');
  await pane(page).getByRole('button', { name: /查\s?询/ }).click();
  await expect(page).toHaveURL(/size=50/);
  await expect(rows(page).first()).toContainText('个人客户');
  await expect(rows(page).filter({ hasText: '企业客户' })).toHaveCount(0);
});

test('a 500 on the list shows 500：服务器出错 inside the page and 重试 loads', async ({ page }) => {
  await signIn(page);
  await page.evaluate(() => window.__HPC_MOCKS__!.faults.set({ path: '/api/operation-management/v1/customer/**', status: 500, times: 1 }));
  await page.goto(`/#${LIST}`);
  await expect(page.getByText('500：服务器出错').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/customer-list-500.png` });
  await page.getByRole('button', { name: /重\s?试/ }).click();
  await expect(rows(page)).toHaveCount(20);
});

test.describe('with motion (the default setting)', () => {
  // The prebuilt sheet is made under the default tokens; reduced motion (the suite's setting) changes them.
  test.use({ reducedMotion: 'no-preference' });

  test('the shell and the list take antd styles from the prebuilt sheet instead of writing them at runtime', async ({ page }) => {
    await signIn(page);
    await page.goto(`/#${LIST}`);
    await page.reload(); // a cold start of the back stage, not the login page's
    await expect(rows(page)).toHaveCount(20);
    const styles = await page.evaluate(() => ({
      sheet: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname).find((p) => /\/assets\/antd-[0-9a-f]{8}\.css$/.test(p)) ?? null,
      runtime: [...document.querySelectorAll('style')].map((s) => s.textContent ?? ''),
    }));
    expect(styles.sheet).not.toBeNull();
    for (const prefix of ['ant-menu', 'ant-pagination', 'ant-select', 'ant-btn', 'ant-layout']) {
      expect(styles.runtime.filter((text) => text.includes(`.${prefix}`)), prefix).toEqual([]);
    }
    // …and they apply: the current page's number wears the theme's colour, the buttons antd's shape.
    await expect(pane(page).locator('.ant-pagination-item-active')).toHaveCSS('border-color', 'rgb(73, 109, 221)');
    await expect(pane(page).getByRole('button', { name: /新增/ })).toHaveCSS('border-radius', '6px');
  });
});
