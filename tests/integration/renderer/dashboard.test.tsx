import { screen, waitFor } from '../../support/testingLibrary';
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import type { HpcJobRecord } from '../../../mocks/store/seeds/hpcJobs';
import { formatBeijingDate, formatBeijingTime } from '../../../mocks/store/time';
import type { DashboardChartOption } from '../../../src/renderer/dashboard/resolveDashboard';
import { renderPage } from './detailHarness';

// jsdom cannot draw on a canvas: only echarts-for-react's core component is replaced, recording
// the option each chart is given (echarts itself still loads and registers its parts).
const drawn = vi.hoisted(() => [] as { option: unknown }[]);
vi.mock('echarts-for-react/lib/core', async () => {
  const { createElement } = await import('react');
  return {
    default: function EChartsProbe(props: { option: unknown }) {
      drawn.push({ option: props.option });
      return createElement('div', { 'data-testid': 'echarts' });
    },
  };
});

const PAGE = 'application-admin/application-center';
/** Only the overview's own code: the page shows its personal part alone (the platform parts need the
 * bill and virtual-coin codes; tests/integration/renderer/dashboardParts.test.tsx covers them). */
const PERSONAL = { codes: ['work-overview-look'] } as const;
const ACCOUNT_STAT_PATH = '/api/operation-management/v1/account-stat';
/** The statuses 作业状态分布 shows, in order. */
const JOB_STATUS_LABELS: Readonly<Record<HpcJobRecord['status'], string>> = { RUNNING: '运行中', PENDING: '排队中', COMPLETED: '已完成', FAILED: '失败' };
const jobs = () => mockControl.db.collection('hpcJobs');
const adminJobs = () => jobs().list().filter((job) => job.acc === 'hpc_admin');
const adminId = () => mockControl.db.collection('users').list().find((u) => u.userName === 'admin')!.id;

/** The value shown on the card titled `title` (antd Statistic: value then suffix). */
function card(title: string): string {
  const statistic = screen.getByText(title).closest('.ant-statistic') as HTMLElement;
  return statistic.querySelector('.ant-statistic-content')!.textContent ?? '';
}

/** The last option each chart (by its series name) was drawn with. */
function optionOf(title: string): DashboardChartOption {
  const found = [...drawn].reverse().find(({ option }) => {
    const series = (option as DashboardChartOption).series;
    return Array.isArray(series) && series[0]?.name === title;
  });
  if (!found) throw new Error(`chart ${title} was not drawn`);
  return found.option as DashboardChartOption;
}

function seriesData(option: DashboardChartOption): unknown[] {
  const series = option.series as { data: unknown[] }[];
  return series[0]!.data;
}

