/**
 * Numbers a record created through the API the way the seed numbers its records: a read-only
 * string field whose `x-seed` is a `pattern` of date tokens and one `{seq:n}` (a work order's
 * "GD{yyyy}{MM}{dd}{seq:4}") gets the next number of its series — the same text around the
 * number — among the stored records, dated by the new record's creation time. A pattern with
 * other tokens (random digits, names…) numbers seeded records only.
 */
import type { EntitySchema } from '../../src/pageLanguage/entity';

const DATE_TOKENS: Readonly<Record<string, (time: string) => string>> = {
  yyyy: (time) => time.slice(0, 4),
  yy: (time) => time.slice(2, 4),
  MM: (time) => time.slice(5, 7),
  dd: (time) => time.slice(8, 10),
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The numbered fields of a new record created at `createTime` (YYYY-MM-DD HH:mm:ss). */
export function serverNumbers(entity: EntitySchema, stored: readonly Readonly<Record<string, unknown>>[], createTime: string): Record<string, string> {
  const numbers: Record<string, string> = {};
  for (const [key, field] of Object.entries(entity.properties)) {
    const hint = field['x-seed'];
    if (!field.readOnly || field.type !== 'string' || !hint || !('pattern' in hint) || hint.when) continue;
    const dated = hint.pattern.replace(/\{(yyyy|yy|MM|dd)\}/g, (_whole, token: string) => DATE_TOKENS[token]!(createTime));
    const seq = /\{seq:(\d+)\}/.exec(dated);
    if (!seq || /\{[^}]*\}/.test(dated.replace(seq[0], ''))) continue;
    const [before, after] = [dated.slice(0, seq.index), dated.slice(seq.index + seq[0].length)];
    const series = new RegExp(`^${escape(before)}(\\d+)${escape(after)}$`);
    const last = Math.max(0, ...stored.map((record) => Number(series.exec(String(record[key] ?? ''))?.[1] ?? 0)));
    numbers[key] = `${before}${String(last + 1).padStart(Number(seq[1]), '0')}${after}`;
  }
  return numbers;
}
