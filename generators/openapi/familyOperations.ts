/**
 * The operations of one record family (schemas/families, served by mocks/crud): each verb it declares and
 * each custom action, with what the mock does — paging and filter parameters (mocks/crud/listQuery.ts),
 * bodies, envelopes (mocks/crud/envelope.ts), refusals — and who may call it (src/contract/grants).
 */
import type { CustomAction } from '../../src/pageLanguage/actions';
import type { DialectResponse, EndpointVerb } from '../../src/pageLanguage/endpoint';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { pagingOf, responseOf } from '../../src/contract/backendDialect';
import { DEFAULT_ROUTES, pathPlaceholders, recordIdPlace, routeOf } from '../../src/contract/routes';
import type { CrudFamily } from '../../src/contract/families';
import { actionKey, type FamilyGrants, type Grant } from '../../src/contract/grants';
import { fieldErrorsEnvelope, itemEnvelope, jsonContent, listEnvelope, ref, schemaName, type JsonSchema } from './schemaParts';
import { sourceFields, VERB_DESCRIPTION, VERB_SUMMARY, type FamilySource } from './familyText';
import { choiceInPath } from '../../src/contract/actionRules';

/**
 * Shared pieces (components.schemas / components.parameters): the envelopes in the dialect's
 * default layout and each entity's filter parameters are written once and referred to.
 */
export interface SharedComponents {
  schemas: Record<string, JsonSchema>;
  parameters: Record<string, JsonSchema>;
}

const sameMapping = (a: DialectResponse, b: DialectResponse) => JSON.stringify(a) === JSON.stringify(b);
const DEFAULT_MAPPING = responseOf(undefined);

/**
 * Puts `schema` under components.schemas[name], once: a second, different schema under the same
 * name (entity portal's list envelope and entity portal-page's record were both "PortalPage") is
 * an error, never a silent reuse of the first.
 */
export function claimSchema(schemas: Record<string, JsonSchema>, name: string, schema: JsonSchema): void {
  const existing = schemas[name];
  if (existing === undefined) schemas[name] = schema;
  else if (JSON.stringify(existing) !== JSON.stringify(schema)) {
    throw new Error(`OpenAPI 组件名 ${name} 对应两个不同的结构：请给其中一个实体换名，或调整 generators/openapi 的组件命名`);
  }
}

/** `build()` under components.schemas[name] when the family uses the dialect's layout, inline otherwise. */
function shared(components: SharedComponents, mapping: DialectResponse, name: string, build: () => JsonSchema): JsonSchema {
  if (!sameMapping(mapping, DEFAULT_MAPPING)) return build();
  claimSchema(components.schemas, name, build());
  return ref(name);
}

function sharedParameter(components: SharedComponents, name: string, parameter: JsonSchema): JsonSchema {
  components.parameters[name] ??= parameter;
  return { $ref: `#/components/parameters/${name}` };
}

export type Operation = { [field: string]: unknown };

/** method (lower case) → operation, by OpenAPI path. */
export type PathOperations = Map<string, Map<string, Operation>>;

export const VERB_ORDER: readonly EndpointVerb[] = ['list', 'tree', 'children', 'summary', 'get', 'create', 'update', 'delete', 'deleteMany', 'export', 'status', 'reorder'];

/** A family route's OpenAPI path: relative to the base, or absolute when it starts with /api/. */
export function familyPath(base: string, routePath: string): string {
  if (routePath.startsWith('/api/')) return routePath;
  return routePath === '' ? base : `${base.replace(/\/+$/, '')}/${routePath}`;
}

