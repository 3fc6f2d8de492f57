/**
 * Block pages (`kind: "blocks"`) through the mock backend: the industry page 数字政府 (a banner,
 * stat cards and card grids over one read of industry-module info), 应用统计 (a chart and a table
 * over a ranged read: the server's default range shown, a picked range read again), the guide
 * (sanitised rich text with 刷新), and a failing read (one error panel with 重试 for the blocks
 * sharing it) — and nobody sees a block whose read they may not make.
 */
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { http } from '../../../src/core/http/client';
import { recordRequests } from '../../support/requestLog';
import { fireEvent, screen, waitFor, within } from '../../support/testingLibrary';
import { renderPage } from './detailHarness';

// jsdom cannot draw on a canvas: echarts-for-react's core component is replaced by a probe.
vi.mock('echarts-for-react/lib/core', async () => {
  const { createElement } = await import('react');
  return { default: () => createElement('div', { 'data-testid': 'echarts' }) };
});

const OM = '/api/operation-management/v1';
const requests = recordRequests({ withQuery: true });

interface Industry { name: string; intro: string; appCount: number; useCount: number; apps: { appName: string; billingType: number; vendor: string; version: string; useCount: number }[]; solutions: { title: string }[]; cases: { customer: string }[] }
const grouped = (value: number, digits = 0) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('an industry page', () => {
  it('shows the banner, the counts, the solutions, the apps with their billing and the cases the server answers', async () => {
    await renderPage('platform/gov');
    await screen.findByRole('button', { name: '进入行业应用目录' }, { timeout: 8000 });
    const { data } = await http.get<{ data: Industry }>(`${OM}/industry-module/info`, { query: { industry: 'gov' }, silent: true, loading: false });
    expect(screen.getByRole('heading', { name: data.name })).toBeInTheDocument();
    expect(screen.getByText(data.intro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '进入行业应用目录' })).toBeInTheDocument();
    const apps = screen.getByText('行业应用', { selector: '.ant-statistic-title' }).closest('.ant-statistic') as HTMLElement;
    expect(apps.querySelector('.ant-statistic-content')!.textContent).toBe(`${grouped(data.appCount)}款`);
    expect(data.apps.length, 'the demo shows apps for 数字政府').toBeGreaterThan(0);
    const app = data.apps[0]!;
    const card = screen.getByText(app.appName).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText({ 1: '按核时', 2: '包年包月', 3: '免费' }[app.billingType]!)).toBeInTheDocument();
    expect(within(card).getByText(`${app.vendor} · v${app.version} · 使用 ${app.useCount} 次`)).toBeInTheDocument();
    for (const solution of data.solutions) expect(screen.getByText(solution.title)).toBeInTheDocument();
    for (const item of data.cases) expect(screen.getByText(item.customer)).toBeInTheDocument();
    // One read feeds all five blocks (the second call is the test's own).
    expect(requests.filter((r) => r.startsWith(`GET ${OM}/industry-module/info`))).toEqual([`GET ${OM}/industry-module/info?industry=gov`, `GET ${OM}/industry-module/info?industry=gov`]);
  });

  it('a failing read shows one error panel with 重试 for its blocks, and 重试 shows them', async () => {
    mockControl.faults.set({ path: `${OM}/industry-module/info`, status: 500, times: 1 });
    await renderPage('platform/gov');
    const retry = await screen.findByRole('button', { name: /重\s?试/ }, { timeout: 8000 });
    expect(screen.getAllByText('数据加载失败')).toHaveLength(1);
    fireEvent.click(retry);
    expect(await screen.findByRole('button', { name: '进入行业应用目录' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText('数据加载失败')).toBeNull();
  });
});

describe('a statistics page with a date range', () => {
  it('shows the range the server chose, the rows it answered, and reads again for a picked range', async () => {
    await renderPage('application-admin/application-statistics');
    const table = (await screen.findByText('应用使用明细', {}, { timeout: 8000 })).closest('.ant-card') as HTMLElement;
    const { data } = await http.get<{ data: { start: string; end: string; records: { appName: string; jobs: number; coreHours: number; cost: number }[] } }>(`${OM}/application-manage/application-stat`, { silent: true, loading: false });
    await waitFor(() => expect(table.querySelectorAll('tbody tr.ant-table-row')).toHaveLength(data.records.length), { timeout: 8000 });
    const top = data.records[0]!;
    expect([...table.querySelectorAll('tbody tr.ant-table-row')[0]!.querySelectorAll('td')].map((td) => td.textContent))
      .toEqual([top.appName, grouped(top.jobs), grouped(top.coreHours, 2), grouped(top.cost, 2)]);
    const [from, to] = screen.getAllByPlaceholderText(/^统计日期/) as HTMLInputElement[];
    await waitFor(() => expect([from!.value, to!.value]).toEqual([data.start, data.end]));
    expect(requests).toContain(`GET ${OM}/application-manage/application-stat`);

    // Pick the last day only (from and to): the read is made again with both dates.
    fireEvent.mouseDown(from!);
    fireEvent.click(from!);
    const day = () => document.querySelector(`.ant-picker-dropdown td[title="${data.end}"] .ant-picker-cell-inner`) as HTMLElement;
    await waitFor(() => expect(day()).toBeTruthy());
    fireEvent.click(day());
    fireEvent.click(day());
    await waitFor(() => expect(requests).toContain(`GET ${OM}/application-manage/application-stat?startDate=${data.end}&endDate=${data.end}`), { timeout: 8000 });
  });

  it('a caller who may not make the read sees none of its blocks and makes no call', async () => {
    await renderPage('application-admin/application-statistics', { codes: ['work-overview-look'] });
    await screen.findByRole('heading', { name: '应用统计' }, { timeout: 8000 });
    expect(screen.queryByText('应用使用明细')).toBeNull();
    expect(screen.queryByPlaceholderText(/^统计日期/), 'no range to pick for blocks it cannot see').toBeNull();
    expect(requests.filter((r) => r.includes('application-stat'))).toEqual([]);
  });
});

describe('the operation guide', () => {
  it('shows the guide sanitised, when it changed, and 刷新 reads it again', async () => {
    const guide = mockControl.db.collection('crud.operation-guide' as never) as unknown as { get(id: number): { content: string; updateTime: string } | undefined; update(id: number, patch: object): void };
    await renderPage('application-admin/operation-guide');
    await screen.findByRole('button', { name: /刷\s?新/ }, { timeout: 8000 });
    guide.update(1, { content: '<p><strong>提交作业前请先确认余额</strong></p><img src="x" onerror="window.__blockXss = 1"><script>window.__blockXss = 2</script>' });
    fireEvent.click(screen.getByRole('button', { name: /刷\s?新/ }));
    const strong = await screen.findByText('提交作业前请先确认余额', {}, { timeout: 8000 });
    const body = strong.closest('.hpc-rich-text') as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText(`更新于 ${guide.get(1)!.updateTime}`)).toBeInTheDocument();
    guide.update(1, { content: '<p>新版指南</p>' });
    fireEvent.click(screen.getByRole('button', { name: /刷\s?新/ }));
    expect(await screen.findByText('新版指南', {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
