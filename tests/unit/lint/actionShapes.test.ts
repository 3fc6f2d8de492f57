/**
 * lint:schemas on the shapes of custom actions (generators/lint/actionShapeChecks.mjs): an own call
 * gives its endpoint and effect; a choice names a lookup field and "$choice" needs one; an operation
 * read names a GET operation, says what becomes of its answer with fields the answer has and
 * labels for them, gives every required query parameter from the record, takes nothing an own
 * call takes, and is used as a row action under a code the operation grants; an operation call
 * names a POST/PUT operation and the body field holding the record's id; a question naming fields
 * asks about one record, in fields of the entity.
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
    expect(lint([open({ shows: { fields: ['url'] } })])).toEqual([expect.stringMatching(/须写 opens.*shows/)]);
    // With no answer to open, show or save it is a call, which a GET operation cannot be (operationCall below).
    expect(lint([open({ opens: undefined, query: undefined })])).toEqual([expect.stringMatching(/^\/actions\/0\/operation 接口族 dock 没有 POST\/PUT 操作 "get-url"/)]);
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

describe('an action calling a POST or PUT operation (支付: POST pay)', () => {
  const payOperation = {
    name: 'post-pay', method: 'POST', path: 'pay', access: { grants: ['dock-look'] },
    body: { schema: { type: 'object', required: ['orderId'], properties: { orderId: { type: 'integer' }, note: { type: 'string' } } } },
  };
  const pay = (extra: Json = {}): Json => ({ name: 'pay', label: '支付', operation: 'post-pay', idField: 'orderId', confirm: '确认为 {clientId} 支付？', ...extra });
  const ops = [urlOperation, payOperation];

  it('accepts the record’s id under a field of the operation’s body, a question and a showWhen', () => {
    expect(lint([pay({ showWhen: { field: 'status', in: [0] } })], [], ops)).toEqual([]);
  });

  it('refuses a GET operation, an idField the body lacks, no way to name the record, and a body field it cannot fill', () => {
    expect(lint([pay({ operation: 'get-url' })], [], ops)).toEqual([expect.stringMatching(/^\/actions\/0\/operation 接口族 dock 没有 POST\/PUT 操作 "get-url"/)]);
    expect(lint([pay({ idField: 'id' })], [], ops)).toEqual(['/actions/0/idField 操作 post-pay 的请求体没有字段 "id"', expect.stringMatching(/请求体必填 orderId/)]);
    expect(lint([pay({ idField: undefined })], [], [urlOperation, { ...payOperation, body: undefined }])).toEqual([expect.stringMatching(/^\/actions\/0 操作“支付”没有说明如何指明记录/)]);
    expect(lint([pay()], [], [urlOperation, { ...payOperation, body: { schema: { type: 'object', required: ['orderId', 'note'], properties: payOperation.body.schema.properties } } }])).toEqual([expect.stringMatching(/请求体必填 note，“支付”只发送记录编号/)]);
  });

  it('takes nothing of an own call: its call, change and access are the operation’s', () => {
    expect(lint([pay({ effect: {}, endpoint: { method: 'POST', path: 'pay' }, grants: ['dock-look'] })], [], ops)).toEqual([
      expect.stringMatching(/^\/actions\/0\/endpoint 操作“支付”调用操作 post-pay，不能再写 endpoint/),
      expect.stringMatching(/^\/actions\/0\/effect /),
      expect.stringMatching(/^\/actions\/0\/grants /),
    ]);
  });

  it('is used under a code the operation grants', () => {
    expect(lint([pay()], [{ type: 'custom', action: 'pay', permission: 'dock-look' }], ops)).toEqual([]);
    expect(lint([pay()], [{ type: 'custom', action: 'pay' }], ops)).toEqual([expect.stringMatching(/^\/rowActions\/0 “支付”的权限编码 dock-pay 不能调用操作 post-pay/)]);
  });
});

describe('a question naming the record’s fields', () => {
  const cancel = { name: 'cancel', label: '取消', endpoint: { method: 'PUT', path: 'cancel/{id}' }, effect: { status: 2 }, confirm: '确认取消 {clientId}？' };

  it('is asked about one row, each field one of the entity’s, {field:money} the one format', () => {
    expect(lint([cancel], [{ type: 'custom', action: 'cancel' }])).toEqual([]);
    expect(lint([cancel], [{ type: 'custom', action: 'cancel', confirm: '确认取消 {client}（{status:yuan}）？' }])).toEqual([
      expect.stringMatching(/^\/rowActions\/0 确认语引用的字段 "client" 不在实体中/),
      '/rowActions/0 确认语中 {status:yuan} 的格式未知',
    ]);
  });

  it('is refused on the toolbar, which acts on a selection', () => {
    const families = new Map([['dock', { name: 'dock', file: 'families/dock.json', data: { base: '/api/x/v1/dock', entity: 'dock', verbs: ['list'], actions: [cancel], operations: [] } }]]);
    const page = { kind: 'list', entity: 'dock', family: 'dock', permissionPrefix: 'dock', toolbar: [{ type: 'custom', action: 'cancel' }] };
    const tree = { families, entities: new Map([['dock', entity]]), pages: new Map([['x/dock', { id: 'x/dock', file: 'pages/x/dock.json', data: page, declared: page }]]) };
    const report = createReport();
    checkActionShapes(tree, report);
    expect(report.errors.map((p) => `${p.pointer} ${p.message}`)).toEqual([expect.stringMatching(/^\/toolbar\/0 确认语“确认取消 \{clientId\}？”引用记录字段，不能用于工具栏/)]);
  });

  it('is checked on a detail page’s header actions too', () => {
    const families = new Map([['dock', { name: 'dock', file: 'families/dock.json', data: { base: '/api/x/v1/dock', entity: 'dock', verbs: ['get'], actions: [cancel], operations: [] } }]]);
    const page = { kind: 'detail', entity: 'dock', family: 'dock', permissionPrefix: 'dock', sections: [], actions: [{ type: 'custom', action: 'cancel', confirm: '确认取消 {nope}？' }] };
    const tree = { families, entities: new Map([['dock', entity]]), pages: new Map([['x/dock', { id: 'x/dock', file: 'pages/x/dock.json', data: page, declared: page }]]) };
    const report = createReport();
    checkActionShapes(tree, report);
    expect(report.errors.map((p) => `${p.pointer} ${p.message}`)).toEqual([expect.stringMatching(/^\/actions\/0 确认语引用的字段 "nope" 不在实体中/)]);
  });
});
