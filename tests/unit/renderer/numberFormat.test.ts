import { describe, expect, it } from 'vitest';
import { formatYuan } from '../../../src/contract/money';
import { formatDecimal, formatNumber } from '../../../src/contract/numberFormat';

/** The one writer of numbers and money every list, total and detail shows (issue 36: one look for every list). */
describe('number and money formats', () => {
  it('money: thousands separators and always two decimals', () => {
    expect(formatYuan(18816.34)).toBe('18,816.34');
    expect(formatYuan(492293)).toBe('492,293.00');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
  });
  it('fixed decimals with separators', () => {
    expect(formatDecimal(12345.6, 2)).toBe('12,345.60');
    expect(formatDecimal(1500000, 0)).toBe('1,500,000');
  });
  it('a count or measure without fixed decimals: separators and its own decimals, up to three', () => {
    expect(formatNumber(12000)).toBe('12,000');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(0.125)).toBe('0.125');
    expect(formatNumber(2.5)).toBe('2.5');
    expect(formatNumber(1 / 3)).toBe('0.333');
  });
});
