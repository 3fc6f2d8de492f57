import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './guards';
import { SCREENSHOT_DIR, signInFresh, submitLogin } from './support';

/**
 * 费用管理 and 费用策略 (issue 22 part A) as the platform administrator, then as the customer: a
 * cost rule is created, reviewed and applied to an operator's recharge of the enterprise account;
 * an unpaid order is cancelled; signed in as enterprise, my-account, record-detail and my-order
 * show the same money and the same order state (one ledger, in fen).
 */
test.describe.configure({ mode: 'serial' });

let context: BrowserContext;
let page: Page;
test.beforeAll(async ({ browser }) => {
  context = await browser.newContext({ viewport: { width: 1440, height: 860 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  page = await context.newPage();
  await signInFresh(page);
});
test.afterAll(async () => {
  await context.close();
});

const RULE = 'E2E企业充值赠送';
const pane = (id: string) => page.locator(`[data-page="platform-manage/${id}"]`);
const rows = (id: string) => pane(id).locator('.hpc-list-table tbody tr.hpc-list-row');
const formDialog = () => page.getByRole('dialog').filter({ has: page.locator('.rjsf') });
const active = () => page.getByTestId('active-page');

/** "12,345.67" → fen. */
function fen(text: string): number {
  const match = /-?[\d,]+\.\d{2}/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[0].replace(/,/g, '')) * 100);
}
const yuan = (f: number) => `${Math.floor(f / 100).toLocaleString('en-US')}.${String(f % 100).padStart(2, '0')}`;
/** The list's money cell: ¥, thousands separators and two decimals. */
const cell = (f: number) => `¥${yuan(f)}`;

async function open(route: string): Promise<void> {
  await page.goto(`/#/platform-manage/${route}`);
  await expect(rows(route).first()).toBeVisible();
}

let cancelledOrder = '';
let balanceAfter = 0;

test('a cost rule created in 费用策略 is listed, reviewed and then in force', async () => {
  const id = 'system-manage/expense-strategy';
  await open(id);
  await pane(id).getByRole('button', { name: /新增策略/ }).click();
  const form = formDialog();
  await form.getByLabel('策略名称').fill(RULE);
  await form.getByRole('radio', { name: '企业用户' }).check({ force: true });
  await form.getByLabel('门槛金额（元）').fill('1000');
  await form.getByLabel('赠送比例（%）').fill('5');
  for (const [label, date] of [['生效日期', '2020-01-01'], ['截止日期', '2099-12-31']] as const) {
    await form.getByLabel(label).click();
    await form.getByLabel(label).fill(date);
    await form.getByLabel(label).press('Enter');
  }
  await form.getByRole('button', { name: /确\s?定/ }).click();
  await expect(page.getByText('操作成功').first()).toBeVisible();

  await pane(id).getByLabel('策略名称', { exact: true }).fill(RULE);
  await pane(id).getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows(id)).toHaveCount(1);
  const row = rows(id).first();
  await expect(row).toContainText('待审核');
  await expect(row).toContainText('¥1,000.00');
  await expect(row).toContainText('5%');

  await row.getByRole('button', { name: /审\s?核/ }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '审核结果' });
  await dialog.getByRole('radio', { name: '通过' }).check({ force: true });
  await dialog.getByLabel('审核意见').fill('同意，年内有效');
  await dialog.getByRole('button', { name: /确\s?认/ }).click();
  await expect(row).toContainText('已生效');
  await expect(row).toContainText('同意，年内有效');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cost-expense-strategy.png` });
});

test('an unpaid order of the enterprise customer is cancelled: it shows 已取消 in the list and its detail', async () => {
  const id = 'cost-manage/order-management';
  await open(id);
  await pane(id).getByLabel('登录账号', { exact: true }).fill('enterprise');
  await pane(id).getByRole('button', { name: /查\s?询/ }).click();
  // The filtered answer is shown (a row picked from the list before it came was another
  // customer's, cancelled and then gone from the filtered list: a full run on 2026-11-26).
  await expect(rows(id).filter({ hasNotText: 'enterprise' })).toHaveCount(0);
  const unpaid = rows(id).filter({ hasText: '待支付' }).filter({ hasText: 'enterprise' }).first();
  await expect(unpaid).toBeVisible();
  cancelledOrder = (await unpaid.locator('td').first().innerText()).trim();
  expect(cancelledOrder).toMatch(/^DD\d+$/);
  await unpaid.getByRole('button', { name: /取消订单/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确认取消该订单吗？' });
  await confirm.getByRole('button', { name: /确\s?认/ }).click();
  const row = rows(id).filter({ hasText: cancelledOrder });
  await expect(row).toContainText('已取消');
  await expect(row.getByRole('button', { name: /取消订单/ })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cost-order-management.png` });

  await row.getByText(cancelledOrder).click();
  await expect(page).toHaveURL(/order-management-detail/);
  const detail = active();
  await expect(detail).toContainText(cancelledOrder);
  await expect(detail).toContainText('已取消');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cost-order-detail.png` });
});

test('订单管理’s 合作伙伴订单 tab lists the partner accounts’ orders only, kept in the address', async () => {
  const id = 'cost-manage/order-management';
  await open(id);
  await pane(id).getByRole('tab', { name: '合作伙伴订单' }).click();
  await expect(page).toHaveURL(/order-management\?view=partner$/);
  await expect(pane(id).getByRole('tab', { name: '合作伙伴订单' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(id).first()).toContainText('partner');
  await expect(rows(id).filter({ hasNotText: 'partner' })).toHaveCount(0);
});

test('the operator recharges the enterprise account; the rule’s gift is added; the customer sees the same balance and lines', async () => {
  const id = 'cost-manage/coin-recharge';
  // 客户充值 is a list page: the records of 后台充值 (the seeded ones first), and 为客户充值 opens the form.
  await open(id);
  await pane(id).getByRole('button', { name: '为客户充值' }).click();
  const form = formDialog();
  await expect(form).toContainText('为客户充值');
  // The picker lists each account with its balance; a stopped one is greyed out and says why.
  await form.getByLabel('客户', { exact: true }).click();
  const options = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
  await expect(options.filter({ hasText: '（disabled）' })).toHaveClass(/ant-select-item-option-disabled/);
  await expect(options.filter({ hasText: '（disabled）' })).toContainText('虚拟币账户已停用');
  const enterprise = options.filter({ hasText: '（enterprise）' });
  await expect(enterprise).toContainText(/余额 ¥[\d,]+\.\d{2}/);
  await enterprise.click();
  // The chosen customer's balance under the picker, beside the amount.
  const balance = form.locator('.hpc-lookup-fact').filter({ hasText: '当前余额' });
  await expect(balance).toHaveText(/¥[\d,]+\.\d{2}$/);
  const before = fen(await balance.innerText());

  const amount = form.getByLabel('充值金额（元）');
  await amount.fill('12.345');
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  await expect(form.getByText('充值金额（元）最多保留两位小数')).toBeVisible();
  await expect(amount).toHaveValue('12.345');

  await amount.fill('2000');
  await form.getByLabel('备注').fill('对公转账到账');
  await page.getByRole('dialog').getByRole('button', { name: /确\s?定/ }).click();
  balanceAfter = before + 200_000 + 10_000;
  // The answer is read back on the page: credited, the gift by which rule, the new balance.
  const result = pane(id).locator('.hpc-list-create-result');
  await expect(result).toContainText('充值成功');
  await expect(result).toContainText(`到账 2,000.00 元，按「${RULE}」赠送 100.00 元，当前余额 ${yuan(balanceAfter)} 元`);
  const record = rows(id).first();
  await expect(record).toContainText('enterprise');
  await expect(record).toContainText('¥2,000.00');
  await expect(record).toContainText(RULE);
  await expect(record).toContainText(`¥${yuan(balanceAfter)}`);
  await expect(record).toContainText('对公转账到账');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cost-coin-recharge.png`, fullPage: true });

  await open('cost-manage/virtual-coin');
  await pane('cost-manage/virtual-coin').getByLabel('登录账号', { exact: true }).fill('enterprise');
  await pane('cost-manage/virtual-coin').getByRole('button', { name: /查\s?询/ }).click();
  await expect(rows('cost-manage/virtual-coin')).toHaveCount(1);
  await expect(rows('cost-manage/virtual-coin').first()).toContainText(cell(balanceAfter));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cost-virtual-coin.png` });

  // The customer: sign out, sign in as enterprise (the demo data stays).
  await page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await page.goto('/#/login');
  await submitLogin(page, 'enterprise', 'ent123456');
  await expect(page).toHaveURL(/#\/application-admin\//);

  await page.goto('/#/application-admin/expense-center/my-account');
  // 我的账户's 账户余额 card.
  await expect(active().locator('.ant-statistic').filter({ has: page.getByText('账户余额（元）', { exact: true }) }).locator('.ant-statistic-content')).toHaveText(new RegExp(`${yuan(balanceAfter).replace(/\./, '\\.')}$`));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cost-customer-my-account.png` });

  await page.goto('/#/application-admin/expense-center/record-detail');
  const lines = active().locator('.hpc-list-table tbody tr.hpc-list-row');
  await expect(lines.first()).toContainText(`充值赠送：${RULE}`);
  await expect(lines.first()).toContainText('+100.00');
  await expect(lines.first()).toContainText(yuan(balanceAfter));
  await expect(lines.nth(1)).toContainText('后台充值');
  await expect(lines.nth(1)).toContainText('对公转账到账');
  await expect(lines.nth(1)).toContainText('+2,000.00');
  await expect(lines.nth(1)).toContainText(yuan(balanceAfter - 10_000));
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cost-customer-record-detail.png`, fullPage: true });

  await page.goto('/#/application-admin/expense-center/my-order');
  await expect(active().locator('.hpc-list-table tbody tr.hpc-list-row').filter({ hasText: cancelledOrder })).toContainText('已取消');
});
