/**
 * The one form a name is compared and stored in, on the client and in the reference backend:
 * Unicode NFKC (full-width letters and compatibility forms fold to their plain form), with
 * invisible format characters (zero-width space, joiners, byte-order mark, bidi marks: Unicode
 * category Cf) and control characters (Cc) removed, then trimmed. Two names that look the same
 * normalise to the same text, so a uniqueness check cannot be passed with a look-alike
 * (`华南超算分中心` + U+200B is `华南超算分中心`).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

export function normalizeName(value: string): string {
  return value.normalize('NFKC').replace(INVISIBLE, '').trim();
}

/** A value read as a name: text normalised, anything else ''. */
export function nameOf(value: unknown): string {
  return typeof value === 'string' ? normalizeName(value) : '';
}
