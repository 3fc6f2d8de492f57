/**
 * lint:schemas over a list page's `read` (generators/lint/listReadChecks.mjs): its operations are
 * GETs of the page's family, `list` answering a page of the page's records (of its entity, or an
 * object of its own whose records hold the columns beside `total` and the totals), `export` a
 * file; not together with `views`. A page with `read` may show an entity its family does not hold.
 */
import { describe, expect, it } from 'vitest';
import { lintTree, type Json } from './lintHarness';


const task = { name: 'task', file: 'entities/task.json', data: { properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } } } };
const usage = { name: 'usage', file: 'entities/usage.json', data: { properties: { id: { type: 'string', readOnly: true }, name: { type: 'string' }, hours: { type: 'number' } } } };


const access = { grants: ['task-look'] };
const usagePage = {
  type: 'object',
  properties: {
    records: { type: 'array', items: { $ref: '#/$defs/row' } },
    total: { type: 'integer', description: '条数' },
    hours: { type: 'number', description: '核时合计' },
  },
  $defs: { row: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, hours: { type: 'number' } } } },
};
const family: Json = {
  title: '任务', base: '/api/x/v1/task', entity: 'task', verbs: ['list'],
  operations: [
    { name: 'mine-page', method: 'GET', path: 'mine/page', summary: '本人', access, response: { entity: 'task', shape: 'page' } },
    { name: 'mine-export', method: 'GET', path: 'mine/export', summary: '导出', access, response: { file: 'text/csv' } },
    { name: 'mine-list', method: 'GET', path: 'mine/list', summary: '列表', access, response: { entity: 'task', shape: 'list' } },
    { name: 'usage-page', method: 'GET', path: 'usage/page', summary: '用量', access, response: { schema: usagePage } },
    { name: 'usage-count', method: 'GET', path: 'usage/count', summary: '条数', access, response: { schema: { type: 'object', properties: { total: { type: 'integer' } } } } },
    { name: 'mine-reset', method: 'POST', path: 'mine/reset', summary: '重置', access },
  ],
};

/** Problems of a tree with the task family and one list page, as "pointer message". */
function lint(extra: Json): string[] {
  const data = { kind: 'list', entity: 'task', family: 'task', permissionPrefix: 'task', columns: [{ key: 'name' }], ...extra };
  return lintTree([{ id: 'tasks', title: '任务', path: '/tasks', code: 'task-look', data }], [{ name: 'task', file: 'families/task.json', data: family }], [task, usage]).errors;
}

describe('lint:schemas — a list page’s read', () => {
  it('passes a page of the entity with a file export, and an answer of its own holding the columns and totals', () => {
    expect(lint({ read: { list: 'mine-page', export: 'mine-export' } })).toEqual([]);
    expect(lint({ entity: 'usage', columns: [{ key: 'name' }, { key: 'hours' }], totals: { items: [{ label: '合计', field: 'hours' }] }, read: { list: 'usage-page' } })).toEqual([]);
  });

  it('refuses an operation the family lacks, and one that is not a GET', () => {
    expect(lint({ read: { list: 'mine-pgae', export: 'mine-reset' } })).toEqual([
      '/read/list 接口族 task 没有操作 "mine-pgae"',
      '/read/export 列表页读取数据须用 GET 操作，mine-reset 是 POST',
    ]);
  });

  it('refuses a list answering no page of the entity, and an export answering no file', () => {
    expect(lint({ read: { list: 'mine-list', export: 'mine-page' } })).toEqual([
      '/read/list 操作 mine-list 的应答不是实体 task 的一页记录（response: { "entity": "task", "shape": "page" }）',
      '/read/export 操作 mine-page 的应答不是一个文件（response: { "file": "text/csv" }）',
    ]);
    expect(lint({ read: { list: 'usage-count' } })).toEqual(['/read/list 操作 usage-count 的应答不是一页记录（records 数组与 total）']);
  });

  it('refuses a column or a total the answer of its own does not hold', () => {
    expect(lint({ entity: 'usage', columns: [{ key: 'id' }, { key: 'name' }], totals: { items: [{ label: '合计', field: 'cost' }] }, read: { list: 'usage-page' } })).toEqual([
      '/totals/items/0/field 合计 "cost" 不在操作 usage-page 的应答中',
    ]);
    expect(lint({ entity: 'usage', columns: [{ key: 'hours' }, { key: 'name' }], read: { list: 'usage-page' } })).toEqual([]);
  });

  it('refuses read beside views', () => {
    expect(lint({ read: { list: 'mine-page' }, views: [{ key: 'a', title: 'A' }, { key: 'b', title: 'B' }] })).toEqual(['/read 列表页不能同时有 read 与 views']);
  });

  it('still refuses an entity other than the family’s without read', () => {
    expect(lint({ entity: 'usage' })).toEqual(['/entity 接口族 task 的实体是 task，这里却是 usage']);
  });
});
