/**
 * A detail page's header actions and an action calling a POST/PUT operation: resolvePage gives a
 * detail page's `actions` their family's calls in full (the page's wording on top); an action
 * naming an operation without an answer to open, show or save calls it (callsOperation), with the
 * operation's route and no effect of its own; one naming a missing or GET operation is refused.
 */
import { describe, expect, it } from 'vitest';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import { callsOperation, resolveFamilyAction } from '../../../src/pageLanguage/familyActions';
import type { DetailPageConfig, PageDeclaration } from '../../../src/pageLanguage/pageConfig';
import { FamilyReferenceError, resolvePage } from '../../../src/pageLanguage/resolvePage';

const family = {
  title: '订单', base: '/api/x/v1/order', entity: 'order', verbs: ['get'],
  actions: [
    { name: 'cancel', label: '取消订单', endpoint: { method: 'PUT', path: 'cancel' }, idField: 'id', effect: { status: 'CANCELLED' }, confirm: '确认取消？', showWhen: { field: 'status', in: ['UNPAID'] } },
    { name: 'pay', label: '支付', operation: 'post-pay', idField: 'orderId', confirm: '确认支付 {amount:money} 元？' },
    { name: 'receipt', label: '回单', operation: 'get-receipt', download: {} },
  ],
  operations: [
    { name: 'post-pay', method: 'POST', path: 'pay', summary: '支付', access: { grants: ['order-look'] } },
    { name: 'get-receipt', method: 'GET', path: '{id}/receipt', summary: '回单', access: { grants: ['order-look'] }, response: { file: 'application/pdf' } },
  ],
} as unknown as FamilyDeclaration;

const detail = (actions: unknown): PageDeclaration => ({ kind: 'detail', entity: 'order', family: 'order', permissionPrefix: 'order', sections: [{ title: '订单', fields: ['orderNo'] }], actions } as unknown as PageDeclaration);

describe('an action calling an operation', () => {
  it('is one naming an operation with no answer to open, show or save and no file to send', () => {
    expect(callsOperation({ operation: 'post-pay' })).toBe(true);
    expect(callsOperation({ operation: 'get-receipt', download: {} })).toBe(false);
    expect(callsOperation({ operation: 'get-url', opens: 'url' })).toBe(false);
    expect(callsOperation({ operation: 'post-file', upload: { accept: '.pdf', maxSizeMb: 5 } })).toBe(false);
    expect(callsOperation({})).toBe(false);
  });

  it('takes the operation’s route and changes nothing itself (the operation’s handler does)', () => {
    const pay = resolveFamilyAction(family.actions![1]!, family, 'order');
    expect(pay).toMatchObject({ name: 'pay', endpoint: { method: 'POST', path: 'pay' }, effect: {}, idField: 'orderId', confirm: '确认支付 {amount:money} 元？' });
  });

  it('refuses a GET or missing operation', () => {
    const get = { ...family, operations: [{ ...family.operations![0]!, method: 'GET' }] } as FamilyDeclaration;
    expect(() => resolveFamilyAction(family.actions![1]!, get, 'order')).toThrow('调用的 POST/PUT 操作 post-pay 不存在');
    expect(() => resolveFamilyAction({ name: 'pay', label: '支付', operation: 'nope' }, family, 'order')).toThrow(FamilyReferenceError);
  });
});

describe('resolvePage: a detail page’s actions', () => {
  it('are the family’s actions in full, with the page’s wording on top', () => {
    const config = resolvePage(detail([{ type: 'custom', action: 'pay', permission: 'order-look' }, { type: 'custom', action: 'cancel', label: '取消', confirm: '确认取消该订单？' }]), family) as DetailPageConfig;
    expect(config.actions).toEqual([
      { type: 'custom', name: 'pay', label: '支付', operation: 'post-pay', idField: 'orderId', confirm: '确认支付 {amount:money} 元？', endpoint: { method: 'POST', path: 'pay' }, effect: {}, permission: 'order-look' },
      { type: 'custom', name: 'cancel', label: '取消', endpoint: { method: 'PUT', path: 'cancel' }, idField: 'id', effect: { status: 'CANCELLED' }, confirm: '确认取消该订单？', showWhen: { field: 'status', in: ['UNPAID'] } },
    ]);
  });

  it('are absent without any, and an action the family lacks is refused', () => {
    expect(resolvePage(detail(undefined), family)).not.toHaveProperty('actions');
    expect(() => resolvePage(detail([{ type: 'custom', action: 'refund' }]), family)).toThrow('接口族 order 没有自定义操作 refund');
  });
});
