/**
 * A hand-written handler routed and guarded by its declaration (schemas/families `operations`):
 * method and path come from the family, and the declared `access` is checked before the body
 * runs — 401 without a session, 403 without one of the codes — so a handler writes only what
 * the call does, never its path or who may make it a second time. A write answers once it is
 * saved (the console may reload right after; respond.ts `durable`).
 */
import { http, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import { declaredOperations, handlerPath, type DeclaredOperation } from '../../src/contract/operations';
import { operationAccess } from '../../src/contract/grants/declaredGrants';
import { familyDeclarations } from '../../src/contract/catalog';
import { operationPath } from '../../src/pageLanguage/resolvePage';
import { requireGrant, type Access } from '../permissions/access';
import { requireAuth, resolveAuth, type AuthContext } from '../handlers/session';
import { db } from '../store/db';

type Info = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];
type Answer = Response | undefined | Promise<Response | undefined>;

function declared(family: string, name: string): DeclaredOperation {
  const found = [...declaredOperations.values()].find((operation) => operation.family === family && operation.name === name);
  if (!found) throw new Error(`schemas/families/${family}.json 没有声明操作 ${name}`);
  return found;
}

const routed = new WeakSet<object>();

/** Whether the handler was registered from its declaration (tests/contract/declaredOperations.test.ts). */
export function isDeclaredHandler(handler: object): boolean {
  return routed.has(handler);
}

function register(operation: DeclaredOperation, resolver: (info: Info) => Answer): HttpHandler {
  const method = operation.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  const path = handlerPath(operationPath(familyDeclarations.get(operation.family)!, operation));
  const accountService = path.includes('/:aam/');
  const handler = http[method](path, async (info) => {
    // `:aam` stands for the account service's versioned name; another service's path is not ours.
    if (accountService && !String(info.params.aam ?? '').startsWith('aam')) return undefined;
    const answer = await resolver(info);
    if (method !== 'get') await db.flush();
    return answer;
  });
  routed.add(handler);
  return handler;
}

/** A signed-in or code-guarded operation: the body gets the caller (with the grants they hold). */
export function operation(family: string, name: string, resolver: (info: Info, caller: Access) => Answer): HttpHandler {
  const declaredOperation = declared(family, name);
  const access = operationAccess(declaredOperation.access);
  if (access.kind === 'public') throw new Error(`schemas/families/${family}.json ${name} 是公开接口：用 publicOperation`);
  return register(declaredOperation, (info) => {
    const caller = access.kind === 'grants' ? requireGrant(info.request, access.grants()) : signedIn(info.request);
    return caller instanceof Response ? caller : resolver(info, caller);
  });
}

/** A public operation: the body gets the session if the request carries a valid one. */
export function publicOperation(family: string, name: string, resolver: (info: Info, session: AuthContext | null) => Answer): HttpHandler {
  const declaredOperation = declared(family, name);
  if (!('public' in declaredOperation.access)) throw new Error(`schemas/families/${family}.json ${name} 不是公开接口：用 operation`);
  return register(declaredOperation, (info) => resolver(info, resolveAuth(info.request)));
}

function signedIn(request: Request): Access | Response {
  const auth = requireAuth(request);
  return auth instanceof Response ? auth : { ...auth, held: [{ code: null }] };
}
