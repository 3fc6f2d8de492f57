/** Generated records for create calls and which fields a create must be refused without. */
import type { EntityField, EntitySchema, EntityValue } from '../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../src/pageLanguage/pageConfig';
import { encryptFields } from '../../src/renderer/form/encryptFields';
import { pageTag } from './catalog';
import { isPlainText, sampleValue } from './sampleValues';

/** Entity fields a create may send: not read-only, not fixed by the page scope. */
export function writableKeys(entity: EntitySchema, config: Pick<ListPageConfig, 'scope'>): string[] {
  return Object.entries(entity.properties)
    .filter(([key, field]) => !field.readOnly && !(config.scope && key in config.scope))
    .map(([key]) => key);
}

/** Required fields a create without them must name (`<title>不能为空`). */
export function requiredWritable(entity: EntitySchema, config: Pick<ListPageConfig, 'scope'>): string[] {
  const writable = writableKeys(entity, config);
  return (entity.required ?? []).filter((key) => writable.includes(key));
}

/**
 * A value a lookup field (x-lookup) or a reference (x-refers-to) may take: one of the records its
 * family or entity holds now. The node
 * tests read them from the mock store (lookupSamples.ts); without one, the field gets a value
 * from its own constraints, which the server may refuse (<title>不存在).
 */
export type LookupSampler = (field: EntityField, n: number) => EntityValue | undefined;

/** A full valid record: every writable field, free text unique to the page and `n`; a tree page's record is a root. */
export function sampleRecord(
  entity: EntitySchema,
  config: Pick<ListPageConfig, 'scope' | 'tree'> & { pageId: string },
  n: number,
  lookups?: LookupSampler,
): Record<string, EntityValue> {
  const unique = `${pageTag(config.pageId)}${n}`;
  const record: Record<string, EntityValue> = {};
  for (const key of writableKeys(entity, config)) {
    const field = entity.properties[key]!;
    // A lookup or a reference to another entity's record names one that exists (the sampler's pick).
    record[key] = ((field['x-lookup'] || field['x-refers-to'] || field['x-region']) && lookups ? lookups(field, n) : undefined) ?? sampleValue(key, field, unique);
  }
  if (config.tree) record[config.tree.parentKey] = 0;
  return { ...record, ...config.scope };
}

/** The first writable free-text field (edits change it), preferring one the list shows. */
export function editableTextKey(entity: EntitySchema, config: ListPageConfig, avoid: readonly string[] = []): string | undefined {
  const writable = writableKeys(entity, config).filter((key) => isPlainText(entity.properties[key]) && !avoid.includes(key));
  const shown = new Set(config.columns.map((c) => c.key));
  return writable.find((key) => shown.has(key)) ?? writable[0];
}

/** A changed free-text value that keeps the old text as its prefix (filters by it still match). */
export function editedText(entity: EntitySchema, key: string, old: string): string {
  const max = entity.properties[key]?.maxLength ?? 50;
  return old.length < max ? `${old}改` : `${old.slice(0, max - 1)}改`;
}

/** The body a create sends: a password (x-encrypt) encrypted as the console's form sends it (encryptFields.ts). */
export function sentRecord(entity: EntitySchema, record: Record<string, EntityValue>): Record<string, EntityValue> {
  return encryptFields(entity, record) as Record<string, EntityValue>;
}

/** What the server answers of a record sent: all but a password (x-encrypt), which is written and never answered. */
export function answeredPart(entity: EntitySchema, record: Record<string, EntityValue>): Record<string, EntityValue> {
  return Object.fromEntries(Object.entries(record).filter(([key]) => entity.properties[key]?.['x-encrypt'] === undefined));
}
