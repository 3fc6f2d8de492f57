import { Card, DatePicker, Empty, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useAsyncData } from '../../../core/async/useAsyncData';
import type { DashboardChartOption } from '../../../renderer/dashboard/resolveDashboard';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { Spinner } from '../../../ui/Spinner';
import '../../../ui/dayjsZhCn';
import { workbenchApi, type AppStatRow, type CurvePoint } from '../api/workbenchApi';
import { formatYuan } from '../../../contract/money';
import '../workbench.css';

const Chart = lazy(() => import('../../../renderer/dashboard/DashboardChart'));
const FORMAT = 'YYYY-MM-DD';

/** 应用统计 (view "app": usage per application) and 资源统计 (view "resource": the cpu-hour curve), each with the table behind the chart. */
export default function StatsModule({ view }: { view?: unknown }) {
  // Empty until the user picks: the server answers the 30 days up to the latest usage, and says which.
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const start = range ? range[0].format(FORMAT) : '';
  const end = range ? range[1].format(FORMAT) : '';
  const picker = (shown: { start: string; end: string } | null) => (
    <DatePicker.RangePicker aria-label="统计日期" allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      value={range ?? (shown ? [dayjs(shown.start), dayjs(shown.end)] : null)}
      onChange={(v) => { if (v?.[0] && v[1]) setRange([v[0], v[1]]); }} />
  );
  return view === 'resource' ? <ResourceStat start={start} end={end} picker={picker} /> : <AppStat start={start} end={end} picker={picker} />;
}

interface Props { start: string; end: string; picker: (shown: { start: string; end: string } | null) => React.ReactNode }

function AppStat({ start, end, picker }: Props) {
  const stat = useAsyncData(`app-stat|${start}|${end}`, () => workbenchApi.appStat(start, end));
  if (stat.state.status === 'error') return <ErrorPanel title="应用统计加载失败" detail={stat.state.message} onRetry={stat.reload} />;
  const rows = stat.state.status === 'ready' ? stat.state.data.records : [];
  const shown = stat.state.status === 'ready' ? stat.state.data : null;
  const option: DashboardChartOption = {
    tooltip: { trigger: 'axis' }, grid: { left: 56, right: 56, top: 48, bottom: 56 }, legend: { top: 0, data: ['核时', '作业数'] },
    xAxis: { type: 'category', data: rows.map((r) => r.appName), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0 } },
    yAxis: [{ type: 'value', name: '核时' }, { type: 'value', name: '作业数' }],
    series: [{ name: '核时', type: 'bar', data: rows.map((r) => r.coreHours) }, { name: '作业数', type: 'line', yAxisIndex: 1, data: rows.map((r) => r.jobs) }],
  };
  return (
    <div className="wb-page">
      <Card title="应用统计" extra={picker(shown)}>
        {rows.length === 0 && stat.state.status === 'ready' ? <Empty description="该时间段内没有应用使用记录" /> : <Suspense fallback={<Spinner />}><Chart option={option} height={320} /></Suspense>}
      </Card>
      <Card title="应用使用明细">
        <Table<AppStatRow> rowKey="appName" loading={stat.state.status === 'loading'} dataSource={rows} pagination={false} columns={[
          { title: '应用', dataIndex: 'appName' },
          { title: '作业数', dataIndex: 'jobs', align: 'right' },
          { title: '核时', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toFixed(2) },
          { title: '估算费用（元）', dataIndex: 'cost', align: 'right', render: (v: number) => formatYuan(v) },
        ]} />
      </Card>
    </div>
  );
}

function ResourceStat({ start, end, picker }: Props) {
  const curve = useAsyncData(`curve|${start}|${end}`, () => workbenchApi.curve(start, end));
  if (curve.state.status === 'error') return <ErrorPanel title="资源统计加载失败" detail={curve.state.message} onRetry={curve.reload} />;
  const data = curve.state.status === 'ready' ? curve.state.data : { start, end, total: 0, records: [] as CurvePoint[] };
  const option: DashboardChartOption = {
    tooltip: { trigger: 'axis' }, grid: { left: 56, right: 24, top: 48, bottom: 32 }, legend: { top: 0, data: ['CPU 核时', 'GPU 卡时'] },
    xAxis: { type: 'category', data: data.records.map((d) => d.date.slice(5)) }, yAxis: { type: 'value', name: '核时' },
    series: [
      { name: 'CPU 核时', type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: data.records.map((d) => d.cpu) },
      { name: 'GPU 卡时', type: 'line', smooth: true, data: data.records.map((d) => d.gpu) },
    ],
  };
  return (
    <div className="wb-page">
      <Card title="资源统计" extra={picker(curve.state.status === 'ready' ? data : null)}>
        <Statistic title={`${data.start} 至 ${data.end} 累计核时`} value={data.total.toFixed(2)} suffix="核时" />
        <Suspense fallback={<Spinner />}><Chart option={option} height={320} /></Suspense>
      </Card>
      <Card title="每日核时明细">
        <Table<CurvePoint> rowKey="date" size="small" loading={curve.state.status === 'loading'} dataSource={[...data.records].reverse()} pagination={{ pageSize: 10, showTotal: (t) => `共 ${t} 天` }} columns={[
          { title: '日期', dataIndex: 'date' },
          { title: 'CPU 核时', dataIndex: 'cpu', align: 'right', render: (v: number) => v.toFixed(2) },
          { title: 'GPU 卡时', dataIndex: 'gpu', align: 'right', render: (v: number) => v.toFixed(2) },
          { title: '合计', dataIndex: 'coreHours', align: 'right', render: (v: number) => v.toFixed(2) },
        ]} />
      </Card>
    </div>
  );
}
