/**
 * `x-seed-table` (src/pageLanguage/entity.ts): an entity's seeded records given inline, row by
 * row — a fixed table of real things (the application catalogue: VASP, GROMACS, WRF… with their
 * vendors, versions and specifications) where drawing values would make them up. The rows are
 * made in the table's order with ids from `x-seed-id-start` (default 1), so other entities' tables
 * and hints can name them by id; a field no row sets is made by its hint. A value may be a list
 * (of texts, or of objects) the record carries beyond its entity's fields — an application's tags,
 * versions and specifications, which the forms never edit and the reads declare in their defaults.
 *
 * The `item` seed hint reads such a list: in an `x-seed-per` set, the field of the set's n-th item
 * of a list its parent holds ("application.specs": a specification record per listed spec).
 */
import type { EntitySchema, EntityValue } from '../../src/pageLanguage/entity';
import type { Row } from './seedTemplates';

/** How many records the table makes (undefined without one). */
export function tableCount(entity: EntitySchema): number | undefined {
  return entity['x-seed-table']?.length;
}

/** The fields some row of the table sets: a row that does not set one leaves it empty unless the field has a hint. */
export function tableFields(entity: EntitySchema): Set<string> {
  return new Set((entity['x-seed-table'] ?? []).flatMap((row) => Object.keys(row)));
}

/** Begins record `index` with its row of the table: its id and the values given. */
export function beginTableRow(entity: EntitySchema, row: Row, index: number): void {
  const given = entity['x-seed-table']?.[index];
  if (!given) return;
  row.id = (entity['x-seed-id-start'] ?? 1) + index;
  for (const [key, value] of Object.entries(given)) {
    // Beyond the entity's fields only lists may go (payload the reads answer, no form edits).
    if (!(key in entity.properties) && !Array.isArray(value)) throw tableError(entity, index, `字段 ${key} 不是实体字段，表格只能在实体之外给出列表`);
    if (key in entity.properties && Array.isArray(value)) throw tableError(entity, index, `字段 ${key} 是实体字段，不能取列表`);
    row[key] = value;
  }
}

function tableError(entity: EntitySchema, index: number, message: string): Error {
  return new Error(`schemas/entities/${entity.$id}.json 的 x-seed-table 第 ${index + 1} 行：${message}`);
}

/** The `item` hint: field `field` of the n-th item (n: the row's place in its set) of the list `list` names ("application.specs"). */
export function listItemField(list: unknown, place: unknown, field: string): EntityValue | undefined {
  if (!Array.isArray(list) || typeof place !== 'number') return undefined;
  const item: unknown = list[place - 1];
  return typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as Record<string, EntityValue>)[field] : undefined;
}
