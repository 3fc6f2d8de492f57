/**
 * CSP-safe validation shared by the create/edit dialog and the mock backend. ajv compiles a
 * schema into JavaScript source and runs it with `new Function`, which a strict
 * Content-Security-Policy (no 'unsafe-eval') forbids; so the compiling happens at build time
 * (generators/vite-plugin-form-validators.ts) and the browser only runs the generated code.
 *
 * The build compiles one function per entity *property* schema (in every variant a form can
 * give it) and per sub-schema rjsf asks `isValid` about (the `{ const, title }` options of a
 * labelled enum). Forms and record bodies are flat objects (`type`, `required`, `properties`),
 * so the object level is composed here — a required check and one call per present property —
 * and any subset or order of fields a page picks validates exactly as ajv would validate it.
 *
 * No imports of the generated modules here: the Vite plugin imports this file at config time.
 */
import type { ErrorObject } from 'ajv';
import type { EntityField } from '../pageLanguage/entity';

/** A validation function written by ajv standalone at build time. */
export interface PrecompiledFunction {
  (data: unknown, context?: { instancePath?: string; parentData?: unknown; parentDataProperty?: string; rootData?: unknown }): boolean;
  errors?: ErrorObject[] | null;
}

/** An entity's precompiled functions, by `schemaKey` of the schema each was compiled from. */
export type PrecompiledSet = Readonly<Record<string, PrecompiledFunction>>;

/** The object schemas validated here: a create/edit form or a record body. */
export interface FlatObjectSchema {
  type?: 'object';
  required?: readonly string[];
  properties: Readonly<Record<string, object>>;
}

/**
 * Stable text of a schema (object keys sorted at every level), the lookup key of its function.
 * The full text rather than a hash: no two schemas can share a key.
 */
export function schemaKey(schema: unknown): string {
  if (Array.isArray(schema)) return `[${schema.map(schemaKey).join(',')}]`;
  if (schema === null || typeof schema !== 'object') return JSON.stringify(schema) ?? 'null';
  const record = schema as Record<string, unknown>;
  const entries = Object.keys(record)
    .sort()
    .filter((key) => record[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${schemaKey(record[key])}`);
  return `{${entries.join(',')}}`;
}

/** A field as the server checks it: the entity's schema without the console's own annotations. */
export function recordPropertySchema(field: EntityField): Record<string, unknown> {
  const { readOnly: _readOnly, 'x-patternMessage': _message, 'x-lookup': lookup, 'x-region': region, ...rest } = field;
  void _readOnly;
  void _message;
  // A lookup's value is checked against the referenced records by the server
  // (mocks/crud/lookupRefs.ts), a region's against the divisions it knows.
  if (lookup || region) delete rest.oneOf;
  return rest;
}

/** JSON Pointer escaping of one path segment (RFC 6901), as ajv writes instance paths. */
function pointerSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

function lookup(set: PrecompiledSet, schema: object, where: string): PrecompiledFunction {
  const validate = set[schemaKey(schema)];
  // A missing function means the build compiled other schemas than the ones the runtime
  // builds (resolveFormSchema changed its output, or a new widget variant): fail loudly.
  if (!validate) throw new Error(`表单校验：${where} 的 schema 没有预编译的校验函数（请重新构建）`);
  return validate;
}

/**
 * ajv's errors for a flat object, in ajv's order (`required` first, then each property in
 * schema order); an empty list when the data is valid. Errors carry ajv's verbose fields
 * (schema, parentSchema, data) as rjsf's own ajv validator reports them.
 */
export function validateFlatObject(set: PrecompiledSet, schema: FlatObjectSchema, data: unknown): ErrorObject[] {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return [{ instancePath: '', schemaPath: '#/type', keyword: 'type', params: { type: 'object' }, message: 'must be object', schema: 'object', parentSchema: schema, data }];
  }
  const record = data as Record<string, unknown>;
  const errors: ErrorObject[] = [];
  for (const key of schema.required ?? []) {
    if (record[key] !== undefined) continue;
    errors.push({
      instancePath: '',
      schemaPath: '#/required',
      keyword: 'required',
      params: { missingProperty: key },
      message: `must have required property '${key}'`,
      schema: schema.required,
      parentSchema: schema,
      data,
    });
  }
  for (const [key, property] of Object.entries(schema.properties)) {
    if (record[key] === undefined) continue;
    const validate = lookup(set, property, key);
    const instancePath = `/${pointerSegment(key)}`;
    if (validate(record[key], { instancePath, parentData: record, parentDataProperty: key, rootData: record })) continue;
    for (const error of validate.errors ?? []) {
      // ajv's schema paths are URI fragments: the key is pointer-escaped, then percent-encoded.
      const inner = error.schemaPath.replace(/^#\/?/, '');
      errors.push({ ...error, schemaPath: `#/properties/${encodeURIComponent(pointerSegment(key))}${inner ? `/${inner}` : ''}` });
    }
  }
  return errors;
}

/** Only annotations besides `const`: a labelled enum option, checkable without ajv. */
function isConstOption(schema: Record<string, unknown>): boolean {
  return 'const' in schema && Object.keys(schema).every((key) => ['const', 'title', 'description'].includes(key));
}

/** `isValid` of a sub-schema (rjsf matches enum options with it) by its precompiled function. */
export function isValidAgainst(set: PrecompiledSet, schema: object, data: unknown): boolean {
  const validate = set[schemaKey(schema)];
  if (validate) return validate(data);
  const record = schema as Record<string, unknown>;
  if (isConstOption(record)) return schemaKey(record.const) === schemaKey(data);
  return lookup(set, schema, 'isValid')(data);
}
