/**
 * The OpenAPI 3.1 document of the console's backend as the mocks serve it (npm run gen:openapi,
 * schemas/generated/openapi.json): every generated CRUD family with its entity schemas, envelopes
 * and permission codes, the hand-written handlers' paths and access, and the two websockets.
 * Pure: the sources are passed in (generateOpenApi.ts wires the real ones).
 */
import type { CrudFamily } from '../../src/contract/families';
import type { FamilyGrants } from '../../src/contract/grants';
import type { HandwrittenAccess } from '../../src/contract/grants/handwrittenAccess';
import { HEARTBEAT_CODE, NOTICE_CODES } from '../../src/core/socket/socketCodes';
import { BACKEND_DIALECT } from '../../src/contract/backendDialect';
import { addFamilyOperations, claimSchema, type PathOperations, type SharedComponents } from './familyOperations';
import { addHandwrittenOperations } from './handwrittenOperations';
import { declaredOperations } from '../../src/contract/operations';
import { familyDeclarations } from '../../src/contract/catalog';
import type { EntityLookup } from '../../src/pageLanguage/entity';
import { documentLookups, entityComponent, ERROR_SCHEMA, jsonContent, schemaName, type JsonSchema } from './schemaParts';

export interface OpenApiSources {
  families: readonly CrudFamily[];
  grantsOf(base: string): FamilyGrants;
  handwritten: Readonly<Record<string, HandwrittenAccess>>;
  version: string;
  /** The endpoint family (base) an entity field's `x-lookup` reads its records from. */
  lookupFamily?: (lookup: EntityLookup) => { base: string; value: string } | undefined;
  /** A family's source by its name (schemas/families: spec section, extension reasons): `x-spec` / `x-extension`. */
  sourceOf?: (name: string) => Parameters<typeof addFamilyOperations>[4];
}

export interface OpenApiResult {
  document: Record<string, unknown>;
  /** `METHOD path` served by more than one family (the first registered answers). */
  conflicts: string[];
}

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'];

const DESCRIPTION = [
  '超算云平台控制台的接口契约，由 `npm run gen:openapi` 从接口族声明（schemas/families：记录调用、自定义操作与手写接口）、',
  '实体（schemas/entities）、后端方言（schemas/backend-dialect.json）和权限表（src/contract/grants）生成；',
  '`npm run mock:server` 按本文档应答（tests/integration/openapi 校验）。',
  '',
  '- 认证：`POST /api/oauth/v1/pwd/authorize/token`（表单：username、password 为 AES-ECB/PKCS#7 加密后的 Base64，密钥见 config.json 的 passwordKey），之后带 `Authorization: Bearer <access_token>`。',
  '- `x-permissions`：持有其中任一权限编码即可调用（`code: null` 表示任一已登录用户）；带 `scope` 的只能操作该范围内的记录。无权限时 403 `{ code: 403, message: "没有权限访问该资源" }`。',
  '- 时间格式：`format: datetime` 为 `YYYY-MM-DD HH:mm:ss`（北京时间），`format: date` 为 `YYYY-MM-DD`。',
  '- `x-effect`：自定义操作对记录的修改（`$now` 为当前时间）；`x-show-when`：记录须满足的状态。',
  '- `x-handwritten`：由手写模拟处理应答（mocks/handlers），其响应结构见 mocks/README.md。',
  '- WebSocket 见 `x-websockets`。',
].join('\n');

const WEBSOCKETS = [
  {
    path: '/websocket/userEvents/{sessionState}',
    description: `用户事件通道：服务器推送 { code, message }，code 为 ${NOTICE_CODES.join('、')} 等；客户端发送 ${HEARTBEAT_CODE} 时回 { code: "${HEARTBEAT_CODE}", message: "pong" }。sessionState 为登录响应的 session_state。`,
  },
  {
    path: '/api/operation-management/v1/starlight/api/storage/opt/{taskId}?xg-token={xgToken}',
    description: '存储任务进度：逐行推送 { code: 200, message, done: false }，最后一帧 done: true（code 200 成功，否则失败）后关闭；迟到的连接先收到已产生的各行。只有发起任务的 xg-token 可以订阅。',
  },
];

/** A token endpoint's refusal: the OAuth error and its Chinese text (message repeats it where the handler adds one). */
const OAUTH_ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['error', 'error_description'],
  properties: {
    error: { type: 'string', description: 'invalid_request、invalid_grant、too_many_attempts 等' },
    error_description: { type: 'string', description: '给用户看的中文说明' },
    message: { type: 'string' },
  },
};

const RETRY_AFTER = { 'Retry-After': { description: '多少秒后可以再试', schema: { type: 'integer', minimum: 1 } } };

/**
 * The entities' record schemas and the shared ones (envelopes, entities the hand-written operations
 * name) in one map, each name claimed once (claimSchema). An entity named by both is its record
 * schema, whose lookups are documented.
 */
function mergedSchemas(records: Record<string, JsonSchema>, others: Record<string, JsonSchema>, lookupFamily: OpenApiSources['lookupFamily']): Record<string, JsonSchema> {
  const merged = { ...records };
  for (const [name, schema] of Object.entries(others)) {
    const record = records[name];
    if (record !== undefined && JSON.stringify(documentLookups(schema, lookupFamily)) === JSON.stringify(record)) continue;
    claimSchema(merged, name, schema);
  }
  return merged;
}

