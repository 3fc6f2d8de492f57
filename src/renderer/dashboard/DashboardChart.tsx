/**
 * One echarts chart. Only echarts' core and the parts the dashboards use are imported (line,
 * bar, pie; grid, tooltip, legend; canvas), with echarts-for-react's core component, so this
 * lazily loaded chunk holds only what is drawn (~190 KB gzipped with echarts 6; the full build is ~370 KB).
 */
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
// `use` renamed: it registers chart parts, it is not React's `use` hook.
import { dispose, getInstanceByDom, init, use as registerParts } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCoreImport from 'echarts-for-react/lib/core';
import type { DashboardChartOption } from './resolveDashboard';

/**
 * echarts-for-react ships CommonJS only (its esm/ folder holds no code). The production build
 * hands its `exports` object (with `default` inside) as the default import, vitest the class
 * itself: take whichever is the component.
 */
const ReactEChartsCore = ('default' in ReactEChartsCoreImport ? ReactEChartsCoreImport.default : ReactEChartsCoreImport) as typeof ReactEChartsCoreImport;

registerParts([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/**
 * What echarts-for-react's core component calls on the library; a namespace import of
 * echarts/core would keep every one of its exports in the chunk.
 */
const echartsApi = { init, getInstanceByDom, dispose };

export interface DashboardChartProps {
  option: DashboardChartOption;
  height: number;
}

export default function DashboardChart({ option, height }: DashboardChartProps) {
  return <ReactEChartsCore echarts={echartsApi} option={option} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
