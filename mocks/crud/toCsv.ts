import { enumLabel, type EntitySchema } from '../../src/pageLanguage/entity';

function cell(value: unknown): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The export file: CSV with a BOM (Excel opens it as UTF-8), Chinese headers and enum labels,
 * columns in the entity's order; the owner field (x-owner-field, a user id) is left out like on
 * pages: every row is the caller's own.
 */
export function toCsv(entity: EntitySchema, records: readonly Record<string, unknown>[]): string {
  const keys = Object.keys(entity.properties).filter((key) => key !== entity['x-owner-field']);
  const header = keys.map((k) => cell(entity.properties[k]!.title)).join(',');
  const lines = records.map((record) => keys.map((k) => cell(enumLabel(entity.properties[k], record[k]) ?? record[k])).join(','));
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}
