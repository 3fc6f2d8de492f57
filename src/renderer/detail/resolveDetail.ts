/**
 * What a detail page draws, from its config and the entity: each section's fields as list
 * columns (so a value looks the same in the detail as in the table) laid out in rows of
 * `columns` label/value pairs, rich text on a row of its own.
 */
import type { ColumnConfig } from '../../pageLanguage/columns';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { DetailListTab, DetailSection, DetailTab } from '../../pageLanguage/pageConfig';
import { readPath } from '../../contract/readPath';
import type { DataRecord } from '../data/resolveResponse';
import { resolveColumns, type ResolvedColumn } from '../list/resolveColumns';

/** Label/value pairs per row when a section names none. */
export const DEFAULT_DETAIL_COLUMNS = 3;

export interface DetailItem {
  column: ResolvedColumn;
  /** Cells of the row this pair takes (1 … columns). */
  span: number;
}

export interface ResolvedSection {
  title: string;
  columns: number;
  items: DetailItem[];
}

export function isRichText(entity: EntitySchema, key: string): boolean {
  return entity.properties[key.split('.')[0] ?? key]?.contentMediaType === 'text/html';
}

/**
 * A field as a column config for the detail: rich-text fields get the `richtext` slot; a `link`
 * (which opens the record — already open here) and a switch (an action) show as their text.
 */
export function detailColumnConfig(field: string | ColumnConfig, entity: EntitySchema): ColumnConfig {
  const config: ColumnConfig = typeof field === 'string' ? { key: field } : { ...field };
  delete config.switch;
  if (config.slot === 'link') delete config.slot;
  if (config.slot === undefined && isRichText(entity, config.key)) config.slot = 'richtext';
  return config;
}

/**
 * Spans of a row layout: pairs fill rows of `columns`; a rich-text pair takes a whole row, so
 * the pair before it stretches to the end of its row, and the last pair fills the last row.
 */
export function layoutSpans(rich: readonly boolean[], columns: number): number[] {
  const spans = rich.map(() => 1);
  let used = 0; // cells taken in the current row
  const closeRow = (last: number) => {
    if (last >= 0 && used > 0) spans[last]! += columns - used;
    used = 0;
  };
  rich.forEach((isRich, index) => {
    if (isRich) {
      closeRow(index - 1);
      spans[index] = columns;
      return;
    }
    used += 1;
    if (used === columns) used = 0;
  });
  closeRow(rich.length - 1);
  return spans;
}

export function resolveSection(section: DetailSection, entity: EntitySchema, permissionPrefix: string): ResolvedSection {
  const columns = section.columns ?? DEFAULT_DETAIL_COLUMNS;
  const resolved = resolveColumns(section.fields.map((field) => detailColumnConfig(field, entity)), entity, permissionPrefix);
  const spans = layoutSpans(resolved.map((column) => column.kind === 'richtext'), columns);
  return { title: section.title, columns, items: resolved.map((column, index) => ({ column, span: spans[index]! })) };
}

export function isListTab(tab: DetailTab): tab is DetailListTab {
  return 'list' in tab;
}

/** The record's title (its `titleField` value), or undefined when it has none. */
export function recordTitle(record: DataRecord | undefined, titleField: string | undefined): string | undefined {
  if (!record || !titleField) return undefined;
  const value = readPath(record, titleField);
  return typeof value === 'string' || typeof value === 'number' ? String(value) || undefined : undefined;
}

/** The value a related sub-list is scoped by: the record's `localKey` (default "id"), when it is a plain value. */
export function relatedKeyValue(record: DataRecord, tab: DetailListTab): string | number | boolean | undefined {
  const value = readPath(record, tab.localKey ?? 'id');
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : undefined;
}
