import { describe, expect, it } from 'vitest';
import { checkFamilyTree, checkSummary, checkTree } from '../../../generators/lint/treeSummaryChecks.mjs';

interface Entity { name: string; data: { properties: Record<string, unknown> } }

const category: Entity = {
  name: 'app-category',
  data: {
    properties: {
      id: { type: 'integer', readOnly: true },
      name: { type: 'string', title: '分类名称' },
      parentId: { type: 'integer', title: '上级分类' },
      locked: { type: 'integer', readOnly: true },
      status: { type: 'integer', oneOf: [{ const: 1, title: '启用' }, { const: 0, title: '停用' }] },
    },
  },
};
const application: Entity = { name: 'application', data: { properties: { categoryId: { type: 'integer' } } } };
const tree = { entities: new Map<string, Entity>([['app-category', category], ['application', application]]) };

function problems(data: Record<string, unknown>, which: 'tree' | 'summary', family: Record<string, unknown> = { tree: data.tree }): string[] {
  const found: string[] = [];
  const report = { error: (file: string, at: string, message: string) => found.push(`${file === 'families/x.json' ? 'families/x.json#' : ''}${at} ${message}`), warn: () => undefined };
  const page = { file: 'pages/x.json', data: { kind: 'list', endpoint: { verbs: ['list', 'children', 'summary'] }, ...data } };
  if (which === 'tree') {
    // The tree is the family's: its own problems are told in the family's file, the page's in the page.
    checkFamilyTree({ name: 'x', file: 'families/x.json', data: { verbs: ['list', 'children', 'summary'], ...family } }, category, tree, report);
    checkTree(page, report);
  } else checkSummary(page, category, report);
  return found;
}

describe('lint:schemas — tree pages', () => {
  it('pass a well-formed tree', () => {
    expect(problems({ tree: { parentKey: 'parentId', usedBy: [{ entity: 'application', foreignKey: 'categoryId', label: '应用' }] }, form: { fields: ['name'] } }, 'tree')).toEqual([]);
  });

  it('need the tree or children verb, in the family', () => {
    expect(problems({ tree: { parentKey: 'parentId' } }, 'tree', { verbs: ['list'], tree: { parentKey: 'parentId' } })).toEqual([expect.stringMatching(/^families\/x\.json#\/tree 树形接口族需要提供 tree 或 children/)]);
  });

  it('refuse an unknown or read-only parent key in the family, and a form-listed one in the page', () => {
    expect(problems({ tree: { parentKey: 'parent' } }, 'tree')).toEqual([expect.stringMatching(/^families\/x\.json#\/tree\/parentKey 上级字段 "parent" 不在实体/)]);
    expect(problems({ tree: { parentKey: 'locked' } }, 'tree')).toEqual([expect.stringMatching(/^families\/x\.json#\/tree\/parentKey 上级字段 "locked" 是只读字段/)]);
    expect(problems({ tree: { parentKey: 'parentId' }, form: { fields: ['name', { key: 'parentId' }] } }, 'tree')).toEqual([expect.stringMatching(/^\/form\/fields 表单中列出了上级字段/)]);
  });

  it('refuse filters, paging, batch delete and view on a tree page', () => {
    const found = problems({ tree: { parentKey: 'parentId' }, filters: [{ key: 'name' }], pageSize: 50, toolbar: [{ type: 'bulkDelete' }], rowActions: [{ type: 'view', detail: 'x' }] }, 'tree');
    expect(found.map((p) => p.split(' ')[0])).toEqual(['/filters', '/pageSize', '/toolbar/0', '/rowActions/0']);
  });

  it('check usedBy entities and foreign keys, in the family', () => {
    expect(problems({ tree: { parentKey: 'parentId', usedBy: [{ entity: 'app', foreignKey: 'categoryId', label: '应用' }, { entity: 'application', foreignKey: 'classId', label: '应用' }] } }, 'tree'))
      .toEqual([expect.stringMatching(/^families\/x\.json#\/tree\/usedBy\/0\/entity 实体 "app" 不存在/), expect.stringMatching(/^families\/x\.json#\/tree\/usedBy\/1\/foreignKey 外键 "classId" 不在实体 application 中/)]);
  });
});

describe('lint:schemas — list summaries', () => {
  it('pass items counting the total and enum values', () => {
    expect(problems({ summary: { items: [{ label: '全部' }, { field: 'status', value: 1 }] } }, 'summary')).toEqual([]);
  });

  it('need the summary verb', () => {
    expect(problems({ endpoint: { verbs: ['list'] }, summary: { items: [{}] } }, 'summary')).toEqual([expect.stringMatching(/^\/summary 统计栏需要接口族提供 summary/)]);
  });

  it('refuse non-enum fields, values it cannot hold, a value without a field, a field without a value, duplicates', () => {
    const found = problems({ summary: { items: [{ field: 'name', value: 'a' }, { field: 'status', value: 7 }, { value: 1 }, { field: 'status' }, { field: 'status', value: 0 }, { field: 'status', value: 0 }] } }, 'summary');
    expect(found).toEqual([
      expect.stringMatching(/^\/summary\/items\/0\/field 统计字段 "name" 不是实体 app-category 的枚举字段/),
      expect.stringMatching(/^\/summary\/items\/1\/value 值 7 不是字段 "status" 的可选值/),
      expect.stringMatching(/^\/summary\/items\/2\/value 统计项有 value 却没有 field/),
      expect.stringMatching(/^\/summary\/items\/3 统计项按 "status" 统计却没有 value/),
      expect.stringMatching(/^\/summary\/items\/5 统计项重复/),
    ]);
  });
});
