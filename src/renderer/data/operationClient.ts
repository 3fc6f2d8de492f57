/**
 * The one way a hand-written module calls the platform: by the family and the operation name
 * its declaration gives (schemas/families `operations`, README "Endpoint families"). Method
 * and path come from the declaration — no module writes a path — and the call's types come from
 * schemas/generated/operations.ts (generators/gen-operation-types.mjs), the same types the mock
 * handlers answer with. An operation the family does not declare is refused by the type
 * checker, and at the first call (a name built at run time) with a developer fault.
 */
import type { FamilyName, OperationAnswer, OperationName, OperationParams } from '../../contract/operationTypes';
import { readPath } from '../../contract/readPath';
import { responseOf } from '../../contract/backendDialect';
import { developerFault, PAGE_CONFIG_BROKEN } from '../../core/feedback/developerFault';
import { request, type RequestOptions } from '../../core/http/client';
import type { FamilyDeclaration, OperationDeclaration } from '../../pageLanguage/family';
import { familyPath, loadFamily } from '../../pageLanguage/familyLoader';
import { operationNamed, operationPath } from '../../pageLanguage/operationPaths';
import { readEnvelope } from './answerEnvelope';

export type { FamilyName, OperationAnswer, OperationBody, OperationName, OperationParams, OperationQuery } from '../../contract/operationTypes';

/** The client's per-call options a module may set (the method, path and body come from the declaration). */
export type CallOptions = Pick<RequestOptions, 'loading' | 'silent' | 'signal' | 'abortKey' | 'headers' | 'timeout'> & {
  /**
   * Read this answer as the file's bytes: for an operation that answers a file for some calls
   * only (the storage view answers an image's bytes when asked without a page size).
   */
  asFile?: boolean;
};

/** A call's arguments: the params may be left out when nothing is required. */
export type ParamsArgs<F extends FamilyName, O extends OperationName<F>> =
  Record<never, never> extends OperationParams<F, O> ? [params?: OperationParams<F, O>] : [params: OperationParams<F, O>];

export interface ResolvedOperation {
  family: FamilyDeclaration;
  operation: OperationDeclaration;
}

/** The family's declaration and the named operation in it; a developer fault when either is missing. */
export async function resolveOperation(familyName: string, operationName: string): Promise<ResolvedOperation> {
  const family = await loadFamily(familyName);
  if (!family) throw developerFault(PAGE_CONFIG_BROKEN, `${familyPath(familyName)} 不存在（调用操作 ${operationName}）`);
  const operation = operationNamed(family, operationName);
  if (!operation) throw developerFault(PAGE_CONFIG_BROKEN, `${familyPath(familyName)} 没有声明操作 ${operationName}`);
  return { family, operation };
}

/** The declared path with its `{name}` parameters filled in; a developer fault when one is missing. */
export function fillPath(template: string, values: Record<string, string | number> | undefined, where: string): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === '') throw developerFault(PAGE_CONFIG_BROKEN, `${where}：缺少路径参数 ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The answer's `data`: where the family's response layout puts a record (the dialect's `data`),
 * or the whole answer for a `bare` one. An envelope whose code is not 200 (the platform answers
 * some refusals with HTTP 200) is a failure with the server's message; a family declaring its
 * own `envelope` has every JSON answer read through it first (answerEnvelope.ts).
 */
export function answerData(family: FamilyDeclaration, operation: OperationDeclaration, body: unknown, asFile = false): unknown {
  const response = operation.response;
  if (asFile || (response && 'file' in response)) return body;
  const checked = family.envelope ? readEnvelope(family, family.envelope, body) : body;
  if (response && 'bare' in response && response.bare) return checked;
  if (typeof body === 'object' && body !== null && 'code' in body) {
    const envelope = body as { code?: unknown; msg?: unknown; message?: unknown };
    if (envelope.code !== undefined && envelope.code !== 200) throw new Error(String(envelope.message ?? envelope.msg ?? '请求失败'));
  }
  return readPath(body, responseOf(family).item);
}

/** The request's body as declared: a file's multipart form, text fields form-encoded (`encoding: "form"`), or JSON. */
function bodyOf(operation: OperationDeclaration, body: unknown): Pick<RequestOptions, 'body' | 'form' | 'json'> {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body };
  const declared = operation.body;
  if (declared && 'schema' in declared && declared.encoding === 'form') {
    const fields = Object.entries(body as Record<string, unknown>).filter(([, value]) => value !== undefined && value !== null);
    return { form: Object.fromEntries(fields.map(([name, value]) => [name, String(value)])) };
  }
  return { json: body };
}

/** Calls a declared operation and answers its `data`, typed from the declaration. */
export async function operationRequest<F extends FamilyName, O extends OperationName<F>>(
  familyName: F, operationName: O, ...[params, options]: [...ParamsArgs<F, O>, CallOptions?]
): Promise<OperationAnswer<F, O>> {
  const { family, operation } = await resolveOperation(familyName, operationName);
  const given = (params ?? {}) as { path?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown };
  const path = fillPath(operationPath(family, operation), given.path, `${familyPath(familyName)} ${operationName}`);
  const { asFile = false, ...call } = (options ?? {}) as CallOptions;
  const file = asFile || (operation.response !== undefined && 'file' in operation.response);
  const answer = await request<unknown>(path, { ...call, method: operation.method, ...(given.query ? { query: given.query } : {}), ...bodyOf(operation, given.body), ...(file ? { responseType: 'blob' as const } : {}) });
  return answerData(family, operation, answer, asFile) as OperationAnswer<F, O>;
}
