/**
 * The hand-written mock handlers (mocks/handlers, mocks/storage) as their families declare them
 * (schemas/families `operations`): method, path, path and query parameters, request body, the
 * answer, and who may call — public, any signed-in user, or the holders of given permission codes.
 */
import type { HandwrittenAccess } from '../../src/contract/grants/handwrittenAccess';
import { pathParameters, permissionExtension, type Operation, type PathOperations, type SharedComponents } from './familyOperations';
import { queryParameters, requestBody, successResponse } from './operationShapes';
import type { OperationRefusal } from '../../src/pageLanguage/family';
import { declaredOperations } from '../../src/contract/operations';

const STORAGE_BASE = '/api/operation-management/v1/starlight/api/storage/';
/** Storage calls answered without the xg-token header (mocks/storage: withStorage(…, false) and the admin account list). */
const STORAGE_WITHOUT_XG_TOKEN = new Set(['xg-token', 'accounts']);

/** A table key (method, space, msw path such as `*\/api/:aam/v1/x`) → ['get', '/api/{aam}/v1/x']. */
export function parseHandlerKey(key: string): { method: string; path: string } {
  const match = /^([A-Z]+) \*?(\/\S*)$/.exec(key);
  if (!match) throw new Error(`无法解析的处理键：${key}`);
  return { method: match[1]!.toLowerCase(), path: match[2]!.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}') };
}

function operationId(method: string, path: string): string {
  const words = path.replace(/^\/api\//, '').split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method, ...words].map((word, i) => (i === 0 ? word : word[0]!.toUpperCase() + word.slice(1))).join('');
}

function security(access: HandwrittenAccess, path: string): Record<string, unknown> {
  if (access.kind === 'public') return { security: [], description: `公开接口：${access.why}` };
  const needsXgToken = path.startsWith(STORAGE_BASE) && !STORAGE_WITHOUT_XG_TOKEN.has(path.slice(STORAGE_BASE.length));
  const scheme = needsXgToken ? { bearerAuth: [], xgToken: [] } : { bearerAuth: [] };
  if (access.kind === 'signedIn') return { security: [scheme], description: `任一已登录用户：${access.why}` };
  return { security: [scheme], ...permissionExtension(access.grants()) };
}

/** The HTTP status of each refusal (named by its answer under components.responses). */
const REFUSAL_STATUS: Readonly<Record<OperationRefusal, number>> = {
  BadRequest: 400,
  Forbidden: 403,
  NotFound: 404,
  TooManyRequests: 429,
  TokenBadRequest: 400,
  TokenUnauthorized: 401,
  TokenTooManyRequests: 429,
};

/**
 * Its 4xx answers: 401 without a session and 403 without the codes as the access table says,
 * then the refusals the summary table lists for the handler itself.
 */
function refusals(access: HandwrittenAccess, own: readonly OperationRefusal[]): Record<string, unknown> {
  // Status keys are integer-like: an object lists them in ascending order whatever the insertion order.
  const answers: Record<string, unknown> = {};
  if (access.kind !== 'public') answers['401'] = { $ref: '#/components/responses/Unauthorized' };
  if (access.kind === 'grants') answers['403'] = { $ref: '#/components/responses/Forbidden' };
  for (const refusal of own) answers[String(REFUSAL_STATUS[refusal])] = { $ref: `#/components/responses/${refusal}` };
  return answers;
}

function handwrittenOperation(key: string, method: string, path: string, access: HandwrittenAccess, shared: SharedComponents): Operation {
  // The family's declaration (schemas/families `operations`) speaks for it.
  const declared = declaredOperations.get(key);
  const doc = declared;
  const responses: Record<string, unknown> = {
    '200': successResponse(declared, shared),
    ...refusals(access, doc?.refusals ?? []),
  };
  const parameters = [...pathParameters(path), ...(declared ? queryParameters(declared) : [])];
  const body = declared ? requestBody(declared, shared) : undefined;
  return {
    operationId: operationId(method, path),
    ...(doc ? { summary: doc.summary } : {}),
    tags: [declared?.family ?? (path.startsWith(STORAGE_BASE) ? '存储服务' : '手写接口')],
    ...security(access, path),
    'x-handwritten': true,
    ...(declared?.spec ? { 'x-spec': declared.spec } : {}),
    ...(declared?.reason ? { 'x-extension': declared.reason } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

/**
 * Adds the table's operations. A hand-written handler that answers a generated family's own
 * call (registered before the CRUD handlers, it wins) keeps the family's description, marked.
 */
export function addHandwrittenOperations(paths: PathOperations, table: Readonly<Record<string, HandwrittenAccess>>, shared: SharedComponents): void {
  for (const [key, access] of Object.entries(table)) {
    const { method, path } = parseHandlerKey(key);
    const byMethod = paths.get(path) ?? new Map<string, Operation>();
    paths.set(path, byMethod);
    const family = byMethod.get(method);
    if (family) byMethod.set(method, { ...family, 'x-handwritten': true });
    else byMethod.set(method, handwrittenOperation(key, method, path, access, shared));
  }
}
