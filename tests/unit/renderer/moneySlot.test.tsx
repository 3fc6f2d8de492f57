import { render } from '../../support/testingLibrary';
import { describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import { cellContent } from '../../../src/renderer/list/Cell';
import { formatCellText, resolveColumns } from '../../../src/renderer/list/resolveColumns';

const entity = {
  $id: 'money-probe',
  title: '金额',
  type: 'object',
  properties: { amount: { type: 'number', title: '金额（元）' } },
} as unknown as EntitySchema;

describe('the money slot and decimals', () => {
  const [money] = resolveColumns([{ key: 'amount', slot: 'money' }], entity, 'p');

  it('shows yuan with thousands separators and two decimals', () => {
    expect(formatCellText(money!, { amount: 1280 })).toBe('1,280.00');
    expect(formatCellText(money!, { amount: 1234567.5 })).toBe('1,234,567.50');
    expect(formatCellText(money!, { amount: 0.1 + 0.2 })).toBe('0.30');
    expect(formatCellText(money!, { amount: -39 })).toBe('-39.00');
    expect(formatCellText(money!, {})).toBe('-');
  });

  it('money with decimals configured (账户余额: money, toFixed 2) still shows separators', () => {
    const [balance] = resolveColumns([{ key: 'amount', slot: 'money', toFixed: 2 }], entity, 'p');
    expect(formatCellText(balance!, { amount: 492293 })).toBe('492,293.00');
    const [three] = resolveColumns([{ key: 'amount', slot: 'money', toFixed: 3 }], entity, 'p');
    expect(formatCellText(three!, { amount: 1234.5 })).toBe('1,234.50');
  });

  it('a measured number with decimals shows separators too', () => {
    const [hours] = resolveColumns([{ key: 'amount', toFixed: 2 }], entity, 'p');
    expect(formatCellText(hours!, { amount: 12345.6 })).toBe('12,345.60');
    expect(formatCellText(hours!, { amount: 0.005 })).toBe('0.01');
    const [whole] = resolveColumns([{ key: 'amount', toFixed: 0 }], entity, 'p');
    expect(formatCellText(whole!, { amount: 1500000 })).toBe('1,500,000');
  });

  it('the cell carries the yuan sign before the amount', () => {
    const { container } = render(<>{cellContent(money!, { amount: 1280 })}</>);
    expect(container.textContent).toBe('¥1,280.00');
  });
});