/** An id for code generators: the base's segments after the version ("/api/x/v1/cost/bill" → costBill). */
function baseId(base: string): string {
  const tail = base.replace(/^\/api\/[^/]+\/v\d+\//, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  return tail.map((part, i) => (i === 0 ? part : part[0]!.toUpperCase() + part.slice(1))).join('');
}

export function pathParameters(path: string, entity?: EntitySchema): JsonSchema[] {
  return pathPlaceholders(path).map((name) => {
    const field = entity?.properties[name];
    const description = name === 'id' ? '记录编号' : name === 'value' ? '新的开关取值' : field?.title;
    return { name, in: 'path', required: true, schema: { type: 'string' }, ...(description ? { description } : {}) };
  });
}

/** Who may call: a bearer session holding any of these codes (null: any signed-in user), within the scope. */
export function permissionExtension(grants: readonly Grant[]): Record<string, unknown> {
  return { 'x-permissions': grants.map((grant) => (grant.scope ? { code: grant.code, scope: grant.scope } : { code: grant.code })) };
}

/** Paging, sorting and one filter per entity field (mocks/crud/listQuery.ts); shared by list and export. */
function listParameters(family: CrudFamily, components: SharedComponents, withPaging = true): JsonSchema[] {
  const names = pagingOf(family.endpoint);
  const { entity } = family;
  const prefix = schemaName(entity.$id);
  const paging: [string, JsonSchema][] = [
    ['page', { name: names.page, in: 'query', schema: { type: 'integer', minimum: names.firstPage, default: names.firstPage }, description: `页码，首页为 ${names.firstPage}` }],
    ['size', { name: names.size, in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 20 }, description: '每页条数' }],
    ['sort', { name: names.sort, in: 'query', schema: { type: 'string' }, description: '排序字段：实体的任一字段（默认按编号倒序）' }],
    ['order', { name: names.order, in: 'query', schema: { type: 'string', enum: ['asc', 'desc'] }, description: '排序方向' }],
  ];
  const params = withPaging ? paging.map(([key, parameter]) => sharedParameter(components, `paging.${parameter.name as string}.${key}.${names.firstPage}`, parameter)) : [];
  for (const [key, field] of Object.entries(entity.properties)) {
    if ([names.page, names.size, names.sort, names.order].includes(key)) continue;
    const text = field.type === 'string' && !field.oneOf;
    const values = field.oneOf?.map((option) => String(option.const));
    params.push(sharedParameter(components, `${prefix}.${key}`, {
      name: key,
      in: 'query',
      schema: values ? { type: 'string', enum: values } : { type: 'string' },
      description: `${field.title}${text ? '：包含（不区分大小写）' : '：等于'}`,
    }));
    if (field.format === 'date' || field.format === 'datetime') {
      params.push(sharedParameter(components, `${prefix}.${key}Start`, { name: `${key}Start`, in: 'query', schema: { type: 'string' }, description: `${field.title}不早于` }));
      params.push(sharedParameter(components, `${prefix}.${key}End`, { name: `${key}End`, in: 'query', schema: { type: 'string' }, description: `${field.title}不晚于` }));
    }
  }
  return params;
}

const errorResponse = (name: string) => ({ $ref: `#/components/responses/${name}` });
const idsBody = (min: number, description: string) => ({
  required: true,
  content: jsonContent({ type: 'object', required: ['ids'], properties: { ids: { type: 'array', minItems: min, items: { type: ['integer', 'string'] }, description } } }),
});

