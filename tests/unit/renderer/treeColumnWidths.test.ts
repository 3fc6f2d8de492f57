import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { resolveColumns } from '../../../src/renderer/list/resolveColumns';
import { treeColumnWidths } from '../../../src/renderer/tree/treeColumnWidths';

const entity = {
  $id: 'category', title: '分类', type: 'object',
  properties: {
    name: { type: 'string', title: '分类名称' },
    orderIndex: { type: 'integer', title: '排序' },
    description: { type: 'string', title: '分类说明' },
    createTime: { type: 'string', title: '创建时间', format: 'date-time' },
  },
} as unknown as EntitySchema;

const columns = resolveColumns([
  { key: 'name', width: 220 },
  { key: 'orderIndex' },
  { key: 'description', width: 260, slot: 'ellipsis' },
  { key: 'createTime', width: 170, formatTime: 'YYYY-MM-DD HH:mm' },
], entity, 'category');

describe('a tree table fitted to its box (应用分类 at 1440: 创建时间 was half under 操作)', () => {
  it('keeps the configured widths when they fit, the table as wide as they are', () => {
    expect(treeColumnWidths(columns, 338, 1200)).toEqual({ columns: [220, 110, 260, 170], actions: 338, total: 1098 });
  });
  it('narrows free text first and never the tree column, to fit the box', () => {
    const fitted = treeColumnWidths(columns, 338, 1000);
    expect(fitted.columns[0]).toBe(220);
    expect(fitted.actions).toBe(338);
    expect(fitted.total).toBeLessThanOrEqual(1000);
    expect(fitted.columns[2]).toBeLessThan(260);
    // A time keeps its format's widest text.
    expect(fitted.columns[3]).toBeGreaterThanOrEqual(148);
  });
  it('past every floor, no column ends half under 操作', () => {
    const fitted = treeColumnWidths(columns, 338, 800);
    // 220 + 110 + 110 + 148 + 338 = 926 > 800: 462 beside 操作, where the first three (440) fit whole.
    expect(fitted.columns.slice(0, 3).reduce((a, b) => a + b, 0)).toBe(800 - 338);
    expect(fitted.columns[3]).toBe(148);
  });
  it('before the box is measured (0), the configured widths', () => {
    expect(treeColumnWidths(columns, 200, 0).columns).toEqual([220, 110, 260, 170]);
  });
});
