/**
 * What block pages read from an answer and how they show it (src/renderer/blocks/blockValues.ts,
 * chartBlockOption.ts) and the `{field}` templates they fill (src/contract/textTemplate.ts).
 */
import { describe, expect, it } from 'vitest';
import type { ChartBlock } from '../../../src/pageLanguage/blocks';
import { fillTemplate, templateFields } from '../../../src/contract/textTemplate';
import { figureOf, formatBlockValue, formatBytes, itemsOf, withUnit } from '../../../src/renderer/blocks/blockValues';
import { chartBlockOption, isEmptyChart } from '../../../src/renderer/blocks/chartBlockOption';

const answer = { start: '2026-10-29', end: '2026-11-27', total: 12345.678, stat: { cost: '88.5' }, records: [{ date: '2026-11-26', cpu: 3, gpu: 1 }, { date: '2026-11-27', cpu: 4.5, gpu: 0 }, 'noise'] };

describe('templates', () => {
  it('fill dot paths with text and numbers; a missing or non-text field leaves its place empty', () => {
    expect(fillTemplate('{start} 至 {end} 累计核时', answer)).toBe('2026-10-29 至 2026-11-27 累计核时');
    expect(fillTemplate('费用 {stat.cost} 元，{missing}{records}', answer)).toBe('费用 88.5 元，');
    expect(templateFields('/category?industry={key}&x={a.b}')).toEqual(['key', 'a.b']);
    expect(templateFields('纯文本')).toEqual([]);
  });

  it('never turn the record into markup: the text is filled as is', () => {
    expect(fillTemplate('{name}', { name: '<img src=x onerror=alert(1)>' })).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('figures and items', () => {
  it('read a number by path, a numeric string, or the count of an array', () => {
    expect(figureOf(answer, 'total')).toBe(12345.678);
    expect(figureOf(answer, 'stat.cost')).toBe(88.5);
    expect(figureOf(answer, 'length:records')).toBe(3);
    expect(figureOf(answer, 'start')).toBeUndefined();
    expect(figureOf(answer, 'length:total')).toBeUndefined();
  });

  it('keep only the objects of an array', () => {
    expect(itemsOf(answer, 'records')).toHaveLength(2);
    expect(itemsOf(answer, 'total')).toEqual([]);
  });

  it('format like every list: separators, two decimals for money and decimals, none for integers, "-" for nothing', () => {
    expect(formatBlockValue(1234567.891, 'money')).toBe('1,234,567.89');
    expect(formatBlockValue(12345.678, 'decimal')).toBe('12,345.68');
    expect(formatBlockValue(12345.678, 'decimal', 1)).toBe('12,345.7');
    expect(formatBlockValue(12345.4, 'integer')).toBe('12,345');
    expect(formatBlockValue(undefined, 'decimal')).toBe('-');
    expect(formatBlockValue('VASP')).toBe('VASP');
    expect(formatBlockValue(null)).toBe('-');
  });
});

interface AxisOption { xAxis: { data: string[] }; yAxis: unknown; series: Record<string, unknown>[]; legend: { data: string[] } }

describe('chart options', () => {
  const items = itemsOf(answer, 'records');
  const chart: ChartBlock = {
    type: 'chart', source: 's', title: '每日核时', chart: 'bar', items: 'records', category: 'date', categoryFrom: 5, axisName: '核时', rightAxisName: '卡时',
    series: [{ name: 'CPU 核时', field: 'cpu', stack: 'all' }, { name: 'GPU 卡时', field: 'gpu', kind: 'line', axis: 'right', area: true }],
  };

  it('one category per item, one series per field, a second axis on the right, stacks and areas', () => {
    const option = chartBlockOption(chart, items, ['#1677ff']) as unknown as AxisOption;
    expect(option.xAxis.data).toEqual(['11-26', '11-27']);
    expect(option.yAxis).toEqual([{ type: 'value', name: '核时' }, { type: 'value', name: '卡时' }]);
    expect(option.series[0]).toMatchObject({ type: 'bar', name: 'CPU 核时', data: [3, 4.5], stack: 'all', yAxisIndex: 0 });
    expect(option.series[1]).toMatchObject({ type: 'line', name: 'GPU 卡时', data: [1, 0], yAxisIndex: 1, areaStyle: { opacity: 0.15 } });
    expect(option.legend.data).toEqual(['CPU 核时', 'GPU 卡时']);
  });

  it('a pie of one series; nothing to draw when there are no items or every slice is zero', () => {
    const pie: ChartBlock = { ...chart, chart: 'pie', categoryFrom: undefined, series: [{ name: '核时', field: 'cpu' }] };
    const option = chartBlockOption(pie, items, ['#1677ff']) as unknown as { series: { data: unknown }[] };
    expect(option.series[0]!.data).toEqual([{ name: '2026-11-26', value: 3 }, { name: '2026-11-27', value: 4.5 }]);
    expect(isEmptyChart(pie, items)).toBe(false);
    expect(isEmptyChart({ ...pie, series: [{ name: 'GPU', field: 'gpu' }] }, [{ date: 'a', gpu: 0 }])).toBe(true);
    expect(isEmptyChart(chart, [])).toBe(true);
  });
});

describe('file sizes and answers that are arrays', () => {
  it('shows bytes as they are and larger sizes in KB, MB, GB with two decimals', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1,023 B');
    expect(formatBytes(4096)).toBe('4.00 KB');
    expect(formatBytes(5_242_880 + 150 * 1024)).toBe('5.15 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.00 GB');
    expect(formatBlockValue(4096, 'bytes')).toBe('4.00 KB');
    expect(formatBlockValue(null, 'bytes')).toBe('-');
  });

  it('reads `.` as the answer itself', () => {
    expect(itemsOf([{ id: 1 }, 'x', { id: 2 }], '.')).toEqual([{ id: 1 }, { id: 2 }]);
    expect(itemsOf({ records: [] }, '.')).toEqual([]);
  });
});

describe('a value with its unit', () => {
  it('puts % and ‰ on the number, a word or symbol after a space, nothing after "-"', () => {
    expect(withUnit('82.8', '%')).toBe('82.8%');
    expect(withUnit('3', '‰')).toBe('3‰');
    expect(withUnit('64', '核')).toBe('64 核');
    expect(withUnit('12.00', 'GB')).toBe('12.00 GB');
    expect(withUnit('-', '%')).toBe('-');
    expect(withUnit('7', undefined)).toBe('7');
  });
});
