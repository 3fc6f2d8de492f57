/**
 * Checks records the mocks answer against their entity's JSON Schema with ajv: every field the
 * entity declares has its type, enum, format, pattern, bounds, and `required` holds — read-only
 * fields included, since a record the server sends is complete (but a password, `x-encrypt`, which
 * is written and never answered).
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { ENTITY_FORMATS, type EntitySchema } from '../../src/pageLanguage/entity';

// The platform's own time strings (src/pageLanguage/entity.ts); email and uri as the mocks accept them.
const ajv = new Ajv({ allErrors: true, strict: false });
ajv.addFormat('date', /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
// datetime, birth-date, base64: the platform's own formats (src/pageLanguage/formats.ts).
for (const [name, pattern] of Object.entries(ENTITY_FORMATS)) ajv.addFormat(name, pattern);
ajv.addFormat('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/);
ajv.addFormat('uri', /^(https?:\/\/|\/)\S+$/);

const cache = new Map<string, ValidateFunction>();

function validatorOf(entity: EntitySchema): ValidateFunction {
  const cached = cache.get(entity.$id);
  if (cached) return cached;
  const { $schema: _schema, $id: _id, ...schema } = entity;
  void _schema;
  void _id;
  // A field that travels encrypted (x-encrypt: a password) is written, never answered.
  const secret = new Set(Object.entries(entity.properties).filter(([, field]) => field['x-encrypt'] !== undefined).map(([key]) => key));
  const answered = secret.size === 0 ? schema : {
    ...schema,
    required: schema.required?.filter((key) => !secret.has(key)),
    properties: Object.fromEntries(Object.entries(schema.properties).filter(([key]) => !secret.has(key))),
  };
  const validate = ajv.compile(answered);
  cache.set(entity.$id, validate);
  return validate;
}

/** Problems of one record as readable lines ("/phone must match pattern …"); empty when valid. */
export function recordProblems(entity: EntitySchema, record: unknown): string[] {
  const validate = validatorOf(entity);
  if (validate(record)) return [];
  return (validate.errors ?? [])
    .filter((error) => !error.schemaPath.includes('/oneOf/'))
    .map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}${error.keyword === 'required' ? '' : ` (${JSON.stringify(readPointer(record, error.instancePath))})`}`);
}

function readPointer(value: unknown, pointer: string): unknown {
  return pointer.split('/').slice(1).reduce<unknown>((current, key) => (typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined), value);
}
