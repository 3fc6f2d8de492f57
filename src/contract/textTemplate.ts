/**
 * `{field}` templates of page configs: lookup labels ("{appName} {version}（{identifier}）") and
 * block texts ("{start} 至 {end} 累计核时"). A field is a dot path into the record; the text is
 * filled as plain text (never HTML) and a missing or empty field leaves its place empty;
 * `{field|money}` shows an amount in 元 with separators and two decimals.
 */
import { formatYuan } from './money';
import { readPath } from './readPath';

// `{field}`, or `{field|money}`: an amount in 元 shown as every money figure of the console is (492,293.50).
const TEMPLATE_FIELD = /\{([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z0-9_]+)*)(?:\|(money))?\}/g;

/** The fields a template names; none for a text without `{…}`. */
export function templateFields(template: string): string[] {
  return [...template.matchAll(TEMPLATE_FIELD)].map((match) => match[1]!);
}

/** A value as a template shows it, or null when there is none to show. */
function shown(value: unknown, format: string | undefined): string | null {
  if (format === 'money') {
    const amount = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
    return Number.isFinite(amount) ? formatYuan(amount) : null;
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

export interface FilledTemplate {
  text: string;
  /** Every field the template names had a value to show. */
  complete: boolean;
}

/** The template filled from the record, and whether every field it names was there. */
export function filledTemplate(template: string, record: unknown): FilledTemplate {
  let complete = true;
  const text = template.replace(TEMPLATE_FIELD, (_, field: string, format: string | undefined) => {
    const value = shown(readPath(record, field), format);
    if (value === null) complete = false;
    return value ?? '';
  });
  return { text, complete };
}

/** The template with each `{field}` replaced by the record's string or number there (an empty place where it has none). */
export function fillTemplate(template: string, record: unknown): string {
  return filledTemplate(template, record).text;
}
