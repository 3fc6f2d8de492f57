/**
 * The summary strip of a list (ListPageConfig `summary`, pure): each item's label and its count
 * in the family's summary answer `{ total, counts: { <field>: { <value>: n } } }`.
 */
import { enumLabel, type EntitySchema } from '../../pageLanguage/entity';
import type { SummaryItem } from '../../pageLanguage/pageConfig';

export const SUMMARY_TOTAL_LABEL = '全部';

/** The text under an item's number: its label, else the enum label of its value, else 全部. */
export function summaryLabel(item: SummaryItem, entity: EntitySchema): string {
  if (item.label) return item.label;
  if (item.field === undefined) return SUMMARY_TOTAL_LABEL;
  return enumLabel(entity.properties[item.field], item.value) ?? String(item.value);
}

/** The item's count in a summary answer (0 when the answer has none for it). */
export function summaryCount(item: SummaryItem, answer: Record<string, unknown> | undefined): number {
  if (!answer) return 0;
  if (item.field === undefined) return Number(answer.total ?? 0) || 0;
  const counts = answer.counts as Record<string, Record<string, unknown> | undefined> | undefined;
  return Number(counts?.[item.field]?.[String(item.value)] ?? 0) || 0;
}
