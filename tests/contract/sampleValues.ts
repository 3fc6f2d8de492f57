/**
 * Valid values for entity fields, generated from the field's own constraints (enum, format,
 * pattern, lengths, bounds), so a new entity needs no hand-written test data. Deterministic:
 * the same page tag and sequence number give the same values.
 */
import RandExp from 'randexp';
import { DATETIME_PATTERN, type EntityField, type EntityValue } from '../../src/pageLanguage/entity';

/** Marks every record a contract test writes, so it can be found and never clashes with seeds. */
export const MARKER = '契约测试';

/** A string field typed as free text: no enum, format, pattern or rich text. */
export function isPlainText(field: EntityField | undefined): boolean {
  return field?.type === 'string' && !field.oneOf && !field.format && !field.pattern && !field.contentMediaType;
}

/** Free text of `length` characters within the field's bounds, starting with the unique part. */
export function plainText(field: EntityField, unique: string): string {
  const max = field.maxLength ?? 30;
  const min = field.minLength ?? 0;
  const wanted = Math.min(max, Math.max(min, unique.length + MARKER.length));
  let text = `${unique}${MARKER}`;
  while (text.length < wanted) text += MARKER;
  return text.slice(0, wanted);
}

function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state, 31) + char.charCodeAt(0)) >>> 0;
  state = state % 2147483646 || 1;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** A string matching `pattern` (randexp) and the field's lengths. */
function patternText(field: EntityField, seed: string): string {
  // randexp's parser does not read \uXXXX escapes: give it the characters themselves.
  const source = field.pattern!.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const pattern = new RegExp(field.pattern!);
  const random = seededRandom(seed);
  const generator = new RandExp(source);
  generator.max = Math.max(3, Math.min(field.maxLength ?? 8, 8));
  generator.randInt = (from: number, to: number) => from + Math.floor(random() * (to - from + 1));
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const text = generator.gen();
    if (pattern.test(text) && text.length >= (field.minLength ?? 0) && text.length <= (field.maxLength ?? Infinity)) return text;
  }
  throw new Error(`无法为模式 ${field.pattern} 生成满足长度 ${field.minLength ?? 0}–${field.maxLength ?? '∞'} 的值`);
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Today in the platform's time zone (Beijing), as YYYY-MM-DD. */
export function todayBeijing(now = new Date()): string {
  const beijing = new Date(now.getTime() + 8 * 3600_000);
  return `${beijing.getUTCFullYear()}-${pad(beijing.getUTCMonth() + 1)}-${pad(beijing.getUTCDate())}`;
}

function numberWithin(field: EntityField, offset: number): number {
  const step = field.multipleOf ?? 1;
  const low = Math.ceil((field.minimum ?? 1) / step) * step;
  const high = field.maximum ?? low + 100 * step;
  const value = Math.min(high, low + offset * step);
  return field.type === 'integer' ? Math.round(value) : value;
}

/**
 * A valid value of the field. `unique` makes free text unique (page tag + sequence); `index`
 * chooses among enum options and numbers (0: the first option).
 */
/** Districts of the demo's divisions (天河区, 南山区, 岳麓区): a region field's value when no sampler picks one. */
const REGION_SAMPLES = ['440106', '440305', '430104'];

export function sampleValue(key: string, field: EntityField, unique: string, index = 0): EntityValue {
  // A region holds a division the region reads answer, with nothing below it (a sampler may pick another).
  if (field['x-region']) return REGION_SAMPLES[index % REGION_SAMPLES.length]!;
  if (field.oneOf && field.oneOf.length > 0) return field.oneOf[index % field.oneOf.length]!.const;
  if (field.type === 'boolean') return index % 2 === 0;
  if (field.type === 'integer' || field.type === 'number') return numberWithin(field, 10 + index);
  if (field.pattern) return patternText(field, `${key}:${unique}:${index}`);
  switch (field.format) {
    case 'date':
      return todayBeijing();
    case 'datetime':
      return `${todayBeijing()} 10:${pad(index % 60)}:00`;
    case 'birth-date':
      return `199${index % 10}/${(index % 12) + 1}/${(index % 28) + 1}`;
    case 'base64':
      return btoa(encodeURIComponent(`${key}:${unique}:${index}`));
    case 'email':
      return `ct${unique.replace(/[^a-zA-Z0-9]/g, '')}@example.com`.toLowerCase();
    case 'uri':
      return `https://example.com/files/${encodeURIComponent(unique)}.pdf`;
    default:
      break;
  }
  if (field.contentMediaType === 'text/html') return `<p>${plainText({ ...field, contentMediaType: undefined }, unique)}</p>`;
  return plainText(field, unique);
}

/** Whether a value is a platform time string ("$now" effects are checked with this). */
export function isTimeString(value: unknown): boolean {
  return typeof value === 'string' && DATETIME_PATTERN.test(value);
}
