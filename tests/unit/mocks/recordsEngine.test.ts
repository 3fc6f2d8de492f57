/** The records read engine (mocks/crud/recordsEngine.ts) over a small fixed catalogue. */
import { describe, expect, it } from 'vitest';
import { holds, recordsAnswer, subtreeIds, type RecordsContext } from '../../../mocks/crud/recordsEngine';
import type { CrudRecord } from '../../../mocks/crud/crudRecord';
import type { RecordsRead } from '../../../src/pageLanguage/recordsRead';

const categories: CrudRecord[] = [
  { id: 1, name: '材料计算', parentId: 0, orderIndex: 2 },
  { id: 2, name: '人工智能', parentId: 0, orderIndex: 1 },
  { id: 3, name: '第一性原理', parentId: 1, orderIndex: 1 },
];
const apps: CrudRecord[] = [
  { id: 1, appName: 'VASP', categoryId: 3, status: 1, shown: 1, useCount: 50, price: 0.08, tags: ['DFT'], specs: [{ gpus: 0 }] },
  { id: 2, appName: 'CP2K', categoryId: 1, status: 1, shown: 1, useCount: 90, price: 0, tags: ['开源'] },
  { id: 3, appName: 'PyTorch', categoryId: 2, status: 1, shown: 1, useCount: 90, price: 6.5, tags: ['GPU'], specs: [{ gpus: 1 }] },
  { id: 4, appName: 'Hidden', categoryId: 1, status: 1, shown: 0, useCount: 999, price: 1 },
  { id: 5, appName: 'Off', categoryId: 9, status: 0, shown: 1, useCount: 1, price: 1 },
];
const ctx: RecordsContext = {
  records: (entity) => (entity === 'category' ? categories : apps),
  tree: (entity) => (entity === 'category' ? { tree: { parentKey: 'parentId' }, orderKey: 'orderIndex' } : undefined),
  lookup: (entity, field) => (entity === 'app' && field === 'categoryId' ? { entity: 'category', value: 'id', label: 'name' } : undefined),
};

const store: RecordsRead = {
  entity: 'app',
  where: [{ field: 'status', in: [1] }, { field: 'shown', in: [1] }],
  filters: [
    { param: 'categoryId', fields: ['categoryId'], match: 'subtree' },
    { param: 'keyword', fields: ['appName', 'tags'], match: 'contains' },
  ],
  sort: { param: 'sort', options: { hot: { field: 'useCount', order: 'desc' }, priceAsc: { field: 'price', order: 'asc' } } },
  take: { page: { size: 2, max: 3 } },
  fields: ['id', 'appName', 'tags'],
  defaults: { tags: [] },
  derived: { categoryName: { label: 'categoryId' }, unit: { some: 'specs', field: 'gpus', above: 0, then: '卡时', else: '核时' } },
};

const answer = (read: RecordsRead, query: Record<string, string> = {}) => recordsAnswer(read, ctx, new URLSearchParams(query));
const ids = (result: ReturnType<typeof answer>) => ((result as { answer: { records: { id: number }[] } }).answer.records).map((r) => r.id);

