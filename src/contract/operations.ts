/**
 * The hand-written operations the families declare (schemas/families `operations`), keyed the way
 * the access table keys the handlers (src/contract/grants/handwrittenAccess.ts): method, space,
 * msw path — `*` for any origin, path parameters as `:name`, the account service's server name
 * as `:aam`. The OpenAPI generator takes their words from here; the contract tests check that
 * every hand-written handler is declared and every declared operation has a handler.
 */
import type { FamilyDeclaration, OperationDeclaration } from '../pageLanguage/family';
import { operationPath } from '../pageLanguage/resolvePage';
import { familyDeclarations } from './catalog';
import { handlerPath } from './handlerPath';

export interface DeclaredOperation extends OperationDeclaration {
  /** The family's name. */
  family: string;
  /** The family's spec section, when it has one. */
  spec?: string;
  /** Why it is served: its own reason, else its family's (an extension family). */
  reason?: string;
  /** `<METHOD> *<msw path>`, as HANDWRITTEN_ACCESS keys it. */
  key: string;
}

export { handlerPath } from './handlerPath';

/** Every operation the given families declare. */
export function declaredOperationsOf(families: ReadonlyMap<string, FamilyDeclaration>): DeclaredOperation[] {
  return [...families].flatMap(([name, family]) => (family.operations ?? []).map((operation) => ({
    ...operation,
    family: name,
    ...(family.spec ? { spec: family.spec } : {}),
    ...((operation.extension ?? family.extension) ? { reason: operation.extension ?? family.extension } : {}),
    key: `${operation.method} ${handlerPath(operationPath(family, operation))}`,
  })));
}

/** The shipped families' operations by handler key. */
export const declaredOperations: ReadonlyMap<string, DeclaredOperation> = new Map(declaredOperationsOf(familyDeclarations).map((operation) => [operation.key, operation]));
