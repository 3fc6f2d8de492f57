import { describe, expect, it } from 'vitest';
import { fitColumns, shrinkFloor } from '../../../src/renderer/list/fitColumns';

const column = (kind: 'text' | 'ellipsis' | 'tag' | 'link', width: number, title = '名称', extra: { formatTime?: string; sortable?: boolean } = {}) => ({
  kind,
  width,
  title,
  sortable: extra.sortable === true,
  config: { key: 'k', formatTime: extra.formatTime },
});

describe('shrinkFloor', () => {
  it('lets free text shrink to the minimum column width', () => {
    expect(shrinkFloor(column('ellipsis', 240))).toBe(110);
    expect(shrinkFloor(column('text', 160))).toBe(110);
    expect(shrinkFloor(column('link', 200))).toBe(110);
  });
  it('keeps a header of many characters whole', () => {
    // Ten characters of 14px, 16px padding, 16px sort mark.
    expect(shrinkFloor(column('text', 300, '最近一次登录的时间点', { sortable: true }))).toBe(10 * 14 + 16 + 16);
  });
  it('never floors above the configured width', () => {
    expect(shrinkFloor(column('text', 120, '最近一次登录的时间点'))).toBe(120);
  });
  it('keeps tags and formatted times at their width', () => {
    expect(shrinkFloor(column('tag', 140))).toBe(140);
    expect(shrinkFloor(column('text', 170, '提交时间', { formatTime: 'YYYY-MM-DD HH:mm' }))).toBe(170);
  });
});

describe('fitColumns', () => {
  const boxes = [
    { width: 160, floor: 110 },
    { width: 140, floor: 140 },
    { width: 240, floor: 110 },
    { width: 150, floor: 150 },
  ];
  it('leaves widths that fit alone', () => {
    expect(fitColumns(boxes, 1000)).toEqual([160, 140, 240, 150]);
    expect(fitColumns(boxes, 690)).toEqual([160, 140, 240, 150]);
  });
  it('leaves widths alone before the box is measured', () => {
    expect(fitColumns(boxes, 0)).toEqual([160, 140, 240, 150]);
  });
  it('shrinks the shrinkable columns in proportion to their slack, to fit', () => {
    // 690 wide, 600 free: 90 to give up of a slack of 50 + 130.
    const widths = fitColumns(boxes, 600);
    expect(widths).toEqual([135, 140, 175, 150]);
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(600);
  });
  it('never goes over the box when shares round', () => {
    const odd = [{ width: 333, floor: 110 }, { width: 333, floor: 110 }, { width: 333, floor: 110 }];
    const widths = fitColumns(odd, 700);
    expect(widths.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(700);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(110);
  });
  it('stops at the floors when even they do not fit (the table then scrolls)', () => {
    expect(fitColumns(boxes, 400)).toEqual([110, 140, 110, 150]);
  });
});
