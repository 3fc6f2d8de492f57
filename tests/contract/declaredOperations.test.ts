/**
 * The families declare every call the mock backend answers by hand: each registered hand-written
 * handler (mocks/handlers, mocks/storage) is an operation of a family (schemas/families
 * `operations`) or one of a family's own record calls answered by hand; every declared operation
 * has its handler; and a handler takes its route and guard from its declaration
 * (mocks/routing/declaredOperation.ts) unless listed below with why. So the contract, the mocks
 * and OpenAPI name the same calls.
 */
import { describe, expect, it } from 'vitest';
import { crudHandlers } from '../../mocks/crud';
import { handlers } from '../../mocks/handlers';
import { isDeclaredHandler } from '../../mocks/routing/declaredOperation';
import { familyDeclarations } from '../../src/contract/catalog';
import { declaredOperations, handlerPath } from '../../src/contract/operations';
import { DEFAULT_ROUTES } from '../../src/contract/routes';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';
import { ownCallActions } from '../../src/pageLanguage/familyActions';

/** Handler keys of a family's record calls (verbs, actions and their current-value reads). */
function recordCallKeys(family: FamilyDeclaration): string[] {
  const full = (path: string) => (path.startsWith('/api/') ? path : path === '' ? family.base : `${family.base}/${path}`);
  const keys = (family.verbs ?? []).map((verb) => {
    const route = family.routes?.[verb] ?? DEFAULT_ROUTES[verb];
    return `${route.method} ${handlerPath(full(route.path))}`;
  });
  for (const action of ownCallActions(family)) {
    keys.push(`${action.endpoint.method} ${handlerPath(full(action.endpoint.path))}`);
    if (action.current) keys.push(`${action.current.method} ${handlerPath(full(action.current.path))}`);
  }
  return keys;
}

/** Path parameter names do not matter: `:id` and `:pageId` are one route. */
const shape = (key: string) => key.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':');

/** The registered hand-written handlers (the generated CRUD's and the catch-all fault handler's aside). */
const crud = new Set<unknown>(crudHandlers);
const handwritten = handlers.flatMap((handler) => {
  const info = (handler as { info?: { method?: unknown; path?: unknown } }).info;
  if (crud.has(handler) || typeof info?.method !== 'string' || typeof info.path !== 'string' || info.path === '*') return [];
  return [{ key: `${info.method} ${info.path}`, handler }];
});

/**
 * Hand-written handlers that still write their own route and guard, by file. Exact and only
 * shrinking: a handler moved onto its declaration leaves the list, a new one does not join it.
 */
const NOT_YET = 'not yet moved onto operation(): its guard is still written in the handler, checked against the declaration by tests/contract/permissions.test.ts';
const ROUTED_BY_HAND: Readonly<Record<string, string>> = {
  // mocks/handlers/account.ts: the account service's aamRoute helper.
  'GET */api/:aam/v1/portal/user/resource': NOT_YET,
  'GET */api/:aam/v1/user/password/confirm': NOT_YET,
  'PUT */api/:aam/v1/mgmt/user/password': NOT_YET,
  // mocks/handlers/payment.ts: the payment and ledger steps.
  'GET */api/operation-management/v1/coin-account/account-info': NOT_YET,
  'GET */api/operation-management/v1/coin-account/invest/page': NOT_YET,
  'GET */api/operation-management/v1/coin-account/pay-result': NOT_YET,
  'GET */api/operation-management/v1/pay/result': NOT_YET,
  'POST */api/operation-management/v1/coin-account/invest': NOT_YET,
  'POST */api/operation-management/v1/coin-account/invest/pay1': NOT_YET,
  'POST */api/operation-management/v1/coin-account/invest/pay2': NOT_YET,
  'POST */api/operation-management/v1/pay': NOT_YET,
  'PUT */api/operation-management/v1/coin-account/cancel': NOT_YET,
  // mocks/handlers/personalCentre.ts: 个人中心 and 资源账号, answered from the caller's own records.
  'GET */api/:aam/v1/portal/user/info': NOT_YET,
  'GET */api/:aam/v1/portal/user/profile': NOT_YET,
  'PUT */api/:aam/v1/portal/user/info': NOT_YET,
  'PUT */api/operation-management/v1/user/attribute/avatar': NOT_YET,
};

describe('declared operations', () => {
  const declared = new Set([...declaredOperations.keys()].map(shape));
  const recordCalls = new Set([...familyDeclarations.values()].flatMap(recordCallKeys).map(shape));

  it('every hand-written handler is a declared operation or a family’s own record call', () => {
    const undeclared = handwritten.map((h) => h.key).filter((key) => !declared.has(shape(key)) && !recordCalls.has(shape(key)));
    expect(undeclared, 'declare them in schemas/families (operations)').toEqual([]);
  });

  it('every declared operation has its handler', () => {
    const registered = new Set(handwritten.map((h) => shape(h.key)));
    const unserved = [...declaredOperations.keys()].filter((key) => !registered.has(shape(key)));
    expect(unserved, 'write the handler (mocks/handlers) with operation(family, name, …)').toEqual([]);
  });

  it('a hand-written handler of a declared operation takes its route and guard from the declaration (operation / publicOperation)', () => {
    const byHand = handwritten.filter((h) => declared.has(shape(h.key)) && !isDeclaredHandler(h.handler)).map((h) => h.key).sort();
    expect(byHand, 'register them with operation(family, name, …) from mocks/routing/declaredOperation.ts').toEqual(Object.keys(ROUTED_BY_HAND).sort());
  });

  it('no call is declared twice: as two operations, or as an operation and a record call', () => {
    const all = [...declaredOperations.keys()].map(shape);
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
    expect(all.filter((key) => recordCalls.has(key))).toEqual([]);
  });
});