describe('records reads', () => {
  it('keeps what the where admits, pages in the default order (ties by id) and answers the declared fields', () => {
    const first = answer(store);
    expect(first).toEqual({
      answer: {
        records: [
          { id: 3, appName: 'PyTorch', tags: ['GPU'], categoryName: '人工智能', unit: '卡时' },
          { id: 2, appName: 'CP2K', tags: ['开源'], categoryName: '材料计算', unit: '核时' },
        ],
        total: 3,
      },
    });
    expect(ids(answer(store, { pageIndex: '2' }))).toEqual([1]);
    // The page size is capped; an unknown order name is the default.
    expect(ids(answer(store, { pageSize: '50', sort: 'nope' }))).toEqual([3, 2, 1]);
    expect(ids(answer(store, { sort: 'priceAsc', pageSize: '3' }))).toEqual([2, 1, 3]);
  });

  it('filters a tree lookup by the node and the nodes below it, text and list items by contains', () => {
    expect(ids(answer(store, { categoryId: '1' }))).toEqual([2, 1]);
    expect(ids(answer(store, { categoryId: '3' }))).toEqual([1]);
    expect(ids(answer(store, { keyword: 'dft' }))).toEqual([1]);
    expect(ids(answer(store, { keyword: '  ' }))).toEqual([3, 2]);
  });

  it('takes the first n by a limit parameter, or one record by id (or another field) with its refusal', () => {
    const limited: RecordsRead = { ...store, take: { limit: { param: 'limit', default: 1, max: 2 } } };
    expect((answer(limited) as { answer: unknown[] }).answer).toHaveLength(1);
    expect((answer(limited, { limit: '9' }) as { answer: unknown[] }).answer).toHaveLength(2);
    const one: RecordsRead = { ...store, take: { one: { param: 'id', missing: '应用不存在或已下架' } } };
    expect(answer(one, { id: '1' })).toMatchObject({ answer: { id: 1, categoryName: '第一性原理' } });
    expect(answer(one, { id: '4' })).toEqual({ status: 404, refusal: '应用不存在或已下架' });
    const byName: RecordsRead = { ...store, take: { one: { param: 'name', field: 'appName', missing: '应用不存在或已下架' } } };
    expect(answer(byName, { name: 'CP2K' })).toMatchObject({ answer: { id: 2, appName: 'CP2K' } });
    expect(answer(byName, { name: '2' })).toEqual({ status: 404, refusal: '应用不存在或已下架' });
  });

  it('answers all records without take, with defaults for missing fields and a label of a missing record as ""', () => {
    const all: RecordsRead = { entity: 'app', fields: ['id', 'tags'], defaults: { tags: [] }, derived: { categoryName: { label: 'categoryId' } } };
    expect((answer(all) as { answer: unknown[] }).answer).toContainEqual({ id: 5, tags: [], categoryName: '' });
  });

  it('nests a tree with a count of related records at each node or below it', () => {
    const tree: RecordsRead = {
      entity: 'category',
      nest: true,
      fields: ['id', 'name'],
      derived: { appCount: { count: { entity: 'app', field: 'categoryId', where: [{ field: 'shown', in: [1] }] } } },
    };
    expect(answer(tree)).toEqual({
      answer: [
        { id: 2, name: '人工智能', appCount: 1, children: [] },
        { id: 1, name: '材料计算', appCount: 2, children: [{ id: 3, name: '第一性原理', appCount: 1, children: [] }] },
      ],
    });
    expect(answer({ ...tree, entity: 'app' })).toEqual({ status: 400, refusal: '该数据不是树形数据' });
  });

  it('derives a tree node’s path and depth, counts below it without nesting, and sorts by a derived field in dictionary order', () => {
    const classify: RecordsRead = {
      entity: 'category',
      sort: { options: { path: { field: 'path', order: 'asc', collation: 'zh' } } },
      fields: ['id'],
      derived: { path: { path: 'name', separator: ' › ' }, depth: { depth: true }, appCount: { count: { entity: 'app', field: 'categoryId' } } },
    };
    expect(answer(classify)).toEqual({
      answer: [
        { id: 1, path: '材料计算', depth: 1, appCount: 3 },
        { id: 3, path: '材料计算 › 第一性原理', depth: 2, appCount: 1 },
        { id: 2, path: '人工智能', depth: 1, appCount: 1 },
      ],
    });
  });

  it('applies a filter only when another parameter has its value, refuses a required one left empty, and answers listed ids in their order', () => {
    const cards: RecordsRead = {
      ...store,
      filters: [
        { param: 'categoryId', fields: ['categoryId'], match: 'subtree', when: { param: 'source', default: 'hot', is: 'category' }, required: '请选择应用分类' },
        { param: 'ids', fields: ['id'], match: 'ids', when: { param: 'source', default: 'hot', is: 'manual' } },
      ],
      take: { limit: { param: 'limit', default: 8, max: 24 } },
    };
    const idsOf = (result: ReturnType<typeof answer>) => (result as { answer: { id: number }[] }).answer.map((r) => r.id);
    expect(idsOf(answer(cards, { categoryId: '2' }))).toEqual([3, 2, 1]);
    expect(idsOf(answer(cards, { source: 'category', categoryId: '2' }))).toEqual([3]);
    expect(answer(cards, { source: 'category' })).toEqual({ status: 400, refusal: '请选择应用分类' });
    expect(idsOf(answer(cards, { source: 'manual', ids: '1,4,99,2' }))).toEqual([1, 2]);
    expect(idsOf(answer(cards, { source: 'manual' }))).toEqual([]);
  });

  it('reads conditions as every one holding, anyOf as one of them', () => {
    expect(holds({ a: 1, b: 0 }, [{ anyOf: [{ field: 'a', in: [0] }, { field: 'b', in: [0] }] }])).toBe(true);
    expect(holds({ a: 1, b: 1 }, [{ field: 'a', in: [1] }, { field: 'b', notIn: [1] }])).toBe(false);
    expect([...subtreeIds(categories, 'parentId', '1')].sort()).toEqual(['1', '3']);
  });
});
