/**
 * The OpenAPI parts of a hand-written operation's declared shape (schemas/families
 * `operations[].query`, `body`, `response`; src/pageLanguage/operationShape.ts): query
 * parameters, the request body and the 200 answer, in the backend dialect's envelope. An entity
 * named there becomes a component like a record family's.
 */
import { pagingOf, responseOf } from '../../src/contract/backendDialect';
import { entitySchemas } from '../../src/contract/families';
import type { OperationDeclaration } from '../../src/pageLanguage/family';
import type { OperationPayload } from '../../src/pageLanguage/operationShape';
import { claimSchema, type SharedComponents } from './familyOperations';
import { entityComponent, itemEnvelope, jsonContent, listEnvelope, ref, schemaName, type JsonSchema } from './schemaParts';

const MAPPING = responseOf(undefined);
const PAGING = pagingOf(undefined);

/**
 * An inline schema as the document can hold it: its `$defs` (refs `#/$defs/x`, resolved against
 * the schema itself) become components named after the operation, the refs follow them.
 */
function hoistDefinitions(schema: JsonSchema, prefix: string, shared: SharedComponents): JsonSchema {
  const { $defs: definitions, ...rest } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  if (!definitions) return schema;
  const name = (key: string) => `${prefix}.${key}`;
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, key === '$ref' && typeof inner === 'string' && inner.startsWith('#/$defs/')
      ? `#/components/schemas/${name(inner.slice('#/$defs/'.length))}`
      : rewrite(inner)]));
  };
  for (const [key, definition] of Object.entries(definitions)) shared.schemas[name(key)] = rewrite(definition) as JsonSchema;
  return rewrite(rest) as JsonSchema;
}

/** The payload's own schema (an entity's component is added to `shared`), or null for a file. */
function payloadSchema(payload: OperationPayload, shared: SharedComponents, prefix: string): JsonSchema | null {
  if ('file' in payload) return null;
  if ('schema' in payload) return hoistDefinitions(payload.schema, prefix, shared);
  const entity = entitySchemas.get(payload.entity);
  if (!entity) throw new Error(`接口操作引用的实体 ${payload.entity} 不存在（schemas/entities/${payload.entity}.json）`);
  const name = schemaName(entity.$id);
  claimSchema(shared.schemas, name, entityComponent(entity));
  return ref(name);
}

/** Component names of an operation's hoisted definitions: its operationId-like name. */
function componentPrefix(operation: OperationDeclaration & { family?: string }): string {
  return [operation.family, operation.name].filter(Boolean).join('.').replace(/[^A-Za-z0-9._-]/g, '_');
}

export function queryParameters(operation: OperationDeclaration): JsonSchema[] {
  const own = Object.entries(operation.query ?? {}).map(([name, parameter]) => ({
    name,
    in: 'query',
    required: parameter.required ?? false,
    description: parameter.description,
    schema: { type: parameter.type, ...(parameter.enum ? { enum: parameter.enum } : {}) },
    ...(operation.example?.query?.[name] !== undefined ? { example: operation.example.query[name] } : {}),
  }));
  const paged = operation.response && 'entity' in operation.response && operation.response.shape === 'page';
  if (!paged) return own;
  const paging = [PAGING.page, PAGING.size].filter((name) => !operation.query?.[name]).map((name) => ({
    name,
    in: 'query',
    required: false,
    description: name === PAGING.page ? `页码（从 ${PAGING.firstPage} 开始）` : '每页条数',
    schema: { type: 'integer', minimum: name === PAGING.page ? PAGING.firstPage : 1 },
  }));
  return [...own, ...paging];
}

export function requestBody(operation: OperationDeclaration, shared: SharedComponents): JsonSchema | undefined {
  if (!operation.body) return undefined;
  if ('file' in operation.body) {
    const file = { type: 'string', contentMediaType: operation.body.file };
    return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: ['file'], properties: { file } } } } };
  }
  const schema = payloadSchema(operation.body, shared, `${componentPrefix(operation)}.body`)!;
  const example = operation.example?.body;
  const media = 'encoding' in operation.body && operation.body.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  return { required: true, content: { [media]: { schema, ...(example === undefined ? {} : { example }) } } };
}

/** The 200 answer as declared; without a declaration, an answer in the dialect's envelope of any data. */
export function successResponse(operation: OperationDeclaration | undefined, shared: SharedComponents): JsonSchema {
  const response = operation?.response;
  if (!response) return { description: '成功', content: jsonContent(itemEnvelope(MAPPING, {})) };
  if ('file' in response) return { description: '文件内容', content: { [response.file]: { schema: { type: 'string', contentMediaType: response.file } } } };
  const item = payloadSchema(response, shared, componentPrefix(operation!))!;
  if ('schema' in response && response.bare) return { description: '成功', content: jsonContent(item) };
  const shape = 'entity' in response ? response.shape ?? 'one' : 'one';
  if (shape === 'page') return { description: '一页记录', content: jsonContent(listEnvelope(MAPPING, item)) };
  return { description: '成功', content: jsonContent(itemEnvelope(MAPPING, shape === 'list' ? { type: 'array', items: item } : item)) };
}
