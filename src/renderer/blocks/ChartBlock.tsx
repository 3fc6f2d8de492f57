import { Card, Empty, Skeleton, theme } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import type { ChartBlock as ChartDeclaration } from '../../pageLanguage/blocks';
import { CHART_PALETTE_REST } from '../dashboard/resolveDashboard';
import type { BlockProps } from './blockProps';
import { itemsOf } from './blockValues';
import { chartBlockOption, isEmptyChart } from './chartBlockOption';

/** echarts is its own chunk (the dashboards' one): the other blocks show while it loads. */
const Chart = lazy(() => import('../dashboard/DashboardChart'));

export function ChartBlock({ block, answer, loading }: BlockProps<ChartDeclaration>) {
  const { token } = theme.useToken();
  const height = block.height ?? 300;
  const items = useMemo(() => itemsOf(answer, block.items), [answer, block.items]);
  const option = useMemo(() => chartBlockOption(block, items, [token.colorPrimary, ...CHART_PALETTE_REST]), [block, items, token.colorPrimary]);
  const skeleton = <Skeleton active paragraph={{ rows: 6 }} />;
  let body;
  if (loading) body = skeleton;
  else if (isEmptyChart(block, items)) body = <Empty className="hpc-block-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={block.empty ?? '暂无数据'} style={{ height }} />;
  else {
    // Read out for screen readers: the chart's canvas says nothing.
    const spoken = items.slice(0, 20).map((item) => `${String(item[block.category] ?? '')} ${block.series.map((s) => `${s.name} ${String(item[s.field] ?? 0)}`).join(' ')}`).join('，');
    body = <div role="img" aria-label={`${block.title}：${spoken}`}><Suspense fallback={skeleton}><Chart option={option} height={height} /></Suspense></div>;
  }
  return <Card title={block.title} className="hpc-block-chart">{body}</Card>;
}
