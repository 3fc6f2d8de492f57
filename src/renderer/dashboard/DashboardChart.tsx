/**
 * One echarts chart. Only echarts' core and the parts the dashboards use are imported (line,
 * bar, pie; grid, tooltip, legend; canvas), with echarts-for-react's core component, so this
 * lazily loaded chunk stays small (the full builds are ~400 KB gzipped).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/lib/core';
import type { DashboardChartOption } from './resolveDashboard';

echarts.use([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export interface DashboardChartProps {
  option: DashboardChartOption;
  height: number;
}

export default function DashboardChart({ option, height }: DashboardChartProps) {
  return <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