function verbOperation(family: CrudFamily, verb: EndpointVerb, path: string, grants: readonly Grant[], components: SharedComponents, source: FamilySource | undefined): Operation {
  const mapping = responseOf(family.endpoint);
  const name = schemaName(family.entity.$id);
  const record = ref(name);
  // "Paged", not "Page": an entity may itself be called …-page (portal-page → PortalPage).
  const page = () => shared(components, mapping, `${name}Paged`, () => listEnvelope(mapping, record));
  const result = () => shared(components, mapping, `${name}Result`, () => itemEnvelope(mapping, record));
  const empty = () => shared(components, mapping, 'EmptyResult', () => itemEnvelope(mapping, null));
  const fieldErrors = () => shared(components, mapping, 'FieldErrors', () => fieldErrorsEnvelope(mapping));
  // A record route without {id} names the record in its query or body (the platform's GET detail, PUT info).
  const place = recordIdPlace(routeOf(family.endpoint, verb), verb);
  const hasId = place.in !== 'path' || path.includes('{id}');
  const idQuery = place.in === 'query' ? [{ name: place.field, in: 'query', required: true, schema: { type: 'string' }, description: '记录编号' }] : [];
  const ok = (schema: JsonSchema, description = '成功'): Operation => ({ description, content: jsonContent(schema) });
  const responses: Record<string, unknown> = {};
  let requestBody: unknown;
  switch (verb) {
    case 'list': {
      const answer = ok(page());
      if (mapping.totalHeader) answer.headers = { [mapping.totalHeader]: { description: '匹配的总条数', schema: { type: 'integer' } } };
      responses['200'] = answer;
      break;
    }
    case 'tree':
    case 'children': {
      const nodeName = `${name}TreeNode`;
      const childrenKey = family.tree?.childrenKey ?? 'children';
      claimSchema(components.schemas, nodeName, { allOf: [record, { type: 'object', properties: { [childrenKey]: { type: 'array', items: ref(nodeName) } } }] });
      responses['200'] = ok(shared(components, mapping, `${name}Tree`, () => itemEnvelope(mapping, { type: 'array', items: ref(nodeName) })), verb === 'tree' ? '顶层节点，下级在各自的子节点数组里' : '该上级的下级节点');
      responses['400'] = errorResponse('BadRequest');
      break;
    }
    case 'summary': {
      const counts = { type: 'object', additionalProperties: { type: 'object', additionalProperties: { type: 'integer', minimum: 0 } }, description: '枚举字段 → 取值 → 条数' };
      responses['200'] = ok(shared(components, mapping, `${name}Summary`, () => itemEnvelope(mapping, { type: 'object', required: ['total', 'counts'], properties: { total: { type: 'integer', minimum: 0 }, counts } })));
      break;
    }
    case 'export':
      responses['200'] = { description: 'CSV 文件（表头为字段标题）', content: { 'text/csv': { schema: { type: 'string' } } } };
      break;
    case 'create':
    case 'update':
      requestBody = {
        required: true,
        content: jsonContent(place.in === 'body'
          ? { allOf: [record, { type: 'object', required: [place.field], properties: { [place.field]: { type: ['integer', 'string'], description: '记录编号' } } }] }
          : record),
      };
      responses['200'] = ok(result(), verb === 'create' ? '新建的记录' : '修改后的记录');
      responses['400'] = { description: '校验未通过：message 为第一条，字段 → 说明', content: jsonContent(fieldErrors()) };
      break;
    case 'get':
    case 'status':
      responses['200'] = ok(result());
      if (verb === 'status') responses['400'] = errorResponse('BadRequest');
      break;
    case 'delete':
      responses['200'] = ok(empty());
      break;
    case 'deleteMany':
      requestBody = idsBody(1, '要删除的记录编号（全部在调用者范围内才删除）');
      responses['200'] = ok(empty());
      responses['400'] = errorResponse('BadRequest');
      break;
    case 'reorder':
      requestBody = idsBody(2, '按新顺序排列的记录编号；它们交换原有的排序值');
      responses['200'] = ok(empty());
      responses['400'] = errorResponse('BadRequest');
      break;
  }
  responses['401'] = errorResponse('Unauthorized');
  responses['403'] = errorResponse('Forbidden');
  if (hasId || verb === 'reorder') responses['404'] = errorResponse('NotFound');
  // tree, children and summary take the list's filters (children: the parent key among them), not its paging.
  let filters = verb === 'list' || verb === 'export' ? listParameters(family, components) : verb === 'summary' || verb === 'tree' || verb === 'children' ? listParameters(family, components, false) : [];
  // A list read with POST (工单管理's POST page) takes its paging and filters in the JSON body (mocks/crud/listBody.ts).
  if (verb === 'list' && (family.endpoint.routes?.list ?? DEFAULT_ROUTES.list).method === 'POST') {
    requestBody = { required: false, content: jsonContent(queryAsBody(filters, components)) };
    filters = [];
  }
  const parameters = [...pathParameters(path, family.entity), ...idQuery, ...filters];
  return {
    operationId: `${baseId(family.endpoint.base)}_${verb}`,
    summary: `${family.title}：${VERB_SUMMARY[verb]}`,
    ...(VERB_DESCRIPTION[verb] ? { description: VERB_DESCRIPTION[verb] } : {}),
    tags: [family.name],
    security: [{ bearerAuth: [] }],
    ...sourceFields(source, verb),
    ...permissionExtension(grants),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** Query parameters (shared ones resolved) as the properties of a JSON body. */
function queryAsBody(parameters: readonly JsonSchema[], components: SharedComponents): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const parameter of parameters) {
    const ref = typeof parameter.$ref === 'string' ? parameter.$ref.slice('#/components/parameters/'.length) : undefined;
    const own = ref === undefined ? parameter : components.parameters[ref]!;
    properties[own.name as string] = { ...(own.schema as JsonSchema), ...(own.description ? { description: own.description } : {}) };
  }
  return { type: 'object', properties };
}

function actionBody(action: CustomAction): JsonSchema | undefined {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, value] of Object.entries(action.body ?? {})) {
    properties[key] = { const: value };
    required.push(key);
  }
  if (action.idField) {
    properties[action.idField] = { type: ['integer', 'string'], description: '记录编号' };
    required.push(action.idField);
  }
  if (action.decision) {
    properties[action.decision.field] = { enum: action.decision.options.map((o) => o.value), description: `${action.decision.label}：${action.decision.options.map((o) => `${String(o.value)} ${o.label}`).join('，')}` };
    required.push(action.decision.field);
  }
  if (action.prompt) {
    properties[action.prompt.field] = { type: 'string', description: action.prompt.label, ...(action.prompt.maxLength ? { maxLength: action.prompt.maxLength } : {}) };
    if (action.prompt.required) required.push(action.prompt.field);
  }
  // A choice not in the path travels in the body (its path placeholder is documented with the path).
  if (action.choice && !choiceInPath(action)) {
    properties[action.choice.field] = { type: ['integer', 'string'], description: `${action.choice.label ?? action.choice.field}（所选记录）` };
    required.push(action.choice.field);
  }
  if (Object.keys(properties).length === 0) return undefined;
  return { type: 'object', required, properties };
}

