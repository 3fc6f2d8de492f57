/**
 * What a dashboard shows, from its config and the stats answer: card values by dot path, and
 * chart options (echarts) from series of { name, value }. Pure: the page and the tests share it.
 */
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { ChartConfig, StatCard } from '../../pageLanguage/pageConfig';
import { numberOf } from '../../contract/numberFormat';
import { readPath } from '../../contract/readPath';

/** The option shape of the charts registered in DashboardChart.tsx (type only: no runtime import). */
export type DashboardChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | PieSeriesOption | GridComponentOption | TooltipComponentOption | LegendComponentOption
>;

/** Chart colours after the theme's primary one: antd's preset colours, distinct on white. */
export const CHART_PALETTE_REST = ['#52c41a', '#faad14', '#13c2c2', '#722ed1', '#eb2f96', '#fa541c', '#2f54eb'] as const;

export interface SeriesPoint {
  name: string;
  value: number;
}

/** A card's value; undefined when the answer has none at the card's path (shown as "-"). */
export function cardValue(answer: unknown, card: StatCard): number | undefined {
  return numberOf(readPath(answer, card.value));
}

/** A card's value as text: its decimals (`toFixed`), or "-" when there is no value. */
export function formatCardValue(value: number | undefined, card: StatCard): string {
  if (value === undefined) return '-';
  return card.toFixed !== undefined ? value.toFixed(card.toFixed) : String(value);
}

/** The chart's points: items with a name and a numeric value; anything else is left out. */
export function readSeries(answer: unknown, path: string): SeriesPoint[] {
  const raw = readPath(answer, path);
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, value } = item as { name?: unknown; value?: unknown };
    const number = numberOf(value);
    return (typeof name === 'string' || typeof name === 'number') && number !== undefined ? [{ name: String(name), value: number }] : [];
  });
}

/** A series with nothing to draw (no points, or only zeros on a pie) shows 暂无数据 instead. */
export function isEmptySeries(chart: ChartConfig, points: readonly SeriesPoint[]): boolean {
  return points.length === 0 || (chart.type === 'pie' && points.every((p) => p.value === 0));
}

const AXIS_GRID: GridComponentOption = { left: 8, right: 16, top: 24, bottom: 8, containLabel: true };

/** The echarts option of a chart; `color` is the palette (the theme's primary colour first). */
export function chartOption(chart: ChartConfig, points: readonly SeriesPoint[], color: readonly string[]): DashboardChartOption {
  if (chart.type === 'pie') {
    return {
      color: [...color],
      tooltip: { trigger: 'item', formatter: '{b}：{c}（{d}%）' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', name: chart.title, radius: ['40%', '65%'], center: ['50%', '45%'], data: points.map((p) => ({ ...p })), label: { formatter: '{b} {d}%' } }],
    };
  }
  const names = points.map((p) => p.name);
  const values = points.map((p) => p.value);
  const series: LineSeriesOption | BarSeriesOption = chart.type === 'line'
    ? { type: 'line', name: chart.title, data: values, smooth: true, areaStyle: { opacity: 0.12 } }
    : { type: 'bar', name: chart.title, data: values, barMaxWidth: 40 };
  return {
    color: [...color],
    tooltip: { trigger: 'axis' },
    grid: AXIS_GRID,
    xAxis: { type: 'category', data: names, boundaryGap: chart.type === 'bar' },
    yAxis: { type: 'value' },
    series: [series],
  };
}
