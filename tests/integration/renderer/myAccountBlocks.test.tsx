/**
 * 我的账户 as a block page over coin-account my-account: the balances as money, the warning and
 * the arrears notices only while they hold, the balance warning form (the entity's rules in
 * Chinese, what was typed kept, PUT warn, the page read again) and the packages' usage bars.
 */
import { describe, expect, it } from 'vitest';
import { http } from '../../../src/core/http/client';
import { recordRequests } from '../../support/requestLog';
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { renderPage } from './detailHarness';

const OM = '/api/operation-management/v1';
const PAGE = 'application-admin/expense-center/my-account';
const requests = recordRequests();

interface Account { balance: number; arrears: number; monthSpend: number; totalRecharge: number; warnEnabled: boolean; warnAmount: number; warning: boolean; packages: { orderNo: string; packageName: string; usedCoreHours: number }[] }
const account = async () => (await http.get<{ data: Account }>(`${OM}/coin-account/my-account`, { silent: true, loading: false })).data;
const money = (value: number) => value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function card(title: string): string {
  const statistic = screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
  return statistic.querySelector('.ant-statistic-content')!.textContent ?? '';
}

describe('我的账户', () => {
  it('shows the ledger’s figures as money, and the packages with their usage', async () => {
    await renderPage(PAGE, { user: 'enterprise' });
    await screen.findByRole('button', { name: /充\s?值/ }, { timeout: 8000 });
    const data = await account();
    await waitFor(() => expect(card('账户余额（元）')).toBe(money(data.balance)));
    expect(card('欠费金额（元）')).toBe(money(data.arrears));
    expect(card('本月支出（元）')).toBe(money(data.monthSpend));
    expect(card('累计充值（元）')).toBe(money(data.totalRecharge));
    expect(data.packages.length, 'the enterprise owns packages in the demo').toBeGreaterThan(0);
    const table = screen.getByText('应用套餐').closest('.ant-card') as HTMLElement;
    const first = data.packages[0]!;
    const row = within(table).getByText(first.orderNo).closest('tr') as HTMLElement;
    expect(within(row).getByRole('progressbar', { name: `已用 ${money(first.usedCoreHours)} 核时` })).toBeInTheDocument();
  });

  it('warns below the warning amount and tells of unpaid bills, only while they hold', async () => {
    await renderPage(PAGE, { user: 'enterprise' });
    await screen.findByRole('button', { name: /充\s?值/ }, { timeout: 8000 });
    const data = await account();
    await waitFor(() => expect(card('账户余额（元）')).toBe(money(data.balance)), { timeout: 8000 });
    expect(screen.queryByText(/账户余额已低于预警金额/) !== null, 'the warning shows exactly when the ledger says so').toBe(data.warning);
    expect(screen.queryByText(/您有未结清账单共/) !== null).toBe(data.arrears > 0);
    // Set the warning above the balance through the form: once saved, the page reads the account again and warns.
    const above = ((Math.round(data.balance * 100) + 100_000) / 100).toFixed(2);
    fireEvent.change(await screen.findByLabelText(/预警金额（元）/, {}, { timeout: 8000 }), { target: { value: above } });
    const enabled = screen.getByRole('switch', { name: /余额预警/ });
    if (enabled.getAttribute('aria-checked') !== 'true') fireEvent.click(enabled);
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText(`账户余额已低于预警金额 ${money(Number(above))} 元，请及时充值，以免影响作业运行。`, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('the warning form refuses three decimals in Chinese, keeps what was typed, and saves through PUT warn', async () => {
    const { notices } = await renderPage(PAGE, { user: 'enterprise' });
    const amount = (await screen.findByLabelText(/预警金额（元）/, {}, { timeout: 8000 })) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText(/最多保留两位小数/)).toBeInTheDocument();
    expect(amount.value).toBe('12.345');
    expect(requests).not.toContain(`PUT ${OM}/coin-account/warn`);
    fireEvent.change(amount, { target: { value: '321.5' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(notices).toContainEqual({ level: 'success', text: '预警设置已保存' }), { timeout: 8000 });
    expect(requests).toContain(`PUT ${OM}/coin-account/warn`);
    expect((await account()).warnAmount).toBe(321.5);
    // The page reads the account again after the save.
    await waitFor(() => expect(requests.filter((r) => r === `GET ${OM}/coin-account/my-account`).length).toBeGreaterThanOrEqual(3));
  });
});
