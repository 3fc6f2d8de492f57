/**
 * lint:schemas over what a lookup select and a create's read-back say beyond labels
 * (generators/lint/lookupChecks.mjs, createResultChecks.mjs): a source's `disabledWhen` field and
 * `{field|money}` label fields are fields of its answered records; a form field's `shows` sits on
 * a lookup field and names the chosen record's fields; a form's `createResult` needs a create
 * action and names the entity's fields. Also the step message of a 0.01 multipleOf.
 */
import { describe, expect, it } from 'vitest';
import { lintTree, type Json } from './lintHarness';
import { fieldMessage } from '../../../src/contract/fieldMessages';


const access = { grants: ['pay-look'] };
const customersAnswer = { schema: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' }, name: { type: 'string' }, balance: { type: 'number' }, enabled: { type: 'integer' } } } } };

function lint(lookupSource: Json, form: Json, toolbar: Json[] = [{ type: 'create' }]): string[] {
  const customer = { name: 'customer', file: 'entities/customer.json', data: { properties: { id: { type: 'string', readOnly: true }, name: { type: 'string' }, balance: { type: 'number' } } } };
  const payment = {
    name: 'payment', file: 'entities/payment.json',
    data: { properties: { id: { type: 'integer', readOnly: true }, customerId: { type: 'string', title: '客户', 'x-lookup': { page: 'customers', label: 'name', source: lookupSource } }, amount: { type: 'number' }, balance: { type: 'number', readOnly: true } } },
  };
  const families = [
    { name: 'customer', file: 'families/customer.json', data: { title: '客户', base: '/api/x/v1/customer', entity: 'customer', verbs: ['list'], operations: [{ name: 'choices', method: 'GET', path: 'choices', summary: '可选', access, response: customersAnswer }] } },
    { name: 'payment', file: 'families/payment.json', data: { title: '付款', base: '/api/x/v1/payment', entity: 'payment', verbs: ['list', 'create'] } },
  ];
  const customers = { kind: 'list', entity: 'customer', family: 'customer', permissionPrefix: 'customer', columns: [{ key: 'name' }] };
  const payments = { kind: 'list', entity: 'payment', family: 'payment', permissionPrefix: 'pay', columns: [{ key: 'amount' }], toolbar, form };
  return lintTree(
    [{ id: 'customers', title: '客户', path: '/c', code: 'customer-look', data: customers }, { id: 'payments', title: '付款', path: '/p', code: 'pay-look', data: payments }],
    families,
    [customer, payment],
    ['pages/payments.json', 'entities/payment.json'],
  ).errors;
}

const source = { family: 'customer', operation: 'choices', label: '{name}　余额 ¥{balance|money}', disabledWhen: { field: 'enabled', in: [0], note: '已停用' } };
const form = {
  fields: [{ key: 'customerId', shows: [{ label: '当前余额', text: '¥{balance|money}' }] }, 'amount'],
  createResult: { title: '付款成功', lines: [{ text: '余额 {balance|money} 元', hideWhen: [{ field: 'amount', in: [0] }] }] },
};

describe('lint:schemas — lookup facts and a create read back', () => {
  it('passes fields the answer and the entity hold', () => {
    expect(lint(source, form)).toEqual([]);
  });

  it('refuses a disabledWhen field or a money label field the source does not answer', () => {
    expect(lint({ ...source, disabledWhen: { field: 'state', in: [0], note: '已停用' } }, form)).toEqual(['/properties/customerId/x-lookup/source/disabledWhen/field 操作 customer choices 答复的记录没有字段 "state"']);
    expect(lint({ ...source, label: '{name} ¥{credit|money}' }, form)).toEqual(['/properties/customerId/x-lookup/source/label 操作 customer choices 答复的记录没有字段 "credit"']);
  });

  it('refuses shows on a field without a lookup, a fact naming no field or one the record lacks', () => {
    expect(lint(source, { ...form, fields: [{ key: 'amount', shows: [{ label: '余额', text: '{balance}' }] }] })).toEqual(['/form/fields/0/shows 字段 "amount" 没有 x-lookup，不能显示所选记录的信息']);
    expect(lint(source, { ...form, fields: [{ key: 'customerId', shows: [{ label: '余额', text: '余额' }, { label: '额度', text: '{credit}' }] }] })).toEqual([
      '/form/fields/0/shows/0/text 信息文字没有引用所选记录的字段',
      '/form/fields/0/shows/1/text 所选记录没有字段 "credit"',
    ]);
  });

  it('refuses a createResult without a create action, or naming fields the entity lacks', () => {
    expect(lint(source, form, [])).toEqual(['/form/createResult 页面没有新增操作，createResult 不会显示']);
    expect(lint(source, { ...form, createResult: { title: '成功', lines: [{ text: '{gift|money}', hideWhen: [{ field: 'rule', in: [''] }] }, { text: '完成' }] } })).toEqual([
      '/form/createResult/lines/0/text 实体 payment 没有字段 "gift"',
      '/form/createResult/lines/0/hideWhen/0/field 实体 payment 没有字段 "rule"',
      '/form/createResult/lines/1/text 这一行没有引用应答的字段',
    ]);
  });
});

describe('a step of 0.01 bounds the decimals', () => {
  const failure = (multipleOf: number) => ({ keyword: 'multipleOf', params: { multipleOf }, instancePath: '/amount' });
  it('says 最多保留两位小数 for 0.01, and the step for any other', () => {
    expect(fieldMessage(failure(0.01) as never, { type: 'number', title: '充值金额（元）' }, 'amount')).toBe('充值金额（元）最多保留两位小数');
    expect(fieldMessage(failure(0.1) as never, { type: 'number', title: '比例' }, 'rate')).toBe('比例最多保留一位小数');
    expect(fieldMessage(failure(5) as never, { type: 'integer', title: '数量' }, 'n')).toBe('数量必须是5的整数倍');
  });
});
