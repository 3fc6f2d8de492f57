/**
 * The delegation rule of the account service's role and user editors: nobody hands out what they
 * do not hold. A caller
 *
 * - grants only codes it holds itself;
 * - edits only roles owned by, and users whose default organisation lies in, its organisation
 *   scope (orgScope.ts: its own organisation and those below it; a platform administrator all);
 * - never edits a role holding a code it lacks (the platform administrator's role included), nor
 *   a user whose role holds one;
 * - never changes its own role or organisation.
 *
 * Each check answers null (allowed) or the Chinese reason of the refusal; the handlers
 * (mocks/handlers/roles.ts, orgUsers.ts) answer it as 403 before anything is changed.
 */
import { PLATFORM_ROOT } from '../handlers/orgGroupTree';
import type { UserRecord } from '../store/seeds/users';
import { callerCodes, type Access } from './access';
import { inOrgScope, orgScopeOf, ownGroupId, type OrgScope } from './orgScope';

export const DELEGATION_REFUSALS = {
  grantUnheld: '不能授予您自己没有的权限',
  roleOutOfScope: '不能修改本组织范围以外的角色',
  roleWider: '不能修改拥有您所没有权限的角色',
  userOutOfScope: '不能修改本组织范围以外的用户',
  userWider: '不能修改拥有您所没有权限的用户',
  ownRole: '不能修改自己的角色',
  orgOutOfScope: '只能把用户分配到本组织范围内的组织',
  roleUnheld: '不能分配拥有您所没有权限的角色',
  noOrganisation: '您不属于任何组织，不能新增角色',
} as const;

/** null: allowed; otherwise why not. */
export type Refusal = string | null;

/** Who is delegating: the caller's user id, the codes it holds now, and its organisation scope. */
export interface Delegator {
  userId: string;
  codes: ReadonlySet<string>;
  scope: OrgScope;
  /** The caller's own (default) organisation, '' when none. */
  ownGroupId: string;
}

/** A role as the rule sees it: the codes it grants and the organisation owning it. */
export interface DelegatedRole {
  permissions: readonly string[];
  /** Absent on roles stored before roles had an owner: the platform organisation's. */
  groupId?: string;
}

/** A user as the rule sees it: who, their default organisation, and the codes their role grants. */
export interface DelegatedUser {
  id: string;
  groupId: string;
  roleCodes: readonly string[];
}

export function delegatorOf(access: Access): Delegator {
  const codes = callerCodes(access);
  return { userId: access.user.id, codes, scope: orgScopeOf(access.user, codes), ownGroupId: ownGroupId(access.user) };
}

/** The organisation owning a role (roles without one are the platform's). */
export function roleOwner(role: DelegatedRole): string {
  return role.groupId || PLATFORM_ROOT;
}

/** The codes among `codes` the delegator does not hold. */
export function unheldCodes(delegator: Delegator, codes: Iterable<string>): string[] {
  return [...new Set(codes)].filter((code) => !delegator.codes.has(code));
}

/** Handing out these codes (a role's new codes, a role assigned). */
export function refuseGrant(delegator: Delegator, codes: Iterable<string>): Refusal {
  return unheldCodes(delegator, codes).length > 0 ? DELEGATION_REFUSALS.grantUnheld : null;
}

/** Renaming, deleting, reading or changing the codes of a role. */
export function refuseRoleEdit(delegator: Delegator, role: DelegatedRole): Refusal {
  if (!inOrgScope(delegator.scope, roleOwner(role))) return DELEGATION_REFUSALS.roleOutOfScope;
  if (unheldCodes(delegator, role.permissions).length > 0) return DELEGATION_REFUSALS.roleWider;
  return null;
}

/** The organisation a new role of this delegator belongs to; null when it has none to give. */
export function newRoleOwner(delegator: Delegator): string | null {
  if (delegator.ownGroupId) return delegator.ownGroupId;
  return delegator.scope.all ? PLATFORM_ROOT : null;
}

/** Editing a user's profile, status or password. */
export function refuseUserEdit(delegator: Delegator, user: DelegatedUser): Refusal {
  if (!inOrgScope(delegator.scope, user.groupId)) return DELEGATION_REFUSALS.userOutOfScope;
  if (unheldCodes(delegator, user.roleCodes).length > 0) return DELEGATION_REFUSALS.userWider;
  return null;
}

/** A role the delegator may hand out with a user's placement (a user's role grants its codes). */
export function refuseRoleAssignment(delegator: Delegator, role: DelegatedRole): Refusal {
  return unheldCodes(delegator, role.permissions).length > 0 ? DELEGATION_REFUSALS.roleUnheld : null;
}

/**
 * Placing a user (null: one being created) in an organisation with a role: not oneself, the user
 * editable, the organisation in scope, the role's codes all held.
 */
export function refusePlacement(delegator: Delegator, user: DelegatedUser | null, groupId: string, role: DelegatedRole): Refusal {
  if (user && user.id === delegator.userId) return DELEGATION_REFUSALS.ownRole;
  if (user) {
    const refusal = refuseUserEdit(delegator, user);
    if (refusal) return refusal;
  }
  if (!inOrgScope(delegator.scope, groupId)) return DELEGATION_REFUSALS.orgOutOfScope;
  return refuseRoleAssignment(delegator, role);
}

/** A user record as the rule sees it, with the codes of its role (`roleCodes` looks them up). */
export function delegatedUser(user: UserRecord, roleCodes: (roleId: string) => readonly string[]): DelegatedUser {
  return { id: user.id, groupId: ownGroupId(user), roleCodes: roleCodes(user.role) };
}
