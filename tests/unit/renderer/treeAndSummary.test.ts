import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { summaryCount, summaryLabel } from '../../../src/renderer/list/summaryItems';
import { canAddChild, countNodes, parentKeys, siblingSwap, treeRows } from '../../../src/renderer/tree/treeNodes';

const nodes = [
  { id: 1, name: '材料计算', children: [{ id: 9, name: '第一性原理', children: [] }, { id: 10, name: '量子化学', children: [] }] },
  { id: 2, name: '分子动力学', children: [] },
];

describe('tree rows (TreeListPage)', () => {
  const rows = treeRows(nodes, 'children');

  it('keep children only where there are some, with depth and siblings', () => {
    expect(rows.map((r) => [r.id, r.__depth, Array.isArray(r.children)])).toEqual([[1, 1, true], [2, 1, false]]);
    const children = rows[0]!.children as typeof rows;
    expect(children.map((c) => [c.id, c.__depth])).toEqual([[9, 2], [10, 2]]);
    expect(countNodes(rows)).toBe(4);
    expect(parentKeys(rows, 'id')).toEqual([1]);
  });

  it('read another children key', () => {
    const custom = treeRows([{ id: 1, subs: [{ id: 2 }] }], 'subs');
    expect((custom[0]!.children as unknown[]).length).toBe(1);
    expect('subs' in custom[0]!).toBe(false);
  });

  it('swap a node with its sibling only, not across levels; none at an edge', () => {
    const [first, second] = rows[0]!.children as typeof rows;
    expect(siblingSwap(second!, 'id', -1)).toEqual([10, 9]);
    expect(siblingSwap(first!, 'id', 1)).toEqual([10, 9]);
    expect(siblingSwap(first!, 'id', -1)).toBeNull();
    expect(siblingSwap(rows[1]!, 'id', -1)).toEqual([2, 1]);
  });

  it('offer 新增<childLabel> above maxDepth only', () => {
    expect(canAddChild(1, 2)).toBe(true);
    expect(canAddChild(2, 2)).toBe(false);
    expect(canAddChild(5, undefined)).toBe(true);
  });
});

describe('summary items', () => {
  const entity = { $id: 'feedback', title: '用户反馈', type: 'object', properties: { status: { type: 'integer', title: '处理状态', oneOf: [{ const: 1, title: '待处理' }, { const: 2, title: '已回复' }] } } } as unknown as EntitySchema;
  const answer = { total: 7, counts: { status: { 1: 4, 2: 3 } } };

  it('label: its own, else the enum label, else 全部', () => {
    expect(summaryLabel({ label: '全部反馈' }, entity)).toBe('全部反馈');
    expect(summaryLabel({ field: 'status', value: 2 }, entity)).toBe('已回复');
    expect(summaryLabel({}, entity)).toBe('全部');
  });

  it('count: the total, a value count, 0 when the answer has none', () => {
    expect(summaryCount({}, answer)).toBe(7);
    expect(summaryCount({ field: 'status', value: 1 }, answer)).toBe(4);
    expect(summaryCount({ field: 'status', value: 9 }, answer)).toBe(0);
    expect(summaryCount({ field: 'status', value: 1 }, undefined)).toBe(0);
  });
});
