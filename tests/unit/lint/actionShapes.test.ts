/**
 * lint:schemas on the shapes of custom actions (generators/lint/actionShapeChecks.mjs): an own call
 * gives its endpoint and effect; a choice names a lookup field and "$choice" needs one; an operation
 * read names a GET operation, says what becomes of its answer with fields the answer has and
 * labels for them, gives every required query parameter from the record, takes nothing an own
 * call takes, and is used as a row action under a code the operation grants.
 */
import { describe, expect, it } from 'vitest';
import { checkActionShapes } from '../../../generators/lint/actionShapeChecks.mjs';
import { createReport } from '../../../generators/lint/report.mjs';

type Json = Record<string, unknown>;

const entity = {
  name: 'dock',
  file: 'entities/dock.json',
  data: {
    properties: {
      id: { type: 'integer' },
      clientId: { type: 'string' },
      groupId: { type: 'integer', 'x-lookup': { page: 'x/group', label: 'name' } },
      status: { type: 'integer' },
    },
  },
};

const urlOperation = {
  name: 'get-url',
  method: 'GET',
  path: 'url',
  access: { grants: ['dock-look'] },
  query: { id: { type: 'integer', required: true, description: '编号' } },
  response: { schema: { type: 'object', properties: { url: { type: 'string', description: '地址' }, count: { type: 'integer' } } } },
};

/** Problems of one family (its actions) and, optionally, a list page using them, as "pointer message". */
function lint(actions: Json[], rowActions: Json[] = [], operations: Json[] = [urlOperation]): string[] {
  const families = new Map([['dock', { name: 'dock', file: 'families/dock.json', data: { base: '/api/x/v1/dock', entity: 'dock', verbs: ['list'], actions, operations } }]]);
  const page = { kind: 'list', entity: 'dock', family: 'dock', permissionPrefix: 'dock', rowActions };
  const tree = { families, entities: new Map([['dock', entity]]), pages: new Map([['x/dock', { id: 'x/dock', file: 'pages/x/dock.json', data: page, declared: page }]]) };
  const report = createReport();
  checkActionShapes(tree, report);
  return report.errors.map((p) => `${p.pointer} ${p.message}`);
}

const open = (extra: Json = {}): Json => ({ name: 'open', label: '打开', operation: 'get-url', query: { id: 'id' }, opens: 'url', permission: 'dock-look', ...extra });

describe('own calls and choices', () => {
  it('accepts an action with its call, effect and a lookup choice written by "$choice"', () => {
    expect(lint([{ name: 'bind', label: '调整分组', endpoint: { method: 'PUT', path: 'bind/{id}/{groupId}' }, choice: { field: 'groupId' }, effect: { groupId: '$choice' } }])).toEqual([]);
  });

  it('refuses an action without its call or effect, and read-only keys on it', () => {
    expect(lint([{ name: 'x', label: '甲', effect: {} }])).toEqual([expect.stringMatching(/^\/actions\/0 操作“甲”缺少 endpoint/)]);
    expect(lint([{ name: 'x', label: '甲', endpoint: { method: 'PUT', path: 'x/{id}' } }])).toEqual([expect.stringMatching(/缺少 effect/)]);
    expect(lint([{ name: 'x', label: '甲', endpoint: { method: 'PUT', path: 'x/{id}' }, effect: {}, opens: 'url' }])).toEqual(['/actions/0/opens opens 只用于读取操作（operation）']);
  });

  it('refuses "$choice" without a choice, and a choice of a field without a lookup or not in the entity', () => {
    const call = { name: 'x', label: '甲', endpoint: { method: 'PUT', path: 'x/{id}' } };
    expect(lint([{ ...call, effect: { groupId: '$choice' } }])).toEqual([expect.stringMatching(/^\/actions\/0\/effect .*"\$choice".*没有 choice/)]);
    expect(lint([{ ...call, effect: {}, choice: { field: 'status' } }])).toEqual([expect.stringMatching(/^\/actions\/0\/choice\/field .*没有 x-lookup/)]);
    expect(lint([{ ...call, effect: {}, choice: { field: 'nope' } }])).toEqual([expect.stringMatching(/^\/actions\/0\/choice\/field choice 的字段 "nope" 不在实体中/)]);
  });
});

describe('operation reads', () => {
  it('accepts a read that opens an answered address, used as a row action under the operation’s code', () => {
    expect(lint([open()], [{ type: 'custom', action: 'open' }])).toEqual([]);
  });

  it('refuses an operation the family lacks or that is not a GET', () => {
    expect(lint([open({ operation: 'get-nope' })])).toEqual([expect.stringMatching(/^\/actions\/0\/operation 接口族 dock 没有 GET 操作 "get-nope"/)]);
    expect(lint([open()], [], [{ ...urlOperation, method: 'PUT' }])).toEqual([expect.stringMatching(/没有 GET 操作 "get-url"/)]);
  });

  it('takes neither a call, an effect nor grants of its own', () => {
    expect(lint([open({ effect: {}, grants: ['dock-look'] })])).toEqual([
      expect.stringMatching(/^\/actions\/0\/effect 操作“打开”读取操作 get-url，不能再写 effect/),
      expect.stringMatching(/^\/actions\/0\/grants .*不能再写 grants/),
    ]);
  });

  it('says what becomes of the answer, with fields the answer has and labels for them', () => {
    expect(lint([open({ opens: undefined })])).toEqual([expect.stringMatching(/须写 opens.*shows/)]);
    expect(lint([open({ opens: 'link' })])).toEqual([expect.stringMatching(/^\/actions\/0\/opens 操作 get-url 的应答没有字段 "link"/)]);
    expect(lint([open({ opens: undefined, shows: { fields: ['url', 'count'] } })])).toEqual([expect.stringMatching(/^\/actions\/0\/shows\/fields\/1 应答字段 "count" 没有说明/)]);
    expect(lint([open({ opens: undefined, shows: { fields: ['url', { field: 'count', label: '次数' }] } })])).toEqual([]);
  });

  it('gives every required query parameter from a field of the record', () => {
    expect(lint([open({ query: {} })])).toEqual([expect.stringMatching(/^\/actions\/0\/query 操作 get-url 的查询参数 id 必填/)]);
    expect(lint([open({ query: { id: 'nope' } })])).toEqual([expect.stringMatching(/^\/actions\/0\/query\/id 查询参数 id 取自字段 "nope"/)]);
    expect(lint([open({ query: { id: 'id', other: 'id' } })])).toEqual([expect.stringMatching(/^\/actions\/0\/query\/other 操作 get-url 没有查询参数 "other"/)]);
  });

  it('is a row action, under a code the operation’s access grants', () => {
    expect(lint([open({ permission: undefined })], [{ type: 'custom', action: 'open' }])).toEqual([expect.stringMatching(/^\/rowActions\/0 “打开”的权限编码 dock-open 不能调用操作 get-url/)]);
    expect(lint([open()], [{ type: 'custom', action: 'open', permission: 'dock-edit' }])).toEqual([expect.stringMatching(/权限编码 dock-edit 不能调用/)]);
  });
});
