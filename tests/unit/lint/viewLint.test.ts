/**
 * lint:schemas over a list page's named views (generators/lint/viewChecks.mjs): two views at
 * least, each key once, and each `list` / `export` an operation of the page's family that is a GET
 * answering a page of the page's entity, or a file.
 */
import { describe, expect, it } from 'vitest';
import { lintTree, type Json } from './lintHarness';


const entity = { name: 'task', file: 'entities/task.json', data: { properties: { id: { type: 'integer', readOnly: true }, name: { type: 'string' } } } };
const other = { name: 'note', file: 'entities/note.json', data: { properties: { id: { type: 'integer' } } } };


const access = { grants: ['task-look'] };
const family: Json = {
  title: '任务', base: '/api/x/v1/task', entity: 'task', verbs: ['list', 'export'],
  operations: [
    { name: 'mine-page', method: 'GET', path: 'mine/page', summary: '本人', access, response: { entity: 'task', shape: 'page' } },
    { name: 'mine-export', method: 'GET', path: 'mine/export', summary: '导出', access, response: { file: 'text/csv' } },
    { name: 'mine-list', method: 'GET', path: 'mine/list', summary: '列表', access, response: { entity: 'task', shape: 'list' } },
    { name: 'notes-page', method: 'GET', path: 'notes/page', summary: '备注', access, response: { entity: 'note', shape: 'page' } },
    { name: 'mine-reset', method: 'POST', path: 'mine/reset', summary: '重置', access },
  ],
};

/** Problems of a tree with the task family and one list page with these views, as "pointer message". */
function lint(views: unknown): string[] {
  const data = { kind: 'list', entity: 'task', family: 'task', permissionPrefix: 'task', columns: [{ key: 'name' }], views };
  return lintTree([{ id: 'tasks', title: '任务', path: '/tasks', code: 'task-look', data }], [{ name: 'task', file: 'families/task.json', data: family }], [entity, other]).errors;
}

const all = { key: 'all', title: '全部' };

describe('lint:schemas — list views', () => {
  it('passes views over the family list and GET operations answering a page of the entity and a file', () => {
    expect(lint([all, { key: 'mine', title: '本人', list: 'mine-page', export: 'mine-export' }])).toEqual([]);
  });

  it('refuses fewer than two views', () => {
    expect(lint([all])).toEqual(['/views 列表视图至少需要两个']);
    expect(lint([])).toEqual(['/views 列表视图至少需要两个']);
  });

  it('refuses a key used twice', () => {
    expect(lint([all, { key: 'all', title: '又一个', list: 'mine-page' }])).toEqual(['/views/1/key 列表视图 "all" 重复']);
  });

  it('refuses an operation the family lacks, and one that is not a GET', () => {
    expect(lint([all, { key: 'mine', title: '本人', list: 'mine-pgae', export: 'mine-reset' }])).toEqual([
      '/views/1/list 接口族 task 没有操作 "mine-pgae"',
      '/views/1/export 列表视图读取数据须用 GET 操作，mine-reset 是 POST',
    ]);
  });

  it('refuses a list that answers no page of the page’s entity, and an export that answers no file', () => {
    expect(lint([all, { key: 'a', title: 'A', list: 'mine-list' }, { key: 'b', title: 'B', list: 'notes-page', export: 'mine-page' }])).toEqual([
      '/views/1/list 操作 mine-list 的应答不是实体 task 的一页记录（response: { "entity": "task", "shape": "page" }）',
      '/views/2/list 操作 notes-page 的应答不是实体 task 的一页记录（response: { "entity": "task", "shape": "page" }）',
      '/views/2/export 操作 mine-page 的应答不是一个文件（response: { "file": "text/csv" }）',
    ]);
  });
});
