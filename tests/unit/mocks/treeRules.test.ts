import { describe, expect, it } from 'vitest';
import { createRefusal, deleteRefusal, depthOf, nestTree, reorderRefusal } from '../../../mocks/crud/treeRules';
import { summarise } from '../../../mocks/crud/readVerbs';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const tree = { parentKey: 'parentId', childLabel: '子分类', maxDepth: 2 };
const records = [
  { id: 1, name: '材料计算', parentId: 0, orderIndex: 2 },
  { id: 2, name: '分子动力学', parentId: 0, orderIndex: 1 },
  { id: 3, name: '量子化学', parentId: 1, orderIndex: 2 },
  { id: 4, name: '第一性原理', parentId: 1, orderIndex: 1 },
  { id: 5, name: '孤儿', parentId: 99, orderIndex: 3 },
];

describe('tree families (mocks/crud/treeRules)', () => {
  it('nest by the parent key, siblings in order; a missing parent makes a root', () => {
    const nested = nestTree(records, { tree, orderKey: 'orderIndex' });
    expect(nested.map((n) => n.id)).toEqual([2, 1, 5]);
    expect((nested[1]!.children as { id: number }[]).map((c) => c.id)).toEqual([4, 3]);
    expect(nestTree(records, { tree, orderKey: 'orderIndex' }, 1).map((n) => n.id)).toEqual([4, 3]);
  });

  it('depth, and refusals of a create under a missing or too deep parent', () => {
    expect(depthOf(records, 'parentId', 3)).toBe(2);
    expect(depthOf(records, 'parentId', 42)).toBe(0);
    expect(createRefusal(records, tree, '应用分类', 0)).toBeNull();
    expect(createRefusal(records, tree, '应用分类', 1)).toBeNull();
    expect(createRefusal(records, tree, '应用分类', 3)).toBe('应用分类最多 2 级');
    expect(createRefusal(records, tree, '应用分类', 42)).toBe('上级应用分类不存在');
  });

  it('refuse deleting a node with children or one still used', () => {
    expect(deleteRefusal(records, tree, '应用分类', 1, [])).toBe('该应用分类下还有子分类，不能删除');
    expect(deleteRefusal(records, tree, '应用分类', 2, [{ label: '应用', count: 3 }])).toBe('该应用分类下还有应用，不能删除');
    expect(deleteRefusal(records, tree, '应用分类', 2, [{ label: '应用', count: 0 }])).toBeNull();
    expect(deleteRefusal(records, { parentKey: 'parentId' }, '应用分类', 1, [])).toBe('该应用分类下还有下级，不能删除');
  });

  it('reorder siblings only', () => {
    expect(reorderRefusal([records[2]!, records[3]!], tree)).toBeNull();
    expect(reorderRefusal([records[0]!, records[3]!], tree)).toBe('只能在同级之间调整顺序');
  });

  it('summary counts every enum value', () => {
    const entity = { properties: { status: { type: 'integer', title: '状态', oneOf: [{ const: 1, title: '甲' }, { const: 2, title: '乙' }] }, name: { type: 'string', title: '名称' } } } as unknown as EntitySchema;
    expect(summarise(entity, [{ id: 1, status: 1 }, { id: 2, status: 1 }, { id: 3, status: 3 }])).toEqual({ total: 3, counts: { status: { 1: 2, 2: 0 } } });
  });
});
