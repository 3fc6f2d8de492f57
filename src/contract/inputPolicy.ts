/**
 * The input policy of generated forms (issue 17), shared by the form and the mock backend: text
 * is trimmed before it is validated and before it is sent, and text that is nothing but spaces
 * is no value at all — a required field of spaces is "<label>不能为空", and a leading space cannot
 * slip a duplicate past a uniqueness check. Pure.
 */
import { normalizeName } from '../core/text/normalizeName';

type Data = Readonly<Record<string, unknown>>;

/** Every string value trimmed; other values as they are. */
export function trimStrings<T extends Data>(data: T): T {
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as T;
}

/** What a form submits: strings trimmed, and a string left empty dropped (as a cleared input is). */
export function normalizeFormInput<T extends Data>(data: T): T {
  return Object.fromEntries(Object.entries(trimStrings(data)).filter(([, value]) => value !== '')) as T;
}

/**
 * Whether two stored values are the same for a uniqueness check: text compared as normalised
 * names (src/core/text/normalizeName.ts), so a look-alike with an invisible character or a
 * full-width letter is the same name.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'string' && typeof b === 'string') return normalizeName(a) === normalizeName(b);
  return a === b;
}
