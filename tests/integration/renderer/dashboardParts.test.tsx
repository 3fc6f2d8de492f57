/**
 * A dashboard's further parts (`parts`): each reads its own operation and shows its numbers, and
 * only to a caller holding one of that operation's grants — the overview's platform stats
 * (platform-should-money, allocation-bill-stat under 账单管理; platform-real-owe-money,
 * user-invest-stat under 虚拟币管理) and 应用统计's 套餐统计 (set-stat).
 */
import { describe, expect, it, vi } from 'vitest';
import { http } from '../../../src/core/http/client';
import { screen, waitFor, within } from '../../support/testingLibrary';
import { renderPage } from './detailHarness';
import { recordRequests } from '../../support/requestLog';

// jsdom cannot draw on a canvas: echarts-for-react's core component is replaced by a probe.
vi.mock('echarts-for-react/lib/core', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('div', { 'data-testid': 'echarts' }) };
});

const OM = '/api/operation-management/v1';
const OVERVIEW = 'application-admin/application-center';
const PLATFORM = ['platform-should-money', 'allocation-bill-stat', 'platform-real-owe-money', 'user-invest-stat'].map((path) => `GET ${OM}/${path}`);

const requests = recordRequests();

/** The data of a stats answer, read as the signed-in caller. */
async function answer(path: string): Promise<Record<string, number>> {
  return (await http.get<{ data: Record<string, number> }>(`${OM}/${path}`, { silent: true, loading: false })).data;
}

/** The value shown on the card titled `title` within the part headed `part`. */
async function cardIn(part: string, title: string): Promise<string> {
  const region = await screen.findByRole('region', { name: part }, { timeout: 8000 });
  let text = '';
  await waitFor(() => {
    const statistic = within(region).getByText(title).closest('.ant-statistic') as HTMLElement;
    text = statistic.querySelector('.ant-statistic-content')!.textContent ?? '';
    expect(text).not.toBe('-');
  }, { timeout: 8000 });
  return text;
}

/** A number as antd's Statistic shows it: grouped by thousands, with the card's decimals. */
const grouped = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const yuan = (value: number) => `${grouped(value, 2)}元`;

describe('概览 shows the platform stats to those who may read them', () => {
  it('a caller holding every code sees all four parts, each from its own call, with the numbers the backend answers', async () => {
    await renderPage(OVERVIEW);
    expect(await cardIn('应收账款', '应收金额')).toBe(yuan((await answer('platform-should-money')).total!));
    expect(await cardIn('应收账款', '账单数')).toBe(`${grouped((await answer('platform-should-money')).bills!)}张`);
    expect(await cardIn('账单分摊', '分摊账单合计')).toBe(yuan((await answer('allocation-bill-stat')).total!));
    expect(await cardIn('实际欠费', '欠费客户')).toBe(`${grouped((await answer('platform-real-owe-money')).customers!)}个`);
    const invest = await answer('user-invest-stat');
    expect(await cardIn('用户充值', '充值总额')).toBe(yuan(invest.total!));
    expect(await cardIn('用户充值', '充值笔数')).toBe(`${grouped(invest.count!)}笔`);
    expect(invest.count, 'the demo has recharges to show').toBeGreaterThan(0);
    for (const call of PLATFORM) expect(requests, call).toContain(call);
    expect(within(screen.getByRole('region', { name: '用户充值' })).getByText('每月充值金额（元）')).toBeInTheDocument();
  });

  it('a caller with the overview code only sees the personal cards and makes none of the platform calls', async () => {
    await renderPage(OVERVIEW, { codes: ['work-overview-look'] });
    await waitFor(() => expect(requests).toContain(`GET ${OM}/account-stat`), { timeout: 8000 });
    await screen.findByText('运行中作业');
    for (const part of ['应收账款', '账单分摊', '实际欠费', '用户充值']) expect(screen.queryByRole('region', { name: part }), part).toBeNull();
    expect(requests.filter((r) => PLATFORM.includes(r))).toEqual([]);
  });

  it('the bill code opens the bill parts only; the virtual-coin code the arrears and recharges only', async () => {
    await renderPage(OVERVIEW, { codes: ['work-overview-look', 'bill-management-look'] });
    await cardIn('应收账款', '应收金额');
    await cardIn('账单分摊', '分摊账单合计');
    expect(screen.queryByRole('region', { name: '实际欠费' })).toBeNull();
    expect(screen.queryByRole('region', { name: '用户充值' })).toBeNull();
    expect(requests).not.toContain(`GET ${OM}/user-invest-stat`);
  });

  it('the virtual-coin code alone opens 实际欠费 and 用户充值', async () => {
    await renderPage(OVERVIEW, { codes: ['work-overview-look', 'virtual-coin-look'] });
    await cardIn('实际欠费', '欠费合计');
    await cardIn('用户充值', '充值用户');
    expect(screen.queryByRole('region', { name: '应收账款' })).toBeNull();
    expect(requests).not.toContain(`GET ${OM}/platform-should-money`);
  });
});

describe('应用统计 reads 套餐统计 from set-stat', () => {
  it('the part’s cards show the set-stat answer', async () => {
    await renderPage('platform-manage/application/app-stat');
    const stat = await answer('application-manage/set-stat');
    expect(await cardIn('套餐统计', '套餐总数')).toBe(`${grouped(stat.total!)}个`);
    expect(await cardIn('套餐统计', '销售金额')).toBe(yuan(stat.saleAmount!));
    expect(await cardIn('套餐统计', '售出份数')).toBe(`${grouped(stat.saleCount!)}份`);
    expect(stat.total, 'the demo has packages').toBeGreaterThan(0);
    expect(requests).toContain(`GET ${OM}/application-manage/set-stat`);
  });
});
