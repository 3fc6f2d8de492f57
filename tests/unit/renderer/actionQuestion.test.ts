/**
 * An action's question about one record (src/renderer/actions/actionQuestion.ts): `{field}` is the
 * record's value, `{field:money}` an amount in 元 as the console shows money; a value the record
 * lacks reads "-"; without a record the question stays as written.
 */
import { describe, expect, it } from 'vitest';
import type { CustomAction } from '../../../src/pageLanguage/actions';
import { askedAbout, fillQuestion } from '../../../src/renderer/actions/actionQuestion';

describe('an action’s question about a record', () => {
  it('fills fields, dot paths and money', () => {
    expect(fillQuestion('确认从账户余额支付 {amount:money} 元？', { amount: 1280 })).toBe('确认从账户余额支付 1,280.00 元？');
    expect(fillQuestion('确认取消订单 {orderNo}（{owner.name}）？', { orderNo: 'DD1', owner: { name: '甲' } })).toBe('确认取消订单 DD1（甲）？');
    expect(fillQuestion('支付 {amount:money} 元', { amount: 0.1 + 0.2 })).toBe('支付 0.30 元');
  });

  it('reads "-" for a value the record lacks, never "undefined"', () => {
    expect(fillQuestion('确认支付 {amount:money} 元（{orderNo}）？', {})).toBe('确认支付 - 元（-）？');
    expect(fillQuestion('确认支付 {amount:money} 元？', { amount: '12' })).toBe('确认支付 - 元？');
  });

  it('leaves a question without fields, and one asked without a record, as written', () => {
    const action = { type: 'custom', name: 'pay', label: '支付', endpoint: { method: 'POST', path: 'pay' }, effect: {}, confirm: '确认支付 {amount:money} 元？' } as CustomAction;
    expect(askedAbout(action, undefined)).toBe(action);
    expect(askedAbout(action, { amount: 39 }).confirm).toBe('确认支付 39.00 元？');
    expect(action.confirm, 'the declared action is not changed').toBe('确认支付 {amount:money} 元？');
    expect(fillQuestion('确认取消该订单？', { amount: 1 })).toBe('确认取消该订单？');
  });
});
