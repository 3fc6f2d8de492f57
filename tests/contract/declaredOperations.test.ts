/**
 * The families declare every call the mock backend answers by hand: each route of the access
 * table (src/contract/grants/handwrittenAccess.ts, which tests/contract/permissions.test.ts
 * keeps equal to the registered handlers) is an operation of a family (schemas/families
 * `operations`) or one of a family's own record calls answered by hand; and every declared
 * operation has its handler. So the contract, the mocks and OpenAPI name the same calls.
 */
import { describe, expect, it } from 'vitest';
import { familyDeclarations } from '../../src/contract/catalog';
import { HANDWRITTEN_ACCESS } from '../../src/contract/grants/handwrittenAccess';
import { declaredOperations, handlerPath } from '../../src/contract/operations';
import { DEFAULT_ROUTES } from '../../src/contract/routes';
import type { FamilyDeclaration } from '../../src/pageLanguage/family';

/** Handler keys of a family's record calls (verbs, actions and their current-value reads). */
function recordCallKeys(family: FamilyDeclaration): string[] {
  const full = (path: string) => (path.startsWith('/api/') ? path : path === '' ? family.base : `${family.base}/${path}`);
  const keys = (family.verbs ?? []).map((verb) => {
    const route = family.routes?.[verb] ?? DEFAULT_ROUTES[verb];
    return `${route.method} ${handlerPath(full(route.path))}`;
  });
  for (const action of family.actions ?? []) {
    keys.push(`${action.endpoint.method} ${handlerPath(full(action.endpoint.path))}`);
    if (action.current) keys.push(`${action.current.method} ${handlerPath(full(action.current.path))}`);
  }
  return keys;
}

/** Path parameter names do not matter: `:id` and `:pageId` are one route. */
const shape = (key: string) => key.replace(/:[A-Za-z_][A-Za-z0-9_]*/g, ':');

describe('declared operations', () => {
  const declared = new Set([...declaredOperations.keys()].map(shape));
  const recordCalls = new Set([...familyDeclarations.values()].flatMap(recordCallKeys).map(shape));

  it('every hand-written handler is a declared operation or a family’s own record call', () => {
    const undeclared = Object.keys(HANDWRITTEN_ACCESS).filter((key) => !declared.has(shape(key)) && !recordCalls.has(shape(key)));
    expect(undeclared, 'declare them in schemas/families (operations)').toEqual([]);
  });

  it('every declared operation has its handler', () => {
    const handlers = new Set(Object.keys(HANDWRITTEN_ACCESS).map(shape));
    const unserved = [...declaredOperations.keys()].filter((key) => !handlers.has(shape(key)));
    expect(unserved, 'write the handler (mocks/handlers) and its access (handwrittenAccess.ts)').toEqual([]);
  });

  it('no call is declared twice: as two operations, or as an operation and a record call', () => {
    const all = [...declaredOperations.keys()].map(shape);
    expect(all.filter((key, i) => all.indexOf(key) !== i)).toEqual([]);
    expect(all.filter((key) => recordCalls.has(key))).toEqual([]);
  });
});
