/**
 * The echarts option of a chart block: one category per item, one series per value field (bars,
 * lines, stacks, a second axis on the right), or a pie of one series. Pure: the block and its
 * tests share it.
 */
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import type { ChartBlock } from '../../pageLanguage/blocks';
import type { DashboardChartOption } from '../dashboard/resolveDashboard';
import { numberOf } from '../../contract/numberFormat';
import type { BlockItem } from './blockValues';

function categoryOf(item: BlockItem, block: ChartBlock): string {
  const raw = item[block.category];
  const text = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
  return block.categoryFrom !== undefined ? text.slice(block.categoryFrom) : text;
}

const valueOf = (item: BlockItem, field: string): number => numberOf(item[field]) ?? 0;

/** Nothing to draw: no items, or a pie whose slices are all zero. */
export function isEmptyChart(block: ChartBlock, items: readonly BlockItem[]): boolean {
  if (items.length === 0) return true;
  return block.chart === 'pie' && items.every((item) => valueOf(item, block.series[0]!.field) === 0);
}

export function chartBlockOption(block: ChartBlock, items: readonly BlockItem[], color: readonly string[]): DashboardChartOption {
  const legend = block.series.length > 1 ? { top: 0, data: block.series.map((s) => s.name) } : undefined;
  if (block.chart === 'pie') {
    const series = block.series[0]!;
    return {
      color: [...color],
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', name: series.name, radius: ['40%', '65%'], center: ['50%', '45%'], label: { formatter: '{b} {d}%' },
        data: items.map((item) => ({ name: categoryOf(item, block), value: valueOf(item, series.field) })) }],
    };
  }
  const right = block.series.some((s) => s.axis === 'right');
  const categories = items.map((item) => categoryOf(item, block));
  const series = block.series.map((s): LineSeriesOption | BarSeriesOption => {
    const data = items.map((item) => valueOf(item, s.field));
    const yAxisIndex = s.axis === 'right' ? 1 : 0;
    return (s.kind ?? block.chart) === 'line'
      ? { type: 'line', name: s.name, data, yAxisIndex, smooth: true, ...(s.stack ? { stack: s.stack } : {}), ...(s.area ? { areaStyle: { opacity: 0.15 } } : {}) }
      : { type: 'bar', name: s.name, data, yAxisIndex, barMaxWidth: 40, ...(s.stack ? { stack: s.stack } : {}) };
  });
  return {
    color: [...color],
    tooltip: { trigger: 'axis' },
    ...(legend ? { legend } : {}),
    grid: { left: 8, right: 16, top: legend || block.axisName ? 40 : 24, bottom: 8, containLabel: true },
    // Long names (customers, applications) turn when many share the axis, instead of being skipped.
    xAxis: { type: 'category', data: categories, boundaryGap: block.chart === 'bar', axisLabel: { interval: 0, rotate: categories.length > 6 ? 30 : 0 } },
    yAxis: right
      ? [{ type: 'value', name: block.axisName }, { type: 'value', name: block.rightAxisName }]
      : { type: 'value', name: block.axisName },
    series,
  };
}
