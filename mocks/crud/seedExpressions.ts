/**
 * Expressions of the seed hints: a number or a field, then numbers or fields added, taken away,
 * multiplied or divided left to right ("headcount-2", "tradeAmount*shareRatio/100",
 * "usage*60/cores") — the ends of a range, the minutes of an `after`, the bound of a condition's
 * `above` and the size of an `x-seed-per` set ("onDuty"). A field may be one of the drawn record
 * ("site.capacity") or the row's place in its set ("$n", "$size"); `read` answers it.
 */

/** Where an expression splits: before + * / and before a minus taking a number ("app-package.coreHours/10" keeps its hyphen). */
const OPERATOR = /(?=[+*/]|-(?=\d))/;

export function evaluate(value: number | string, read: (name: string) => unknown): number {
  if (typeof value === 'number') return value;
  const [first = '', ...rest] = value.split(OPERATOR);
  const term = (text: string) => (/^\d/.test(text) ? Number(text) : Number(read(text)));
  return rest.reduce((total, part) => {
    const operand = term(part.slice(1));
    if (part.startsWith('*')) return total * operand;
    if (part.startsWith('/')) return total / operand;
    return part.startsWith('-') ? total - operand : total + operand;
  }, term(first));
}

/** Fields an expression reads (its terms that are not numbers). */
export function expressionFields(value: number | string | undefined): string[] {
  if (typeof value !== 'string') return [];
  return value.split(OPERATOR).map((term) => term.replace(/^[-+*/]/, '')).filter((term) => /^[A-Za-z_$]/.test(term));
}
