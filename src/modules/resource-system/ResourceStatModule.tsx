import { Card, DatePicker, Empty, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useAsyncData } from '../../core/async/useAsyncData';
import type { DashboardChartOption } from '../../renderer/dashboard/resolveDashboard';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { Spinner } from '../../ui/Spinner';
import '../../ui/dayjsZhCn';
import { resourceSystemApi, type StatRow, type StatScope } from './api';
import './resourceSystem.css';

const Chart = lazy(() => import('../../renderer/dashboard/DashboardChart'));
const FORMAT = 'YYYY-MM-DD';
const two = (v: number) => v.toFixed(2);

/**
 * 资源统计 of the management centre: core-hours by enterprise customer (scope "enterprise") or by
 * sub-centre ("subcenter") over a date range (default: the 30 days up to the latest usage), with
 * the daily curve, the partitions and the table behind the charts.
 */
export default function ResourceStatModule({ scope: given }: { scope?: unknown }) {
  const scope: StatScope = given === 'subcenter' ? 'subcenter' : 'enterprise';
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const start = range ? range[0].format(FORMAT) : '';
  const end = range ? range[1].format(FORMAT) : '';
  const stat = useAsyncData(`resource-stat|${scope}|${start}|${end}`, () => resourceSystemApi.stat(scope, start, end));
  if (stat.state.status === 'error') return <ErrorPanel title="资源统计加载失败" detail={stat.state.message} onRetry={stat.reload} />;
  const data = stat.state.status === 'ready' ? stat.state.data : null;
  const rows = data?.records ?? [];
  const who = scope === 'enterprise' ? '客户' : '分中心';
  const picker = (
    <DatePicker.RangePicker aria-label="统计日期" allowClear={false} disabledDate={(d) => d.isAfter(dayjs(), 'day')}
      value={range ?? (data ? [dayjs(data.start), dayjs(data.end)] : null)}
      onChange={(v) => { if (v?.[0] && v[1]) setRange([v[0], v[1]]); }} />
  );
  const byWho: DashboardChartOption = {
    tooltip: { trigger: 'axis' }, legend: { top: 0, data: ['CPU 核时', 'GPU 卡时'] }, grid: { left: 64, right: 24, top: 40, bottom: 72 },
    xAxis: { type: 'category', data: rows.map((r) => r.name), axisLabel: { interval: 0, rotate: rows.length > 4 ? 20 : 0 } },
    yAxis: { type: 'value', name: '核时' },
    series: [
      { name: 'CPU 核时', type: 'bar', stack: 'all', data: rows.map((r) => r.cpu) },
      { name: 'GPU 卡时', type: 'bar', stack: 'all', data: rows.map((r) => r.gpu) },
    ],
  };
  const byDay: DashboardChartOption = {
    tooltip: { trigger: 'axis' }, legend: { top: 0, data: ['CPU 核时', 'GPU 卡时'] }, grid: { left: 64, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: (data?.daily ?? []).map((d) => d.date.slice(5)) }, yAxis: { type: 'value', name: '核时' },
    series: [
      { name: 'CPU 核时', type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: (data?.daily ?? []).map((d) => d.cpu) },
      { name: 'GPU 卡时', type: 'line', smooth: true, data: (data?.daily ?? []).map((d) => d.gpu) },
    ],
  };
  const byPartition: DashboardChartOption = {
    tooltip: { trigger: 'item' }, legend: { bottom: 0 },
    series: [{ name: '分区核时', type: 'pie', radius: ['40%', '68%'], data: data?.partitions ?? [] }],
  };
  const empty = data !== null && rows.length === 0;
  return (
    <div className="rs-page">
      <Card title={`资源统计（${scope === 'enterprise' ? '企业' : '分中心'}）`} extra={picker}>
        <div className="rs-cards">
          <Statistic title="累计核时" value={data ? two(data.total) : '-'} suffix="核时" />
          <Statistic title="折算费用" value={data ? two(data.cost) : '-'} suffix="元" />
          <Statistic title="作业数" value={data?.jobs ?? '-'} suffix="个" />
          <Statistic title={`${who}数`} value={data ? rows.length : '-'} suffix="个" />
        </div>
      </Card>
      {empty ? <Card><Empty description="该时间段内没有核时消耗" /></Card> : (
        <>
          <Card title={`各${who}核时`}><Suspense fallback={<Spinner />}><Chart option={byWho} height={320} /></Suspense></Card>
          <div className="rs-charts">
            <Card title="每日核时"><Suspense fallback={<Spinner />}><Chart option={byDay} height={280} /></Suspense></Card>
            <Card title="分区核时占比"><Suspense fallback={<Spinner />}><Chart option={byPartition} height={280} /></Suspense></Card>
          </div>
        </>
      )}
      <Card title={`${who}核时明细`}>
        <Table<StatRow> rowKey="key" loading={stat.state.status === 'loading'} dataSource={rows} pagination={false} columns={[
          { title: who, dataIndex: 'name' },
          scope === 'enterprise' ? { title: '类型', dataIndex: 'type', width: 90 } : { title: '集群', dataIndex: 'type', width: 120 },
          ...(scope === 'subcenter' ? [{ title: '客户数', dataIndex: 'customers', align: 'right' as const }] : []),
          { title: '作业数', dataIndex: 'jobs', align: 'right' },
          { title: 'CPU 核时', dataIndex: 'cpu', align: 'right', render: two },
          { title: 'GPU 卡时', dataIndex: 'gpu', align: 'right', render: two },
          { title: '合计核时', dataIndex: 'coreHours', align: 'right', render: two },
          { title: '折算费用（元）', dataIndex: 'cost', align: 'right', render: two },
        ]} />
      </Card>
    </div>
  );
}
