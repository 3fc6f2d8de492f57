import { describe, expect, it } from 'vitest';
import type { ColumnConfig } from '../../../src/pageLanguage/columns';
import type { EntityField } from '../../../src/pageLanguage/entity';
import { fitColumns, shrinkFloor, type FloorColumn } from '../../../src/renderer/list/fitColumns';

type Kind = FloorColumn['kind'];

const column = (kind: Kind, width: number, title = '名称', extra: Partial<ColumnConfig> & { sortable?: boolean; field?: EntityField } = {}): FloorColumn => {
  const { sortable, field, ...config } = extra;
  return { kind, width, title, sortable: sortable === true, config: { key: 'k', ...config }, field };
};

const statusField = { type: 'string', title: '状态', oneOf: [{ const: 'a', title: '正常' }, { const: 'b', title: '运维支持中' }] } as EntityField;
const platformField = { type: 'string', title: '平台', oneOf: [{ const: 'a', title: '曙光先进计算平台' }, { const: 'b', title: '天河' }] } as EntityField;

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
    expect(shrinkFloor(column('text', 130, '时间', { formatTime: 'YYYY-MM-DD HH:mm:ss' }))).toBe(130);
  });
  it('lets a formatted time shrink to its format\'s widest text, no further', () => {
    // 2026-12-28 23:59: sixteen narrow characters of 8px, 16px padding, 4px to spare.
    expect(shrinkFloor(column('text', 170, '提交时间', { formatTime: 'YYYY-MM-DD HH:mm' }))).toBe(16 * 8 + 16 + 4);
    expect(shrinkFloor(column('text', 200, '提交时间', { formatTime: 'YYYY-MM-DD HH:mm:ss' }))).toBe(19 * 8 + 16 + 4);
    // A date alone needs less than the minimum column width.
    expect(shrinkFloor(column('text', 150, '日期', { formatTime: 'YYYY-MM-DD' }))).toBe(110);
  });
  it('lets a tag shrink to its widest label (12px text and the tag\'s padding and border)', () => {
    expect(shrinkFloor(column('tag', 200, '外部平台', { field: platformField }))).toBe(Math.ceil(8 * 14 * 12 / 14) + 16 + 16 + 4);
    expect(shrinkFloor(column('tag', 150, '状态', { field: statusField }))).toBe(110);
    // A renderText map names the labels instead of the enum.
    expect(shrinkFloor(column('tag', 200, '类型', { renderText: { 1: '长期合作战略伙伴单位', 2: '其他' } }))).toBe(Math.ceil(10 * 14 * 12 / 14) + 16 + 16 + 4);
  });
  it('keeps a tag of unknown labels, money, numbers with decimals, pictures and expiry dates at their width', () => {
    expect(shrinkFloor(column('tag', 140))).toBe(140);
    expect(shrinkFloor(column('money', 160))).toBe(160);
    expect(shrinkFloor(column('text', 150, '核时', { toFixed: 2 }))).toBe(150);
    expect(shrinkFloor(column('img', 150))).toBe(150);
    expect(shrinkFloor(column('expiry', 220))).toBe(220);
  });
  it('lets phones and switches shrink to the minimum column width', () => {
    expect(shrinkFloor(column('phone', 130, '联系电话'))).toBe(110);
    expect(shrinkFloor(column('switch', 130, '状态'))).toBe(110);
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
  it('stops at the floors when even they do not fit and no sticky column covers any (the table then scrolls)', () => {
    expect(fitColumns(boxes, 400)).toEqual([110, 140, 110, 150]);
  });
  it('past every floor, widens the columns in view so the last ends where the sticky 操作 column begins', () => {
    const table = [
      { width: 160, floor: 110 },
      { width: 140, floor: 140 },
      { width: 240, floor: 110 },
      { width: 150, floor: 150 },
      { width: 120, floor: 120, stickyRight: true },
    ];
    // Floors 110 + 140 + 110 + 150 + 120 = 630 > 500: 380 px beside 操作, where 110 + 140 + 110 = 360 fit whole.
    const widths = fitColumns(table, 500);
    expect(widths[4]).toBe(120);
    expect(widths[3]).toBe(150);
    // The 20 px left go to the shrunk columns in view, in proportion to how far each was shrunk (50 and 130).
    expect(widths.slice(0, 3).reduce((a, b) => a + b, 0)).toBe(380);
    expect(widths[0]).toBeGreaterThan(110);
    expect(widths[2]).toBeGreaterThan(widths[0]! - 50);
    expect(widths[1]).toBe(140);
  });
  it('gives what the configured widths cannot take to the last column in view', () => {
    const table = [
      { width: 110, floor: 110 },
      { width: 110, floor: 110 },
      { width: 200, floor: 200 },
      { width: 100, floor: 100, stickyRight: true },
    ];
    // 520 > 400: 300 beside 操作, 220 fit whole, the third column (200) would be cut.
    expect(fitColumns(table, 400)).toEqual([110, 190, 200, 100]);
  });
});
