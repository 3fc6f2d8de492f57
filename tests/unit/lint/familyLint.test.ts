/**
 * lint:schemas over endpoint families (schemas/families): what a family declares is checked once,
 * in the family's file, against the family's entity, however many pages use it; what a page writes
 * (its family reference, its entity, the actions it uses and their wording) in the page's file.
 */
import { describe, expect, it } from 'vitest';
import { crossCheck, type LintFacts, type ParsedTree } from '../../../generators/lint/crossChecks.mjs';
import { createReport } from '../../../generators/lint/report.mjs';
import { resolvePageData } from '../../../generators/lint/resolveFamilies.mjs';

const facts: LintFacts = {
  reserved: { list: ['page', 'size', 'sort', 'order'], address: ['t', 'p'] },
  groups: new Map(),
  rules: { portalPrefixes: [], userManagementPrefix: '', userManagementPages: [] },
  mockPaths: [],
  dialect: null,
};

const entity = {
  name: 'task',
  file: 'entities/task.json',
  data: {
    properties: {
      id: { type: 'integer', readOnly: true },
      name: { type: 'string' },
      parentId: { type: 'integer' },
      status: { type: 'integer', oneOf: [{ const: 1, title: '启用' }, { const: 0, title: '停用' }] },
      state: { type: 'string', oneOf: [{ const: 'open', title: '进行中' }, { const: 'done', title: '已完成' }] },
    },
  },
};

type Json = Record<string, unknown>;

/** Problems of a tree with the given families and pages, as "file#pointer message". */
function lint(families: Record<string, Json>, pages: Record<string, Json>): string[] {
  const familyMap = new Map(Object.entries(families).map(([name, data]) => [name, { name, file: `families/${name}.json`, data }]));
  const tree: ParsedTree = {
    menu: { file: 'menu.json', data: { menu: Object.keys(pages).map((id) => ({ title: id, path: `/${id}`, code: `${id}-look`, page: id })) } },
    pages: new Map(Object.entries(pages).map(([id, data]) => [id, { id, file: `pages/${id}.json`, declared: data, data: resolvePageData(data, familyMap) }])),
    entities: new Map([['task', entity]]),
    families: familyMap,
  };
  const report = createReport();
  crossCheck(tree, facts, report);
  return report.errors.map((p) => `${p.file}#${p.pointer} ${p.message}`);
}

const family = (extra: Json = {}): Json => ({ title: '任务', base: '/api/x/v1/task', entity: 'task', verbs: ['list', 'get', 'update', 'delete'], ...extra });
const listPage = (extra: Json = {}): Json => ({ kind: 'list', entity: 'task', family: 'task', permissionPrefix: 'task', columns: [{ key: 'name' }], ...extra });

