import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { flatLookupOptions, labelTemplateFields, lookupLabel, lookupLoaded, nestByParent, treeLookupOptions, withLookupOptions } from '../../../src/contract/lookupOptions';
import { formatCellText, resolveColumns } from '../../../src/renderer/list/resolveColumns';
import { resolveFilters } from '../../../src/renderer/list/resolveFilters';
import { resolveFormSchema } from '../../../src/renderer/form/resolveFormSchema';
import { recordPropertySchema } from '../../../src/contract/validatorCore';

const keys = { value: 'id', label: 'name' };
const tree = [
  { id: 1, name: '材料计算', children: [{ id: 9, name: '第一性原理', children: [] }, { id: 10, name: '量子化学' }] },
  { id: 6, name: '人工智能', children: [] },
];

const application: EntitySchema = {
  $id: 'application',
  title: '应用',
  type: 'object',
  required: ['categoryId'],
  properties: {
    appName: { type: 'string', title: '应用名称' },
    categoryId: { type: 'integer', title: '应用分类', 'x-lookup': { page: 'platform-manage/application/app-category', label: 'name' } },
  },
};

describe('lookup options', () => {
  it('follow a tree: every level, nested, each with its path from the root', () => {
    const options = treeLookupOptions(tree, keys);
    expect(options.tree).toBe(true);
    expect(options.options.map((o) => o.label)).toEqual(['材料计算', '人工智能']);
    expect(options.options[0]!.children!.map((o) => [o.value, o.path, o.depth])).toEqual([[9, '材料计算 › 第一性原理', 2], [10, '材料计算 › 量子化学', 2]]);
    // Parents come before their children; a leaf carries no empty child list.
    expect(options.flat.map((o) => o.value)).toEqual([1, 9, 10, 6]);
    expect(options.options[1]!.children).toBeUndefined();
  });

  it('skip records without a value and repeated values (no endless tree)', () => {
    const looped = [{ id: 1, name: '甲', children: [{ id: 1, name: '甲' }, { name: '无编号' }] }];
    expect(treeLookupOptions(looped, keys).flat.map((o) => o.path)).toEqual(['甲']);
  });

  it('of a flat family mark a truncated read, and fall back to the value for a blank label', () => {
    const options = flatLookupOptions([{ id: 'a', name: '科学计算' }, { id: 'b', name: ' ' }], 3, keys);
    expect(options.flat.map((o) => o.label)).toEqual(['科学计算', 'b']);
    expect(options.truncated).toBe(true);
    expect(flatLookupOptions([{ id: 'a', name: '科学计算' }], 1, keys).truncated).toBe(false);
  });

  it('label a record by a template of its fields, an empty field leaving its place empty', () => {
    const template = { value: 'appName', label: '{appName} {version}（{identifier}）' };
    const options = flatLookupOptions([{ appName: 'VASP', version: '6.4.2', identifier: 'vasp' }, { appName: 'WRF', identifier: 'wrf' }, { appName: 'X' }], 3, template);
    expect(options.flat.map((o) => [o.value, o.label])).toEqual([['VASP', 'VASP 6.4.2（vasp）'], ['WRF', 'WRF （wrf）'], ['X', 'X （）']]);
    expect(labelTemplateFields(template.label)).toEqual(['appName', 'version', 'identifier']);
    expect(labelTemplateFields('name')).toEqual([]);
  });

  it('give a value its path, text and numbers alike, and mark a value no record holds as deleted', () => {
    const options = treeLookupOptions(tree, keys);
    expect(lookupLabel(options, 9)).toBe('材料计算 › 第一性原理');
    expect(lookupLabel(options, '6')).toBe('人工智能');
    expect(lookupLabel(options, 42)).toBe('42（已删除）');
  });
});

describe('an entity with loaded lookups', () => {
  const loaded = withLookupOptions(application, { categoryId: treeLookupOptions(tree, keys) });

  it('is the same entity until something is loaded', () => {
    expect(withLookupOptions(application, { categoryId: undefined })).toBe(application);
    expect(lookupLoaded(application.properties.categoryId)).toBe(false);
    expect(lookupLoaded(loaded.properties.categoryId)).toBe(true);
  });

  it('labels list cells by path, and a deleted reference by its id', () => {
    const [column] = resolveColumns([{ key: 'categoryId', slot: 'tag' }], loaded, 'application-information');
    expect(formatCellText(column!, { categoryId: 10 })).toBe('材料计算 › 量子化学');
    expect(formatCellText(column!, { categoryId: 77 })).toBe('77（已删除）');
    // Before the options are in, the stored value shows as it is.
    const [bare] = resolveColumns([{ key: 'categoryId' }], application, 'application-information');
    expect(formatCellText(bare!, { categoryId: 10 })).toBe('10');
  });

  it('offers the same options to a filter, a select from the start', () => {
    expect(resolveFilters([{ key: 'categoryId' }], application)[0]!.widget).toBe('select');
    const [filter] = resolveFilters([{ key: 'categoryId' }], loaded);
    expect(filter!.options.map((o) => o.label)).toEqual(['材料计算', '材料计算 › 第一性原理', '材料计算 › 量子化学', '人工智能']);
  });

  it('gives forms and the server the field without its options (the family is the check)', () => {
    const bare = resolveFormSchema(application, { fields: ['categoryId'] }, 'create');
    const hydrated = resolveFormSchema(loaded, { fields: ['categoryId'] }, 'create');
    expect(hydrated.schema).toEqual(bare.schema);
    expect(bare.schema.properties.categoryId).toEqual({ type: 'integer', title: '应用分类' });
    expect(bare.uiSchema.categoryId).toMatchObject({ 'ui:widget': 'hpcLookup', 'ui:placeholder': '请选择应用分类', 'ui:options': { lookup: { label: 'name' } } });
    expect(bare.schema.required).toEqual(['categoryId']);
    expect(recordPropertySchema(loaded.properties.categoryId!)).toEqual({ type: 'integer', title: '应用分类' });
  });
});

describe('records naming their parent (a form field source with `parent`)', () => {
  it('nest under their parent in the given order; parent 0, missing or unknown makes a root', () => {
    const records = [
      { id: 1, name: '材料计算', parentId: 0 },
      { id: 9, name: '第一性原理', parentId: 1 },
      { id: 6, name: '人工智能' },
      { id: 10, name: '量子化学', parentId: 1 },
      { id: 12, name: '孤立分类', parentId: 99 },
    ];
    const options = treeLookupOptions(nestByParent(records, 'id', 'parentId'), keys);
    expect(options.options.map((o) => o.label)).toEqual(['材料计算', '人工智能', '孤立分类']);
    expect(options.options[0]!.children!.map((o) => o.path)).toEqual(['材料计算 › 第一性原理', '材料计算 › 量子化学']);
    expect(options.flat.map((o) => o.value)).toEqual([1, 9, 10, 6, 12]);
  });
});
