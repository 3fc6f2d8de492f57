/**
 * What a lookup select and a create's read-back say beyond labels: `{field|money}` in templates,
 * records a source's `disabledWhen` greys out (with why), the facts of the chosen record under
 * the select (`shows`), and the lines a create's answer is read back with (`createResult`).
 */
import { describe, expect, it } from 'vitest';
import { flatLookupOptions, treeLookupOptions } from '../../../src/contract/lookupOptions';
import { filledTemplate, fillTemplate, templateFields } from '../../../src/contract/textTemplate';
import { lookupChoice, lookupFacts } from '../../../src/renderer/form/widgets/lookupChoices';
import { answerText } from '../../../src/renderer/list/createResult/answerText';

const customers = [
  { id: 'u1', userName: 'enterprise', displayName: '华南材料研究院', balance: 492293.5, coinEnabled: 1 },
  { id: 'u2', userName: 'disabled', displayName: '停用客户', balance: 0, coinEnabled: 0 },
];
const label = '{displayName}（{userName}）　余额 ¥{balance|money}';

describe('{field|money} templates', () => {
  it('shows an amount in 元 with separators and two decimals; the field is still named', () => {
    expect(fillTemplate('余额 ¥{balance|money}', { balance: 492293.5 })).toBe('余额 ¥492,293.50');
    expect(fillTemplate('{amount|money} 元', { amount: '1234' })).toBe('1,234.00 元');
    expect(fillTemplate('{amount|money}', { amount: -0.5 })).toBe('-0.50');
    expect(templateFields(label)).toEqual(['displayName', 'userName', 'balance']);
    expect(fillTemplate('{balance}', { balance: 492293.5 })).toBe('492293.5');
  });

  it('says when a field is missing or not an amount', () => {
    expect(filledTemplate('¥{balance|money}', { balance: 12 })).toEqual({ text: '¥12.00', complete: true });
    expect(filledTemplate('¥{balance|money}', {})).toEqual({ text: '¥', complete: false });
    expect(filledTemplate('¥{balance|money}', { balance: 'abc' })).toEqual({ text: '¥', complete: false });
    expect(filledTemplate('{a.b}', { a: { b: 'x' } })).toEqual({ text: 'x', complete: true });
  });
});

describe('lookup options carry their records', () => {
  it('flat and tree options keep the answered record, labelled by a money template', () => {
    const flat = flatLookupOptions(customers, customers.length, { value: 'id', label });
    expect(flat.options[0]).toMatchObject({ value: 'u1', label: '华南材料研究院（enterprise）　余额 ¥492,293.50', record: customers[0] });
    const tree = treeLookupOptions([{ id: 1, name: '根', children: [{ id: 2, name: '子' }] }], { value: 'id', label: 'name' });
    expect(tree.flat[1]!.record).toEqual({ id: 2, name: '子' });
  });

  it('a record disabledWhen matches is offered greyed out, its label saying why; others are choosable', () => {
    const { options } = flatLookupOptions(customers, customers.length, { value: 'id', label: 'displayName' });
    const when = { field: 'coinEnabled', in: [0], note: '虚拟币账户已停用' };
    expect(lookupChoice(options[0]!, when)).toEqual({ label: '华南材料研究院', disabled: false });
    expect(lookupChoice(options[1]!, when)).toEqual({ label: '停用客户（虚拟币账户已停用）', disabled: true });
    expect(lookupChoice(options[1]!, undefined)).toEqual({ label: '停用客户', disabled: false });
    expect(lookupChoice(options[1]!, { ...when, in: ['0'] }).disabled).toBe(true);
  });

  it('shows the facts of the chosen record only, each only when its fields are there', () => {
    const { options } = flatLookupOptions(customers, customers.length, { value: 'id', label: 'displayName' });
    const shows = [{ label: '当前余额', text: '¥{balance|money}' }, { label: '等级', text: '{level}' }];
    expect(lookupFacts(options[0], shows)).toEqual([{ label: '当前余额', text: '¥492,293.50' }]);
    expect(lookupFacts(undefined, shows)).toEqual([]);
    expect(lookupFacts(options[0], undefined)).toEqual([]);
  });
});

describe('a create read back (createResult)', () => {
  const template = {
    title: '充值成功',
    lines: [
      { text: '{displayName}（{userName}）到账 {amount|money} 元' },
      { text: '按「{ruleName}」赠送 {gift|money} 元', hideWhen: [{ field: 'gift', in: [0] }] },
      { text: '当前余额 {balance|money} 元' },
    ],
  };
  const answer = { displayName: '华南材料研究院', userName: 'enterprise', amount: 2000, gift: 100, ruleName: '企业充值满赠', balance: 494393.5 };

  it('joins the lines that apply with "，", amounts in 元', () => {
    expect(answerText(template, answer)).toBe('华南材料研究院（enterprise）到账 2,000.00 元，按「企业充值满赠」赠送 100.00 元，当前余额 494,393.50 元');
  });

  it('leaves out a line its hideWhen matches, and one whose field the answer lacks', () => {
    expect(answerText(template, { ...answer, gift: 0, ruleName: '' })).toBe('华南材料研究院（enterprise）到账 2,000.00 元，当前余额 494,393.50 元');
    const { balance: _balance, ...noBalance } = answer;
    expect(answerText(template, noBalance)).toBe('华南材料研究院（enterprise）到账 2,000.00 元，按「企业充值满赠」赠送 100.00 元');
  });
});
