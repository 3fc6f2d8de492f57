/**
 * The one strict reader of a number in a request body, for the hand-written handlers that take
 * amounts, thresholds and counts. A number is a JSON number: `[5]`, `"5"` and `"1e2"` are not
 * (Number() would read all three), nor is a non-finite value (`1e400` parses to Infinity), and
 * every field states its maximum, so 1e15 is refused by the field's own words. Pure.
 */
import { formatFen } from '../../src/contract/money';

export interface NumberRules {
  /** The field as the user knows it: 充值金额, 预警金额… */
  label: string;
  /** Least value allowed (inclusive); default 0. */
  min?: number;
  /** The least value is excluded (an amount that must be more than 0). */
  exclusiveMin?: boolean;
  /** Greatest value allowed (inclusive); every field states one. */
  max: number;
  /** Decimal places allowed: 0 for a whole number, 2 for 元 with 分; default 0. */
  decimals?: number;
  /** How a limit is written in a message; default as is (e.g. `(v) => formatted + ' 元'`). */
  format?: (value: number) => string;
}

export type NumberRead = { ok: true; value: number } | { ok: false; message: string };

const refuse = (message: string): NumberRead => ({ ok: false, message });
const PLACES = ['', '一', '两', '三', '四'];

/** Whether `value` has at most `decimals` places (read as written: 1.005 has three). */
function withinDecimals(value: number, decimals: number): boolean {
  const scale = 10 ** decimals;
  return Math.round(value * scale) === Number((value * scale).toPrecision(15));
}

/**
 * Reads `value` by the rules: the number, or the Chinese message saying why it is refused, in
 * the console's own words for a typed amount (src/contract/money.ts parseAmount).
 */
export function readNumber(value: unknown, rules: NumberRules): NumberRead {
  const { label, min = 0, max, decimals = 0 } = rules;
  const shown = rules.format ?? ((n: number) => String(n));
  if (value === undefined || value === null || value === '') return refuse(`请输入${label}`);
  if (typeof value !== 'number') return refuse(`${label}必须是数字`);
  if (!Number.isFinite(value)) return refuse(`${label}必须是有限的数字`);
  if (!withinDecimals(value, decimals)) return refuse(decimals === 0 ? `${label}必须是整数` : `${label}最多保留${PLACES[decimals] ?? decimals}位小数`);
  if (rules.exclusiveMin && value <= min) return refuse(`${label}须大于 ${min}`);
  if (value < min) return refuse(`${label}不能低于 ${shown(min)}`);
  if (value > max) return refuse(`${label}不能超过 ${shown(max)}`);
  return { ok: true, value };
}

/** 元 as limits are written in messages: 1,000,000.00 元. */
export const yuanText = (yuan: number): string => `${formatFen(Math.round(yuan * 100))} 元`;