describe('lint:schemas — pages and their families', () => {
  it('passes a page using its family\'s action with its own wording', () => {
    const finish = { name: 'finish', label: '完成', endpoint: { method: 'PUT', path: 'finish/{id}' }, effect: { state: 'done' }, showWhen: { field: 'state', in: ['open'] } };
    expect(lint({ task: family({ actions: [finish] }) }, { tasks: listPage({ rowActions: [{ type: 'custom', action: 'finish', label: '办结', showWhen: { field: 'state', in: ['open'] } }] }) })).toEqual([]);
  });

  it('reports a family that does not exist at the page\'s reference, with the near miss', () => {
    expect(lint({ task: family() }, { tasks: listPage({ family: 'tsak' }) })).toContainEqual(expect.stringMatching(/^pages\/tasks\.json#\/family 接口族 "tsak" 不存在/));
  });

  it('reports an action\'s field problems once, in the family, however many pages use it', () => {
    const broken = { name: 'finish', label: '完成', endpoint: { method: 'PUT', path: 'finish/{id}' }, effect: { state: 'gone', closeTime: '$now' }, prompt: { field: 'why' } };
    const uses = { rowActions: [{ type: 'custom', action: 'finish' }] };
    const problems = lint({ task: family({ actions: [broken] }) }, { tasks: listPage(uses), others: listPage({ ...uses, permissionPrefix: 'others' }) });
    expect(problems).toEqual([
      'families/task.json#/actions/0/effect/state 值 "gone" 不是实体 task 字段 "state" 的可选值',
      'families/task.json#/actions/0/effect/closeTime 操作“完成”的 effect 引用的字段 "closeTime" 不在实体 task 中',
      'families/task.json#/actions/0/prompt/field 操作“完成”的 prompt 引用的字段 "why" 不在实体 task 中',
    ]);
  });

  it('checks the wording a page gives an action in the page', () => {
    const finish = { name: 'finish', label: '完成', endpoint: { method: 'PUT', path: 'finish/{id}' }, effect: { state: 'done' } };
    expect(lint({ task: family({ actions: [finish] }) }, { tasks: listPage({ rowActions: [{ type: 'custom', action: 'finish', showWhen: { field: 'state', in: ['later'] } }] }) }))
      .toEqual(['pages/tasks.json#/rowActions/0/showWhen/in/0 值 "later" 不是实体 task 字段 "state" 的可选值']);
  });

  it('tells the family\'s order field and tree problems once, in the family; the tree page\'s own in the page', () => {
    const problems = lint(
      { task: family({ orderKey: 'rank', tree: { parentKey: 'parent' } }) },
      { tasks: listPage({ filters: [{ key: 'name' }] }), others: listPage({ permissionPrefix: 'others' }) },
    );
    expect(problems.sort()).toEqual([
      'families/task.json#/orderKey 排序字段 orderKey 引用的字段 "rank" 不在实体 task 中',
      'families/task.json#/orderKey 排序字段 orderKey 需要接口族提供 reorder，但 verbs 中没有',
      'families/task.json#/tree 树形接口族需要提供 tree 或 children，但 verbs 中都没有',
      'families/task.json#/tree/parentKey 上级字段 "parent" 不在实体 task 中',
      'pages/tasks.json#/filters 树形页面不支持 filters',
    ]);
  });

  it('reports a status field the entity lacks', () => {
    expect(lint({ task: family({ statusField: 'enabled' }) }, { tasks: listPage() })).toEqual(['families/task.json#/statusField 状态字段 statusField 引用的字段 "enabled" 不在实体 task 中']);
  });
});

describe('lint:schemas — record routes', () => {
  it('let a get, update or delete route name its record by idField instead of {id}', () => {
    const routes = { get: { method: 'GET', path: 'detail' }, update: { method: 'PUT', path: '' }, delete: { method: 'DELETE', path: 'remove', idField: 'taskId' } };
    expect(lint({ task: family({ routes }) }, { tasks: listPage() })).toEqual([]);
  });

  it('refuse {id} together with idField, idField on another verb, and a status route without {id}', () => {
    const routes = { get: { method: 'GET', path: '{id}', idField: 'taskId' }, list: { method: 'GET', path: 'page', idField: 'taskId' }, status: { method: 'PUT', path: 'status/{value}' } };
    expect(lint({ task: family({ verbs: ['list', 'get', 'status'], routes }) }, { tasks: listPage() })).toEqual([
      'families/task.json#/routes/get/idField get 路由同时用路径 {id} 和 idField taskId 指明记录',
      'families/task.json#/routes/list/idField list 路由不按 idField 指明记录',
      'families/task.json#/routes/status/path 路径 "status/{value}" 缺少 {id}',
    ]);
  });

  it('a dashboard reads its stats from a GET operation its family declares', () => {
    const stats = { title: '任务统计', base: '/api/x/v1/task-stat', operations: [
      { name: 'summary', method: 'GET', path: 'summary', summary: '任务统计：汇总' },
      { name: 'reset', method: 'POST', path: 'reset', summary: '任务统计：清零' },
    ] };
    const dashboard = (operation: string, family = 'stats'): Json => ({ kind: 'dashboard', source: { family, operation }, cards: [{ title: '任务', value: 'data.total' }] });
    const problems = lint({ stats }, { good: dashboard('summary'), post: dashboard('reset'), ghost: dashboard('summery'), nowhere: dashboard('summary', 'stat') });
    // The resolved path is checked against the mocks like any stats call (none are served in this tree).
    expect(problems.filter((p) => p.startsWith('pages/good.json'))).toEqual([expect.stringMatching(/#\/source 统计接口 \/api\/x\/v1\/task-stat\/summary 没有 mock/)]);
    expect(problems).toContainEqual(expect.stringMatching(/^pages\/post\.json#\/source\/operation 统计页面的数据来源须为 GET 操作，reset 是 POST/));
    expect(problems).toContainEqual(expect.stringMatching(/^pages\/ghost\.json#\/source\/operation 接口族 stats 没有操作 "summery"/));
    expect(problems).toContainEqual(expect.stringMatching(/^pages\/nowhere\.json#\/source\/family 接口族 "stat" 不存在/));
  });
});

describe('lint:schemas — a detail page reading its record through an operation (read)', () => {
  const operations = [
    { name: 'get-info', method: 'GET', path: 'info/{id}', summary: '任务：详情', response: { schema: { type: 'object', properties: { name: { type: 'string' }, doneCount: { type: 'integer' }, file: { type: 'object' } } } } },
    { name: 'get-all', method: 'GET', path: 'all', summary: '任务：全部' },
    { name: 'post-info', method: 'POST', path: 'info/{id}', summary: '任务：写' },
  ];
  const detailPage = (extra: Json = {}): Json => ({ kind: 'detail', entity: 'task', family: 'task', permissionPrefix: 'task', sections: [{ title: '信息', fields: ['name'] }], ...extra });

  it('passes a GET operation with {id}, and fields only its answer has when the page titles them', () => {
    const sections = [{ title: '信息', fields: ['name', { key: 'doneCount', title: '完成数' }, { key: 'file.size', title: '大小', slot: 'fileSize' }] }];
    expect(lint({ task: family({ operations }) }, { info: detailPage({ read: 'get-info', sections }) })).toEqual([]);
  });

  it('refuses an unknown operation, one that is not a GET, and one whose path names no record', () => {
    const problems = lint({ task: family({ operations }) }, { a: detailPage({ read: 'get-inf' }), b: detailPage({ read: 'post-info' }), c: detailPage({ read: 'get-all' }) });
    expect(problems).toEqual([
      'pages/a.json#/read 接口族 task 没有操作 "get-inf"',
      'pages/b.json#/read 详情页的 read 须为 GET 操作，post-info 是 POST',
      'pages/c.json#/read 详情页的 read 操作 get-all 的路径没有 {id}，无法按记录读取',
    ]);
  });

  it('refuses an answer-only field without a title, and such a field on a page without read', () => {
    const sections = [{ title: '信息', fields: [{ key: 'doneCount' }] }];
    expect(lint({ task: family({ operations }) }, { a: detailPage({ read: 'get-info', sections }), b: detailPage({ sections: [{ title: '信息', fields: [{ key: 'doneCount', title: '完成数' }] }] }) })).toEqual([
      'pages/a.json#/sections/0/fields/0/key 详情分区“信息”的字段 "doneCount" 只在 read 操作的应答中，实体没有它的标题',
      'pages/b.json#/sections/0/fields/0/key 详情分区“信息”引用的字段 "doneCount" 不在实体 task 中',
    ]);
  });
});
