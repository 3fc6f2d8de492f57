import { describe, expect, it } from 'vitest';
import { chargeFen, discountFen, fenToYuan, formatFen, formatYuan, parseAmount, sumFen, yuanToFen } from '../../../src/contract/money';

describe('money in fen', () => {
  it('reads yuan with float noise back exactly', () => {
    expect(yuanToFen(0.1 + 0.2)).toBe(30);
    expect(yuanToFen(100)).toBe(10_000);
    expect(yuanToFen(1.005)).toBe(101);
    expect(yuanToFen(19_999.99)).toBe(1_999_999);
    expect(() => yuanToFen(Number.NaN)).toThrow('不是有效金额');
  });

  it('adds without drift where floats would', () => {
    const tenDimes = Array.from({ length: 10 }, () => yuanToFen(0.1));
    expect(sumFen(tenDimes)).toBe(100);
    expect(fenToYuan(sumFen([yuanToFen(1234.56), yuanToFen(100)]))).toBe(1334.56);
  });

  it('charges core-hours and discounts to the fen, half up', () => {
    expect(chargeFen(12.34, 8)).toBe(99); // 98.72 fen
    expect(chargeFen(0.0625, 8)).toBe(1); // 0.5 → 1
    expect(discountFen(128_000, 0.9)).toBe(115_200);
    expect(discountFen(999, 0.95)).toBe(949); // 949.05
  });

  it('formats two decimals with separators and sign', () => {
    expect(formatFen(10_000)).toBe('100.00');
    expect(formatFen(123_456_789)).toBe('1,234,567.89');
    expect(formatFen(-5)).toBe('-0.05');
    expect(formatFen(0)).toBe('0.00');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
  });

  it('parses typed amounts and says what is wrong', () => {
    expect(parseAmount('100')).toEqual({ ok: true, fen: 10_000 });
    expect(parseAmount(' 1,000.5 ')).toEqual({ ok: true, fen: 100_050 });
    expect(parseAmount('0.01')).toEqual({ ok: true, fen: 1 });
    expect(parseAmount('', { label: '充值金额' })).toEqual({ ok: false, message: '请输入充值金额' });
    expect(parseAmount('abc')).toEqual({ ok: false, message: '请输入正确的金额' });
    expect(parseAmount('-3')).toEqual({ ok: false, message: '请输入正确的金额' });
    expect(parseAmount('1.234')).toEqual({ ok: false, message: '金额最多保留两位小数' });
    expect(parseAmount('0')).toEqual({ ok: false, message: '金额须大于 0' });
    expect(parseAmount('5', { minFen: 1_000 })).toEqual({ ok: false, message: '金额不能低于 10.00 元' });
    expect(parseAmount('2000000', { maxFen: 100_000_000 })).toEqual({ ok: false, message: '金额不能超过 1,000,000.00 元' });
    expect(parseAmount('9999999999999')).toEqual({ ok: false, message: '金额超出范围' });
  });
});
