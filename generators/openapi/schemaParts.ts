/**
 * JSON Schema pieces of the OpenAPI document (3.1: schemas are JSON Schema 2020-12): entity
 * records, and the envelopes the backend dialect (schemas/backend-dialect.json) and a family's
 * own `response` mapping put them in — built the way mocks/crud/envelope.ts writes answers.
 */
import type { DialectResponse } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';

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
  const { $schema: _schema, $id, ...schema } = entity;
  void _schema;
  return { ...schema, 'x-entity': $id };
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
