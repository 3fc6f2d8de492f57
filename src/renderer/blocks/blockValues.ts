/**
 * What blocks read from an answer: figures by dot path (or `length:<path>`, the count of an
 * array), item arrays, and numbers formatted as every list of the console formats them. Pure:
 * the blocks and their tests share it.
 */
import { readPath } from '../../contract/readPath';
import { formatYuan } from '../../contract/money';
import { formatDecimal, numberOf } from '../../contract/numberFormat';
import type { BlockNumberFormat } from '../../pageLanguage/blocks';
import { countdownText } from './countdown';


const LENGTH = 'length:';

/** The figure a stat names; undefined when the answer has none there (shown as "-"). */
export function figureOf(answer: unknown, path: string): number | undefined {
  if (path.startsWith(LENGTH)) {
    const items = readPath(answer, path.slice(LENGTH.length));
    return Array.isArray(items) ? items.length : undefined;
  }
  return numberOf(readPath(answer, path));
}

export type BlockItem = Readonly<Record<string, unknown>>;

/** `.` names the answer itself (an answer that is an array), any other path a place in it. */
export const ITSELF = '.';

/** The objects of the array at `path`; anything else in it is left out. */
export function itemsOf(answer: unknown, path: string): BlockItem[] {
  const raw = path === ITSELF ? answer : readPath(answer, path);
  if (!Array.isArray(raw)) return [];
  return raw.filter((item): item is BlockItem => typeof item === 'object' && item !== null && !Array.isArray(item));
}

/** A file size: bytes as they are, larger sizes in KB, MB or GB with two decimals (1,024 per step). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? formatDecimal(value, 0) : formatDecimal(value, 2)} ${units[unit]}`;
}

/**
 * A value as text: `money` two decimals with separators (the unit 元 is in the title or unit),
 * `decimal` `toFixed` decimals (default 2), `integer` none, `bytes` a file size, `countdown` the time
 * left until a time as of now; text as sent; "-" for nothing.
 */
export function formatBlockValue(raw: unknown, format?: BlockNumberFormat, toFixed?: number): string {
  if (format === undefined && toFixed === undefined) {
    if (raw === null || raw === undefined || raw === '') return '-';
    return typeof raw === 'number' ? formatDecimal(raw, 0) : String(raw);
  }
  if (format === 'countdown') return countdownText(raw, Date.now());
  const value = numberOf(raw);
  if (value === undefined) return '-';
  if (format === 'money') return formatYuan(value);
  if (format === 'bytes') return formatBytes(value);
  if (format === 'integer') return formatDecimal(Math.round(value), 0);
  return formatDecimal(value, toFixed ?? 2);
}

/** A value with its unit: 82.8%, but 64 核 and 12 GB (no space before a sign that sits on the number); none after '-'. */
export function withUnit(value: string, unit: string | undefined): string {
  if (!unit || value === '-') return value;
  return /^[%‰°]/.test(unit) ? `${value}${unit}` : `${value} ${unit}`;
}
