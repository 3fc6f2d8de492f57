/** Where a family's hand-written operation is called, and who may call it: shared by every page kind that reads operations. */
import type { FamilyDeclaration, OperationDeclaration } from './family';

/** The family's operation of that name, if the family (when there is one) declares it. */
export function operationNamed(family: Pick<FamilyDeclaration, 'operations'> | undefined, name: string | undefined): OperationDeclaration | undefined {
  return name === undefined ? undefined : family?.operations?.find((candidate) => candidate.name === name);
}

/** The full path of a family's hand-written operation. */
export function operationPath(family: Pick<FamilyDeclaration, 'base'>, operation: Pick<OperationDeclaration, 'path'>): string {
  if (operation.path.startsWith('/api/')) return operation.path;
  return operation.path === '' ? family.base : `${family.base}/${operation.path}`;
}

/** The codes an operation's access asks for, one of which opens it; null when any signed-in caller may call it. */
export function operationCodes(operation: Pick<OperationDeclaration, 'access'>): string[] | null {
  const codes = 'grants' in operation.access ? operation.access.grants.map((grant) => (typeof grant === 'string' ? grant : grant.code)) : [null];
  // A grant without a code (any signed-in caller) opens it to everyone.
  return codes.every((code): code is string => code !== null) ? codes : null;
}

