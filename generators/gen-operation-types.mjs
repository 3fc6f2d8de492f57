#!/usr/bin/env node
/**
 * The wire types of the families' hand-written operations, written once: every operation of
 * schemas/families/*.json becomes an entry of `OperationTypes` in schemas/generated/operations.ts —
 * its method, path parameters, query, JSON body and the `data` of its answer, read from the
 * declared JSON Schemas. The console's operation client (src/renderer/data/operationClient.ts)
 * and the mock handlers both type their calls and answers from it (README "Architecture").
 *
 *   node generators/gen-operation-types.mjs           write the file
 *   node generators/gen-operation-types.mjs --check   exit 1 when the file is not current
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FAMILIES = join(ROOT, 'schemas/families');
export const OUTPUT = join(ROOT, 'schemas/generated/operations.ts');

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const keyOf = (name) => (IDENTIFIER.test(name) ? name : JSON.stringify(name));
const comment = (text) => (typeof text === 'string' && text !== '' ? `/** ${text.replace(/\*\//g, '* /').replace(/\s+/g, ' ')} */ ` : '');

/**
 * The TypeScript type of a JSON Schema of the subset the families write (operationShape.ts
 * InlineSchema). A `$ref` to the schema's own `$defs` (`#/$defs/node`, a tree's node naming
 * itself) is the type `definition(name)` names; without one, or for any other reference, unknown.
 */
export function typeOfSchema(schema, definition = () => 'unknown') {
  const typeOf = (inner) => typeOfSchema(inner, definition);
  if (schema === true || schema === undefined) return 'unknown';
  if (schema === false) return 'never';
  if (typeof schema.$ref === 'string') {
    const local = /^#\/\$defs\/([^/]+)$/.exec(schema.$ref);
    return local ? definition(local[1]) : 'unknown';
  }
  if (Array.isArray(schema.anyOf)) return union(schema.anyOf.map(typeOf));
  if (Array.isArray(schema.oneOf)) return union(schema.oneOf.map(typeOf));
  if (Array.isArray(schema.enum)) return union(schema.enum.map((value) => JSON.stringify(value)));
  if ('const' in schema) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type === undefined ? [] : [schema.type];
  if (types.length === 0) return schema.properties ? objectType(schema, definition) : 'unknown';
  return union(types.map((type) => {
    switch (type) {
      case 'string': return 'string';
      case 'number': case 'integer': return 'number';
      case 'boolean': return 'boolean';
      case 'null': return 'null';
      case 'array': return `Array<${typeOf(schema.items)}>`;
      case 'object': return objectType(schema, definition);
      default: throw new Error(`unknown JSON Schema type ${type}`);
    }
  }));
}

function union(members) {
  const unique = [...new Set(members)];
  return unique.length === 1 ? unique[0] : unique.join(' | ');
}

function objectType(schema, definition) {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    `${comment(property?.description)}${keyOf(name)}${required.has(name) ? '' : '?'}: ${typeOfSchema(property, definition)};`);
  const extra = schema.additionalProperties;
  if (extra && typeof extra === 'object') fields.push(`[key: string]: ${typeOfSchema(extra, definition)};`);
  if (fields.length === 0) return 'Record<string, unknown>';
  return `{ ${fields.join(' ')} }`;
}

/**
 * Where a payload's `$defs` are typed: `OperationDefinitions[family][operation][part][name]`, so a
 * definition may name itself (a tree's node and its children).
 */
const definitionOf = (family, operation, part) => (name) =>
  `OperationDefinitions[${JSON.stringify(family)}][${JSON.stringify(operation)}][${JSON.stringify(part)}][${JSON.stringify(name)}]`;

/** The type of a payload (operationShape.ts OperationPayload): records of an entity, a file, or a schema. */
function typeOfPayload(payload, definition) {
  if (payload === undefined) return 'unknown';
  if ('file' in payload) return 'Blob';
  if ('entity' in payload) return payload.shape === 'list' ? 'EntityRecord[]' : payload.shape === 'page' ? 'EntityPage' : 'EntityRecord';
  return typeOfSchema(payload.schema, definition);
}