function components(families: readonly CrudFamily[], shared: SharedComponents, lookupFamily: OpenApiSources['lookupFamily']): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = { Error: ERROR_SCHEMA, OAuthError: OAUTH_ERROR_SCHEMA };
  for (const family of [...families].sort((a, b) => a.entity.$id.localeCompare(b.entity.$id))) {
    schemas[schemaName(family.entity.$id)] ??= documentLookups(entityComponent(family.entity), lookupFamily);
  }
  const error = (description: string, code: number, message: string) => ({
    description,
    content: jsonContent({ $ref: '#/components/schemas/Error', examples: [{ code, message }] }),
  });
  // The token endpoints refuse in the OAuth error shape (mocks/handlers/auth.ts), not { code, message }.
  const tokenError = (description: string, error: string, message: string) => ({
    description,
    content: jsonContent({ $ref: '#/components/schemas/OAuthError', examples: [{ error, error_description: message }] }),
  });
  return {
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', description: '登录得到的 access_token' },
      xgToken: { type: 'apiKey', in: 'header', name: 'xg-token', description: '存储服务令牌：GET /api/operation-management/v1/starlight/api/storage/xg-token' },
    },
    responses: {
      BadRequest: error('请求参数错误', 400, '请选择需要删除的数据'),
      Unauthorized: error('未登录或登录已过期', 401, '未登录或登录已过期'),
      Forbidden: error('没有权限', 403, '没有权限访问该资源'),
      NotFound: error('记录不存在', 404, '客户不存在'),
      TooManyRequests: { ...error('过于频繁：限制解除前拒绝', 429, '提交过于频繁，请稍后再试'), headers: RETRY_AFTER },
      TokenBadRequest: tokenError('请求不完整、认证域不存在、账号已禁用或验证码错误', 'invalid_request', '账号或密码不能为空'),
      TokenUnauthorized: tokenError('账号或密码错误', 'invalid_grant', '账号或密码错误'),
      TokenTooManyRequests: { ...tokenError('连续登录失败，该登录名已锁定', 'too_many_attempts', '登录失败次数过多，账号已锁定，请15分钟后再试'), headers: RETRY_AFTER },
    },
    parameters: sortedObject(shared.parameters),
    schemas: mergedSchemas(schemas, sortedObject(shared.schemas), lookupFamily),
  };
}

/** The hand-written operations' tags (handwrittenOperations.ts), described. */
const HANDWRITTEN_TAGS: Readonly<Record<string, string>> = {
  存储服务: '存储服务（文件浏览、上传下载、打包解压等任务）：手写模拟处理，多数调用另需 xg-token。',
  手写接口: '不是 CRUD 形状的调用（登录、会话、门户、工作台、支付与账本、组织与角色等），由手写模拟处理应答。',
};

/**
 * One tag per family (its name, described by its title) — record families and those of declared
 * hand-written operations — then the hand-written ones in use for routes no family declares.
 */
function tagsOf(families: readonly CrudFamily[], paths: PathOperations): { name: string; description: string }[] {
  const used = new Set([...paths.values()].flatMap((byMethod) => [...byMethod.values()].flatMap((operation) => (operation.tags as string[] | undefined) ?? [])));
  const titles = new Map(families.map((family) => [family.name, family.title]));
  for (const operation of declaredOperations.values()) if (used.has(operation.family)) titles.set(operation.family, familyDeclarations.get(operation.family)?.title ?? operation.family);
  const familyTags = [...titles].sort(([a], [b]) => a.localeCompare(b));
  const handwritten = Object.entries(HANDWRITTEN_TAGS).filter(([name]) => used.has(name));
  return [...familyTags, ...handwritten].map(([name, description]) => ({ name, description }));
}

function sortedObject<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}

/** Paths sorted, methods in a fixed order: the same sources always give the same text. */
function sortedPaths(paths: PathOperations): Record<string, Record<string, unknown>> {
  return Object.fromEntries([...paths.keys()].sort().map((path) => {
    const byMethod = paths.get(path)!;
    const methods = [...byMethod.keys()].sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    return [path, Object.fromEntries(methods.map((method) => [method, byMethod.get(method)]))];
  }));
}

export function buildOpenApi(sources: OpenApiSources): OpenApiResult {
  const paths: PathOperations = new Map();
  const conflicts: string[] = [];
  const shared: SharedComponents = { schemas: {}, parameters: {} };
  for (const family of sources.families) conflicts.push(...addFamilyOperations(paths, family, sources.grantsOf(family.endpoint.base), shared, sources.sourceOf?.(family.name)));
  addHandwrittenOperations(paths, sources.handwritten, shared);
  const document = {
    openapi: '3.1.0',
    info: {
      title: '超算云平台控制台接口（模拟后端契约）',
      version: sources.version,
      description: DESCRIPTION,
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: 'http://127.0.0.1:4300', description: 'npm run mock:server' }],
    'x-backend-dialect': { paging: BACKEND_DIALECT.paging, response: BACKEND_DIALECT.response },
    'x-websockets': WEBSOCKETS,
    tags: tagsOf(sources.families, paths),
    paths: sortedPaths(paths),
    components: components(sources.families, shared, sources.lookupFamily),
  };
  return { document, conflicts };
}

/** Counts for reports: paths and operations. */
export function countOperations(document: { paths?: Record<string, Record<string, unknown>> }): { paths: number; operations: number } {
  const paths = Object.values(document.paths ?? {});
  return { paths: paths.length, operations: paths.reduce((sum, item) => sum + Object.keys(item).length, 0) };
}
