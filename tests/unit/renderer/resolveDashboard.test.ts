import { describe, expect, it } from 'vitest';
import { cardValue, chartOption, formatCardValue, isEmptySeries, readSeries } from '../../../src/renderer/dashboard/resolveDashboard';

const answer = {
  code: 200,
  data: {
    jobs: { running: 3, pending: '2' },
    balance: 1234.5,
    bad: 'abc',
    trend: [{ name: '11-20', value: 12.5 }, { name: '11-21', value: '7' }, { name: 'x' }, null, { value: 3 }, { name: 5, value: 1 }],
    empty: [],
    zeros: [{ name: 'a', value: 0 }],
  },
};

describe('stat cards', () => {
  it('read numbers by dot path (numeric strings too); anything else is no value', () => {
    expect(cardValue(answer, { title: '运行中作业', value: 'data.jobs.running' })).toBe(3);
    expect(cardValue(answer, { title: '排队作业', value: 'data.jobs.pending' })).toBe(2);
    expect(cardValue(answer, { title: 'x', value: 'data.bad' })).toBeUndefined();
    expect(cardValue(answer, { title: 'x', value: 'data.nothing.here' })).toBeUndefined();
  });

  it('toFixed decimals; no value shows -', () => {
    expect(formatCardValue(1234.5, { title: '余额', value: 'v', toFixed: 2 })).toBe('1234.50');
    expect(formatCardValue(3, { title: '作业', value: 'v' })).toBe('3');
    expect(formatCardValue(undefined, { title: '作业', value: 'v', unit: '个' })).toBe('-');
  });
});

describe('chart series and options', () => {
  it('keeps items with a name and a numeric value', () => {
    expect(readSeries(answer, 'data.trend')).toEqual([{ name: '11-20', value: 12.5 }, { name: '11-21', value: 7 }, { name: '5', value: 1 }]);
    expect(readSeries(answer, 'data.missing')).toEqual([]);
    expect(readSeries(answer, 'data.balance')).toEqual([]);
  });

  it('empty: no points; a pie of zeros has nothing to share out', () => {
    const pie = { title: 'p', type: 'pie', series: 's' } as const;
    const line = { title: 'l', type: 'line', series: 's' } as const;
    expect(isEmptySeries(line, [])).toBe(true);
    expect(isEmptySeries(pie, readSeries(answer, 'data.zeros'))).toBe(true);
    expect(isEmptySeries(line, readSeries(answer, 'data.zeros'))).toBe(false);
  });

  it('line and bar: category axis of names, one series of values, the palette as given', () => {
    const points = [{ name: 'cpu', value: 4 }, { name: 'gpu', value: 2 }];
    const bar = chartOption({ title: '各分区作业数', type: 'bar', series: 's' }, points, ['#496ddd', '#52c41a']);
    expect(bar).toMatchObject({
      color: ['#496ddd', '#52c41a'],
      xAxis: { type: 'category', data: ['cpu', 'gpu'], boundaryGap: true },
      yAxis: { type: 'value' },
      series: [{ type: 'bar', name: '各分区作业数', data: [4, 2] }],
    });
    const line = chartOption({ title: '近 7 日核时消耗', type: 'line', series: 's' }, points, ['#E68E39']);
    expect(line).toMatchObject({ xAxis: { boundaryGap: false }, series: [{ type: 'line', smooth: true, data: [4, 2] }], tooltip: { trigger: 'axis' } });
  });

  it('pie: named slices, item tooltip with the share, a legend', () => {
    const option = chartOption({ title: '作业状态分布', type: 'pie', series: 's' }, [{ name: '运行中', value: 3 }], ['#496ddd']);
    expect(option).toMatchObject({ tooltip: { trigger: 'item' }, legend: { bottom: 0 }, series: [{ type: 'pie', name: '作业状态分布', data: [{ name: '运行中', value: 3 }] }] });
    expect(option).not.toHaveProperty('xAxis');
  });
});