describe('dashboard renderer: 概览 (application-admin/application-center) against the mocks', () => {
  it('stat cards show the user\'s jobs, 核时, storage and balance with units and decimals', async () => {
    await renderPage(PAGE, PERSONAL);
    await waitFor(() => expect(card('运行中作业')).not.toBe('-'), { timeout: 8000 });
    const mine = adminJobs();
    expect(card('运行中作业')).toBe(`${mine.filter((j) => j.status === 'RUNNING').length}个`);
    expect(card('排队作业')).toBe(`${mine.filter((j) => j.status === 'PENDING').length}个`);
    const balance = mockControl.db.collection('coinAccounts').get(adminId())!.balance;
    // Thousands grouped, two decimals (toFixed 2), the unit after.
    expect(card('账户余额')).toBe(`${balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}元`);
    expect(card('本月核时')).toMatch(/^[\d,]+\.\d{2}核时$/);
    // The seeded home and scratch directories hold real bytes: a positive size in GB.
    expect(card('存储用量')).toMatch(/^[\d,]+\.\d{2}GB$/);
    expect(Number.parseFloat(card('存储用量'))).toBeGreaterThan(0);
  });

  it('the numbers follow the data: a new running job and a changed balance show on the next load', async () => {
    const before = adminJobs().filter((j) => j.status === 'RUNNING').length;
    const now = formatBeijingTime(Date.now());
    jobs().insert({
      jobId: '9999001', acc: 'hpc_admin', name: 'vasp_relax_新增', partition: 'gpu', status: 'RUNNING', cores: 16, coreHours: 12.5,
      submitTime: now, startTime: now,
    } satisfies Omit<HpcJobRecord, 'id'>);
    mockControl.db.collection('coinAccounts').update(adminId(), { balance: 1234.5 });
    await renderPage(PAGE, PERSONAL);
    await waitFor(() => expect(card('运行中作业')).toBe(`${before + 1}个`), { timeout: 8000 });
    expect(card('账户余额')).toBe('1,234.50元');
    // Today's point of the line holds the new job's 核时.
    await waitFor(() => expect(optionOf('近 7 日核时消耗')).toBeDefined());
    const line = optionOf('近 7 日核时消耗');
    const today = formatBeijingDate(Date.now()).slice(5);
    const labels = (line.xAxis as { data: string[] }).data;
    expect(labels).toHaveLength(7);
    expect(labels[6]).toBe(today);
    expect(seriesData(line)[6] as number).toBeGreaterThanOrEqual(12.5);
  });

  it('charts get echarts options built from the answer: line by day, bar per partition, pie per status', async () => {
    await renderPage(PAGE, PERSONAL);
    await waitFor(() => expect(screen.getAllByTestId('echarts')).toHaveLength(3), { timeout: 8000 });
    const mine = adminJobs();
    const line = optionOf('近 7 日核时消耗');
    expect((line.series as { type: string }[])[0]!.type).toBe('line');
    expect((line.xAxis as { type: string }).type).toBe('category');
    expect(seriesData(line).every((v) => typeof v === 'number')).toBe(true);

    const bar = optionOf('各分区作业数');
    expect((bar.series as { type: string }[])[0]!.type).toBe('bar');
    expect((bar.xAxis as { data: string[] }).data).toEqual(['cpu', 'gpu', 'fat']);
    expect(seriesData(bar)).toEqual(['cpu', 'gpu', 'fat'].map((p) => mine.filter((j) => j.partition === p).length));

    const pie = optionOf('作业状态分布');
    expect((pie.series as { type: string }[])[0]!.type).toBe('pie');
    expect(seriesData(pie)).toEqual(
      (Object.keys(JOB_STATUS_LABELS) as HpcJobRecord['status'][]).map((status) => ({ name: JOB_STATUS_LABELS[status], value: mine.filter((j) => j.status === status).length })),
    );
    // Each chart is described for screen readers by its title and points.
    expect(screen.getByRole('img', { name: /^作业状态分布：运行中 \d+/ })).toBeInTheDocument();
  });

  it('charts animate by default and not at all for a user who asked for less motion', async () => {
    await renderPage(PAGE, PERSONAL);
    await waitFor(() => expect(screen.getAllByTestId('echarts')).toHaveLength(3), { timeout: 8000 });
    expect(optionOf('近 7 日核时消耗').animation).not.toBe(false);
    const asked = (query: string) => query === '(prefers-reduced-motion: reduce)';
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      matches: asked(query), media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined,
      addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false,
    }));
    drawn.length = 0;
    await renderPage(PAGE, PERSONAL);
    await waitFor(() => expect(drawn.length).toBeGreaterThanOrEqual(3), { timeout: 8000 });
    for (const title of ['近 7 日核时消耗', '各分区作业数', '作业状态分布']) expect(optionOf(title).animation, title).toBe(false);
  });

  it('a series with nothing to show says 暂无数据 instead of drawing', async () => {
    for (const job of adminJobs()) jobs().remove(job.id);
    await renderPage(PAGE, PERSONAL);
    await waitFor(() => expect(card('运行中作业')).toBe('0个'), { timeout: 8000 });
    // No jobs: the status pie has no share to draw; the line and bar still show their zeros.
    const pieCard = screen.getByText('作业状态分布').closest('.ant-card') as HTMLElement;
    await waitFor(() => expect(pieCard).toHaveTextContent('暂无数据'));
    await waitFor(() => expect(screen.getAllByTestId('echarts')).toHaveLength(2));
    expect(seriesData(optionOf('各分区作业数'))).toEqual([0, 0, 0]);
  });

  it('a failing answer shows the error panel inside the page; 重试 loads the cards', async () => {
    mockControl.faults.set({ path: ACCOUNT_STAT_PATH, status: 500, times: 1 });
    const { user, notices } = await renderPage(PAGE, PERSONAL);
    expect(await screen.findByText('数据加载失败', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('500：服务器出错')).toBeInTheDocument();
    // The panel says it: no toast on top.
    expect(notices).toEqual([]);
    await user.click(screen.getByRole('button', { name: /重\s?试/ }));
    await waitFor(() => expect(card('运行中作业')).toMatch(/^\d+个$/), { timeout: 8000 });
  });
});
