/**
 * Pure helpers of `x-lookup` fields (src/pageLanguage/entity.ts EntityLookup): the options a
 * referenced family's records give — nested for a tree family, with each node's path from its
 * root (一级 › 二级) — the label a stored value shows, and an entity whose lookup fields carry
 * their loaded options as labelled enums, so list cells, filters, detail fields and tag colours
 * read them as they read any enum.
 */
import { fillTemplate, templateFields } from './textTemplate';
import type { EntityField, EntityLookup, EntitySchema } from '../pageLanguage/entity';

/** A record as the reference's family answers it (the renderer's DataRecord). */
type DataRecord = Readonly<Record<string, unknown>>;

/** Between the levels of a tree option's path. */
export const PATH_SEPARATOR = ' › ';

/** What a lookup stores: the referenced record's id or key. */
export type LookupValue = string | number;

export interface LookupOption {
  value: LookupValue;
  /** The record's own label. */
  label: string;
  /** The labels from the root down to this record (a flat family's option: its label). */
  path: string;
  /** Level from the root (1 for every option of a flat family). */
  depth: number;
  /** A tree node's children (absent on leaves and in flat families). */
  children?: LookupOption[];
  /** The record as the family or source answered it (a form shows facts of the chosen one). */
  record?: DataRecord;
}

export interface LookupOptions {
  /** Tree roots with their children, or the flat list. */
  options: LookupOption[];
  /** Every option, parents before their children. */
  flat: LookupOption[];
  /** Whether the options follow a tree. */
  tree: boolean;
  /** A flat family held more records than one call returns (the select says so). */
  truncated: boolean;
}

export interface LookupKeys {
  value: string;
  label: string;
  /** A tree node's children (the tree config's childrenKey). */
  childrenKey?: string;
}

function valueOf(record: DataRecord, key: string): LookupValue | undefined {
  const value = record[key];
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** The fields a label template names ("{appName} {version}（{identifier}）" → appName, version, identifier); none for a plain field name. */
export const labelTemplateFields = templateFields;

function labelOf(record: DataRecord, keys: LookupKeys, value: LookupValue): string {
  // A template of the record's fields (an option reading "VASP 6.4.2（vasp）"); a field left empty leaves its place empty.
  if (labelTemplateFields(keys.label).length > 0) {
    const text = fillTemplate(keys.label, record).trim();
    return text !== '' ? text : String(value);
  }
  const label = record[keys.label];
  return typeof label === 'string' && label.trim() !== '' ? label : typeof label === 'number' ? String(label) : String(value);
}

const isRecord = (value: unknown): value is DataRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Options of a tree family's nodes (children nested under `childrenKey`), every level kept. */
export function treeLookupOptions(nodes: readonly DataRecord[], keys: LookupKeys): LookupOptions {
  const childrenKey = keys.childrenKey ?? 'children';
  const flat: LookupOption[] = [];
  const build = (level: readonly DataRecord[], parentPath: string | null, depth: number, seen: ReadonlySet<string>): LookupOption[] =>
    level.flatMap((node) => {
      const value = valueOf(node, keys.value);
      if (value === undefined || seen.has(String(value))) return [];
      const label = labelOf(node, keys, value);
      const option: LookupOption = { value, label, path: parentPath === null ? label : `${parentPath}${PATH_SEPARATOR}${label}`, depth, record: node };
      flat.push(option);
      const raw = node[childrenKey];
      const children = Array.isArray(raw) ? build(raw.filter(isRecord), option.path, depth + 1, new Set([...seen, String(value)])) : [];
      if (children.length > 0) option.children = children;
      return [option];
    });
  const options = build(nodes, null, 1, new Set());
  return { options, flat, tree: true, truncated: false };
}

/** Options of a flat family's records; `total` beyond the records read marks the list truncated. */
export function flatLookupOptions(records: readonly DataRecord[], total: number, keys: LookupKeys): LookupOptions {
  const seen = new Set<string>();
  const options = records.flatMap((record) => {
    const value = valueOf(record, keys.value);
    if (value === undefined || seen.has(String(value))) return [];
    seen.add(String(value));
    const label = labelOf(record, keys, value);
    return [{ value, label, path: label, depth: 1, record }];
  });
  return { options, flat: options, tree: false, truncated: total > records.length };
}

/**
 * Records that name their parent (`parentKey` holds the parent's `valueKey`) nested under
 * `children`, in their given order: a record whose parent is missing, 0 or absent from the
 * records is a root.
 */
export function nestByParent(records: readonly DataRecord[], valueKey: string, parentKey: string): DataRecord[] {
  const nodes = records.map((record): Record<string, unknown> & { children: DataRecord[] } => ({ ...record, children: [] }));
  const byValue = new Map(nodes.map((node) => [String(node[valueKey]), node]));
  const roots: DataRecord[] = [];
  for (const node of nodes) {
    const parent = node[parentKey];
    const holder = parent === undefined || parent === null || parent === 0 || parent === '' ? undefined : byValue.get(String(parent));
    if (holder && holder !== node) holder.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The option holding `value` (numbers and their text alike: records may be loose about types). */
export function findLookupOption(options: LookupOptions, value: unknown): LookupOption | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return options.flat.find((o) => o.value === value) ?? options.flat.find((o) => String(o.value) === String(value));
}

/** What a value no record holds any more shows: the value, marked deleted. */
export function deletedLookupLabel(value: unknown): string {
  return `${String(value)}（已删除）`;
}

/** The label a stored value shows: its path, or the value marked deleted when no record holds it. */
export function lookupLabel(options: LookupOptions, value: unknown): string {
  return findLookupOption(options, value)?.path ?? deletedLookupLabel(value);
}

/** The lookup of an entity field, if it has one. */
export function lookupOf(field: EntityField | undefined): EntityLookup | undefined {
  return field?.['x-lookup'];
}

/** Keys of the entity's lookup fields among `keys` (all of them without `keys`). */
export function lookupKeys(entity: EntitySchema, keys?: readonly string[]): string[] {
  return Object.keys(entity.properties).filter((key) => lookupOf(entity.properties[key]) && (!keys || keys.includes(key)));
}

/**
 * The entity with each loaded lookup field's options as a labelled enum (`oneOf`, titled by
 * path), the lookup kept. A field whose options are not loaded is left as it is. The same entity
 * object comes back when nothing is loaded, so memoised work keyed by it is kept.
 */
export function withLookupOptions(entity: EntitySchema, loaded: Readonly<Record<string, LookupOptions | undefined>>): EntitySchema {
  const keys = Object.keys(loaded).filter((key) => loaded[key] && entity.properties[key]);
  if (keys.length === 0) return entity;
  const properties = { ...entity.properties };
  for (const key of keys) {
    properties[key] = { ...properties[key]!, oneOf: loaded[key]!.flat.map((o) => ({ const: o.value, title: o.path })) };
  }
  return { ...entity, properties };
}

/** Whether a field is a lookup whose options are in (withLookupOptions): a value with no option was deleted. */
export function lookupLoaded(field: EntityField | undefined): boolean {
  return lookupOf(field) !== undefined && Array.isArray(field?.oneOf);
}