function actionOperation(family: CrudFamily, action: CustomAction, path: string, grants: readonly Grant[], components: SharedComponents, source: FamilySource | undefined): Operation {
  const mapping = responseOf(family.endpoint);
  const name = schemaName(family.entity.$id);
  const result = shared(components, mapping, `${name}Result`, () => itemEnvelope(mapping, ref(name)));
  const fieldErrors = shared(components, mapping, 'FieldErrors', () => fieldErrorsEnvelope(mapping));
  const body = actionBody(action);
  const parameters = pathParameters(path, family.entity);
  return {
    operationId: `${baseId(family.endpoint.base)}_${action.name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}`,
    summary: `${family.title}：${action.label}`,
    ...(action.confirm ? { description: action.confirm } : {}),
    tags: [family.name],
    security: [{ bearerAuth: [] }],
    ...sourceFields(source, action.name),
    ...permissionExtension(grants),
    ...(action.showWhen ? { 'x-show-when': action.showWhen } : {}),
    'x-effect': action.effect,
    ...(action.decision ? { 'x-decision': action.decision } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body && action.endpoint.method !== 'GET' ? { requestBody: { required: true, content: jsonContent(body) } } : {}),
    responses: {
      '200': { description: '操作后的记录', content: jsonContent(result) },
      '400': { description: '记录状态不允许（当前状态不允许该操作），或缺少必填的原因/结果', content: jsonContent({ anyOf: [ref('Error'), fieldErrors] }) },
      '401': errorResponse('Unauthorized'),
      '403': errorResponse('Forbidden'),
      '404': errorResponse('NotFound'),
    },
  };
}

/** An action's `current` read (mocks/crud/customActions.ts): the record's id, outcome and reason. */
function currentOperation(family: CrudFamily, action: CustomAction, path: string, grants: readonly Grant[], source: FamilySource | undefined): Operation {
  const fields = ['id', action.decision?.field, action.prompt?.field].filter((field): field is string => field !== undefined && field in family.entity.properties);
  const values: JsonSchema = { type: 'object', properties: Object.fromEntries(fields.map((field) => [field, { ...family.entity.properties[field] } as JsonSchema])) };
  const query = action.idField ? [{ name: action.idField, in: 'query', required: true, schema: { type: 'string' }, description: '记录编号' }] : [];
  const parameters = [...pathParameters(path, family.entity), ...query];
  return {
    operationId: `${baseId(family.endpoint.base)}_${action.name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}Current`,
    summary: `${family.title}：${action.label}（读取当前值）`,
    description: `打开“${action.label}”对话框前读取记录当前的取值，对话框以它为初始值；权限同该操作。`,
    tags: [family.name],
    security: [{ bearerAuth: [] }],
    ...sourceFields(source, `${action.name}.current`),
    ...permissionExtension(grants),
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {
      '200': { description: '记录当前的取值', content: jsonContent(itemEnvelope(responseOf(family.endpoint), values)) },
      '401': errorResponse('Unauthorized'),
      '403': errorResponse('Forbidden'),
      '404': errorResponse('NotFound'),
    },
  };
}

/** Adds a family's operations to `paths`; returns `METHOD path` keys already taken (conflicts). */
export function addFamilyOperations(paths: PathOperations, family: CrudFamily, grants: FamilyGrants, components: SharedComponents, source?: FamilySource): string[] {
  const conflicts: string[] = [];
  const put = (method: string, path: string, operation: Operation) => {
    const byMethod = paths.get(path) ?? new Map<string, Operation>();
    paths.set(path, byMethod);
    if (byMethod.has(method)) conflicts.push(`${method.toUpperCase()} ${path}`);
    else byMethod.set(method, operation);
  };
  for (const action of family.actions) {
    // As mocks/crud/customActions.ts serves them: on a record named by {id} or by the body; an
    // action reading an operation is that operation, documented with the family's operations.
    if (action.operation !== undefined) continue;
    if (!action.endpoint.path.includes('{id}') && action.idField === undefined) continue;
    const path = familyPath(family.endpoint.base, action.endpoint.path);
    put(action.endpoint.method.toLowerCase(), path, actionOperation(family, action, path, grants.actions.get(actionKey(action.endpoint)) ?? [], components, source));
    if (action.current) {
      const currentPath = familyPath(family.endpoint.base, action.current.path);
      put('get', currentPath, currentOperation(family, action, currentPath, grants.actions.get(actionKey(action.current)) ?? [], source));
    }
  }
  for (const verb of VERB_ORDER) {
    if (!family.endpoint.verbs.includes(verb)) continue;
    const route = family.endpoint.routes?.[verb] ?? DEFAULT_ROUTES[verb];
    const path = familyPath(family.endpoint.base, route.path);
    put(route.method.toLowerCase(), path, verbOperation(family, verb, path, grants.verbs[verb] ?? [], components, source));
  }
  return conflicts;
}