/** The `$defs` of an operation's body and answer schemas, as the entries of `OperationDefinitions`. */
function definitions(family, operation) {
  const parts = [['body', operation.body], ['answer', operation.response]].flatMap(([part, payload]) => {
    const defs = payload && 'schema' in payload ? payload.schema.$defs : undefined;
    if (!defs || Object.keys(defs).length === 0) return [];
    const definition = definitionOf(family, operation.name, part);
    const entries = Object.entries(defs).map(([name, schema]) => `${keyOf(name)}: ${typeOfSchema(schema, definition)};`);
    return [`${part}: { ${entries.join(' ')} };`];
  });
  return parts.length === 0 ? [] : [`    ${JSON.stringify(operation.name)}: { ${parts.join(' ')} };`];
}

function typeOfQuery(query) {
  const entries = Object.entries(query ?? {});
  if (entries.length === 0) return 'Record<never, never>';
  return `{ ${entries.map(([name, parameter]) => {
    const type = parameter.enum ? union(parameter.enum.map((value) => JSON.stringify(value))) : parameter.type === 'integer' ? 'number' : parameter.type;
    return `${comment(parameter.description)}${keyOf(name)}${parameter.required ? '' : '?'}: ${type};`;
  }).join(' ')} }`;
}

/** `{id}` and `{resource}` of a path. */
export function pathParameters(path) {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
}

function entry(family, operation) {
  const names = pathParameters(operation.path);
  const path = names.length === 0 ? 'Record<never, never>' : `{ ${names.map((name) => `${keyOf(name)}: string | number;`).join(' ')} }`;
  const bodyType = operation.body === undefined ? 'undefined' : 'file' in operation.body ? 'FormData' : typeOfPayload(operation.body, definitionOf(family, operation.name, 'body'));
  return [
    `    ${comment(operation.summary)}${JSON.stringify(operation.name)}: {`,
    `      method: ${JSON.stringify(operation.method)};`,
    `      path: ${path};`,
    `      query: ${typeOfQuery(operation.query)};`,
    `      body: ${bodyType};`,
    `      answer: ${typeOfPayload(operation.response, definitionOf(family, operation.name, 'answer'))};`,
    '    };',
  ].join('\n');
}

/** The file's text from the families on disk. */
export function renderOperationTypes() {
  const files = readdirSync(FAMILIES).filter((file) => file.endsWith('.json')).sort();
  const families = files.map((file) => ({ name: file.slice(0, -'.json'.length), operations: JSON.parse(readFileSync(join(FAMILIES, file), 'utf8')).operations ?? [] }));
  const blocks = families.flatMap(({ name, operations }) => (operations.length === 0 ? [] : [
    `  ${JSON.stringify(name)}: {\n${operations.map((operation) => entry(name, operation)).join('\n')}\n  };`,
  ]));
  const defined = families.flatMap(({ name, operations }) => {
    const entries = operations.flatMap((operation) => definitions(name, operation));
    return entries.length === 0 ? [] : [`  ${JSON.stringify(name)}: {\n${entries.join('\n')}\n  };`];
  });
  return [
    '/**',
    ' * Generated by generators/gen-operation-types.mjs from schemas/families/*.json — do not edit;',
    ' * run `node generators/gen-operation-types.mjs` after changing a family\'s operations.',
    ' * The wire types of every declared operation, shared by the console\'s operation client',
    ' * (src/renderer/data/operationClient.ts) and the mock handlers.',
    ' */',
    '',
    '/** A record of an entity of schemas/entities, as the families name them. */',
    'export type EntityRecord = Record<string, unknown>;',
    '/** One page of records (the dialect\'s page layout). */',
    'export interface EntityPage { records: EntityRecord[]; total: number }',
    '',
    '/** Every family\'s operations by name: method, path parameters, query, body and the answer\'s `data`. */',
    'export interface OperationTypes {',
    ...blocks,
    '}',
    '',
    '/** The `$defs` of the operations\' schemas by family, operation and part, for the types that name them. */',
    'export interface OperationDefinitions {',
    ...defined,
    '}',
    '',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = renderOperationTypes();
  if (process.argv.includes('--check')) {
    let current = '';
    try { current = readFileSync(OUTPUT, 'utf8'); } catch { /* missing counts as stale */ }
    if (current !== text) {
      console.error('schemas/generated/operations.ts is not current: run node generators/gen-operation-types.mjs');
      process.exit(1);
    }
  } else {
    writeFileSync(OUTPUT, text);
  }
}
