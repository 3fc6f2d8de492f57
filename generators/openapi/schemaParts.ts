/**
 * JSON Schema pieces of the OpenAPI document (3.1: schemas are JSON Schema 2020-12): entity
 * records, and the envelopes the backend dialect (schemas/backend-dialect.json) and a family's
 * own `response` mapping put them in — built the way mocks/crud/envelope.ts writes answers.
 */
import type { DialectResponse } from '../../src/pageLanguage/endpoint';
import type { EntityLookup, EntitySchema } from '../../src/pageLanguage/entity';

export type JsonSchema = { [keyword: string]: unknown };

/** Name of an entity's schema under components.schemas ("cost-bill" → "CostBill"). */
export function schemaName(entityId: string): string {
  return entityId.split(/[^A-Za-z0-9]+/).filter(Boolean).map((part) => part[0]!.toUpperCase() + part.slice(1)).join('');
}

export const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/**
 * An entity as a component schema: its JSON Schema without the file's `$schema` / `$id`
 * (a record the server sends holds every field; `readOnly` ones are not sent in requests).
 */
export function entityComponent(entity: EntitySchema): JsonSchema {
  const { $schema: _schema, $id, ...schema } = withoutSeedKeywords(entity);
  void _schema;
  // `x-seed…` keywords tell the mock backend how to make demo records: not part of the API.
  const properties = Object.fromEntries(Object.entries(schema.properties).map(([key, field]) => [key, singleOption(withoutSeedKeywords({ ...field }))]));
  return { ...schema, properties, 'x-entity': $id };
}

/** The schema without its `x-seed`, `x-seed-count`, `x-seed-per`… keywords (the mocks' seeding instructions). */
export function withoutSeedKeywords<T extends object>(schema: T): T {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !key.startsWith('x-seed'))) as T;
}

/**
 * A field with one option only (e.g. a data type fixed for the family) is that option's `const`:
 * a `oneOf` of one schema says the same less plainly. Its label goes into the description.
 */
function singleOption(field: JsonSchema): JsonSchema {
  const options = field.oneOf as JsonSchema[] | undefined;
  if (!options || options.length !== 1) return field;
  const { oneOf: _oneOf, ...rest } = field;
  void _oneOf;
  const option = options[0]!;
  const label = `取值固定为 ${String(option.const)}（${String(option.title)}）`;
  return { ...rest, const: option.const, description: field.description ? `${String(field.description)} ${label}` : label };
}

/**
 * A field holding a record of another endpoint family (`x-lookup`) says which: its description
 * names the family's base and the field it stores, and `x-lookup` carries the base beside the
 * page that declares the family. A value no record holds is refused (400 `<title>不存在`).
 */
export function documentLookups(component: JsonSchema, lookupFamily?: (lookup: EntityLookup) => { base: string; value: string } | undefined): JsonSchema {
  const properties = component.properties as Record<string, JsonSchema> | undefined;
  if (!properties || !lookupFamily) return component;
  const documented = Object.fromEntries(Object.entries(properties).map(([key, field]) => {
    const lookup = field['x-lookup'] as EntityLookup | undefined;
    const family = lookup ? lookupFamily(lookup) : undefined;
    if (!lookup || !family) return [key, field];
    const note = `取值为接口族 ${family.base} 的记录的 ${family.value}（显示其 ${lookup.label}）；该记录不存在时新增、修改应答 400「${String(field.title)}不存在」。`;
    return [key, { ...field, description: field.description ? `${String(field.description)} ${note}` : note, 'x-lookup': { ...lookup, base: family.base, value: family.value } }];
  }));
  return { ...component, properties: documented };
}

/** Wraps `value` at a dot path ("data.records") in objects that require each step. */
function atPath(path: string, value: JsonSchema): JsonSchema {
  return path.split('.').reverse().reduce<JsonSchema>((inner, key) => ({ type: 'object', required: [key], properties: { [key]: inner } }), value);
}

/** Merges object schemas that `atPath` built (two values under one `data`). */
function mergeObjects(a: JsonSchema, b: JsonSchema): JsonSchema {
  const pa = (a.properties ?? {}) as Record<string, JsonSchema>;
  const pb = (b.properties ?? {}) as Record<string, JsonSchema>;
  const properties: Record<string, JsonSchema> = { ...pa };
  for (const [key, schema] of Object.entries(pb)) properties[key] = pa[key] ? mergeObjects(pa[key]!, schema) : schema;
  const required = [...new Set([...((a.required as string[] | undefined) ?? []), ...((b.required as string[] | undefined) ?? [])])];
  return { ...a, ...b, required, properties };
}

const STATUS_FIELDS: JsonSchema = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'integer', const: 200 }, msg: { type: 'string' } },
};

/** A list answer: records (and total, unless a header carries it) where the mapping says. */
export function listEnvelope(mapping: DialectResponse, item: JsonSchema): JsonSchema {
  const records: JsonSchema = { type: 'array', items: item };
  if (mapping.records === '') return records;
  let body = mergeObjects(STATUS_FIELDS, atPath(mapping.records, records));
  if (!mapping.totalHeader) body = mergeObjects(body, atPath(mapping.total, { type: 'integer', minimum: 0 }));
  return body;
}

/** A one-record answer (get, create, update, status, actions); `null` for deletes. */
export function itemEnvelope(mapping: DialectResponse, item: JsonSchema | null): JsonSchema {
  const value = item ?? { type: 'null' };
  if (mapping.item === '') return value;
  return mergeObjects(STATUS_FIELDS, atPath(mapping.item, value));
}

/** A refused create/update: the first message, and every field's at the mapping's fieldErrors path. */
export function fieldErrorsEnvelope(mapping: DialectResponse): JsonSchema {
  const base: JsonSchema = {
    type: 'object',
    required: ['code', 'message'],
    properties: { code: { type: 'integer', const: 400 }, message: { type: 'string' } },
  };
  return mergeObjects(base, atPath(mapping.fieldErrors, { type: 'object', additionalProperties: { type: 'string' } }));
}

/** Every refusal outside field validation: `{ code, message }` with the HTTP status as code. */
export const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: { code: { type: 'integer' }, message: { type: 'string', description: '给用户看的中文说明' } },
};

export const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });
