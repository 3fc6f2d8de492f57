/**
 * lint:schemas over a list page's notice (generators/lint/noticeChecks.mjs): its source a GET
 * operation of the page's family, every {field} of its text and every hideWhen field one of the
 * answer's documented properties; and the lint's resolver gives the app's path and grants.
 */
import { describe, expect, it } from 'vitest';
import { resolvePageData } from '../../../generators/lint/resolveFamilies.mjs';
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
    { name: 'due', method: 'GET', path: 'due', summary: '到期', access, response: { schema: { type: 'object', properties: { count: { type: 'integer' }, days: { type: 'integer' }, enabled: { type: 'boolean' } } } } },
    { name: 'due-undocumented', method: 'GET', path: 'due2', summary: '到期', access },
  ],
};

/** Problems of a tree with the task family and one list page with this notice, as "pointer message". */
function lint(notice: unknown): string[] {
  const data = { kind: 'list', entity: 'task', family: 'task', permissionPrefix: 'task', columns: [{ key: 'name' }], notice };
  return lintTree([{ id: 'tasks', title: '任务', path: '/tasks', code: 'task-look', data }], [{ name: 'task', file: 'families/task.json', data: family }], [entity, other]).errors;
}

describe('lint:schemas — list notice', () => {
  it('passes a notice over a documented GET, and one whose answer is not documented', () => {
    expect(lint({ source: 'due', text: '{count} 项将在 {days} 天内到期', hideWhen: [{ field: 'enabled', in: [false] }] })).toEqual([]);
    expect(lint({ source: 'due-undocumented', text: '{anything} 项' })).toEqual([]);
  });

  it('refuses an operation the family lacks or one that is not a GET', () => {
    expect(lint({ source: 'dew', text: '{count}' })).toEqual(['/notice/source 接口族 task 没有 GET 操作 "dew"']);
    expect(lint({ source: 'mine-reset', text: '{count}' })).toEqual(['/notice/source 接口族 task 没有 GET 操作 "mine-reset"']);
  });

  it('refuses a {field} of the text and a hideWhen field the answer does not have', () => {
    expect(lint({ source: 'due', text: '{cnt} 项将在 {days} 天内到期', hideWhen: [{ field: 'on', in: [false] }] })).toEqual([
      '/notice/text 提示文字中的 {cnt} 不是 due 答复的字段',
      '/notice/hideWhen/0/field 字段 "on" 不是 due 答复的字段',
    ]);
  });

  it('resolves the notice as the app does: the GET path and its grants', () => {
    const data = { kind: 'list', entity: 'task', family: 'task', permissionPrefix: 'task', columns: [{ key: 'name' }], notice: { source: 'due', text: '{count}' } };
    const families = new Map([['task', { name: 'task', file: 'families/task.json', data: family }]]);
    expect((resolvePageData(data, families) as { notice: unknown }).notice).toEqual({ source: '/api/x/v1/task/due', text: '{count}', grants: ['task-look'] });
  });
});
