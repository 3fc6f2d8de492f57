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
import { useMemo } from 'react';
import { usePrefersReducedMotion } from '../../core/theme/reducedMotion';
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

/** The option as drawn: no entry or update animation for a user who asked for less motion (WCAG 2.3.3). */
function drawnOption(option: DashboardChartOption, reducedMotion: boolean): DashboardChartOption {
  return reducedMotion ? { ...option, animation: false } : option;
}

export default function DashboardChart({ option, height }: DashboardChartProps) {
  const reducedMotion = usePrefersReducedMotion();
  const drawn = useMemo(() => drawnOption(option, reducedMotion), [option, reducedMotion]);
  return <ReactEChartsCore echarts={echartsApi} option={drawn} notMerge style={{ height, width: '100%' }} opts={{ renderer: 'canvas' }} />;
}
