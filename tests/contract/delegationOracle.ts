/**
 * What the delegation rule says a call should answer, worked out here from the store as it stands
 * before the call — written apart from mocks/permissions/delegation.ts so the contract test checks
 * the handlers against the rule's words, not against the code it tests:
 *
 * a caller grants only codes it holds; edits only roles owned by, and users whose default
 * organisation lies in, its organisation scope; never a role or user whose role holds a code it
 * lacks; and never its own role or organisation.
 */
import { mockControl } from '../../mocks/control';
import { orgScopeOf, inOrgScope, ownGroupId } from '../../mocks/permissions/orgScope';
import type { RoleRecord } from '../../mocks/store/seeds/roles';
import type { UserRecord } from '../../mocks/store/seeds/users';
import { PLATFORM_ORG, ROLE_PAGE_CODES, USER_PAGE_CODES } from './delegationFixture';

export type Outcome =
  | { status: 200 }
  | { status: 401 }
  | { status: 400 | 403; message: string };

export const FORBIDDEN_MESSAGE = '没有权限访问该资源';
export const REFUSED = {
  grant: '不能授予您自己没有的权限',
  roleScope: '不能修改本组织范围以外的角色',
  roleWider: '不能修改拥有您所没有权限的角色',
  userScope: '不能修改本组织范围以外的用户',
  userWider: '不能修改拥有您所没有权限的用户',
  own: '不能修改自己的角色',
  orgScope: '只能把用户分配到本组织范围内的组织',
  roleUnheld: '不能分配拥有您所没有权限的角色',
} as const;

const OK: Outcome = { status: 200 };
const refused = (message: string): Outcome => ({ status: 403, message });
const db = () => mockControl.db;

/** The caller as it stands now: its record, the codes its role holds, and its organisation scope. */
export function callerNow(userId: string) {
  const user = db().collection('users').get(userId)!;
  const codes = new Set(db().collection('roles').get(user.role)?.permissions ?? []);
  return { user, codes, scope: orgScopeOf(user, codes), lacks: (permissions: readonly string[]) => permissions.some((c) => !codes.has(c)) };
}
type CallerNow = ReturnType<typeof callerNow>;

/** Before any rule: signed in (an enabled user) and holding the page's code. */
function gate(caller: CallerNow, pageCodes: readonly string[]): Outcome | null {
  if (!caller.user.enabled) return { status: 401 };
  return pageCodes.some((code) => caller.codes.has(code)) ? null : refused(FORBIDDEN_MESSAGE);
}

function roleEdit(caller: CallerNow, role: RoleRecord): Outcome | null {
  if (!inOrgScope(caller.scope, role.groupId ?? PLATFORM_ORG)) return refused(REFUSED.roleScope);
  if (caller.lacks(role.permissions)) return refused(REFUSED.roleWider);
  return null;
}

function userEdit(caller: CallerNow, user: UserRecord): Outcome | null {
  if (!inOrgScope(caller.scope, ownGroupId(user))) return refused(REFUSED.userScope);
  const roleCodes = db().collection('roles').get(user.role)?.permissions ?? [];
  if (caller.lacks(roleCodes)) return refused(REFUSED.userWider);
  return null;
}

const usersOf = (roleId: string) => db().collection('users').count((u) => u.role === roleId);

export function expectRoleCodes(callerId: string, role: RoleRecord, codes: readonly string[]): Outcome {
  const caller = callerNow(callerId);
  return gate(caller, ROLE_PAGE_CODES) ?? roleEdit(caller, role) ?? (caller.lacks(codes) ? refused(REFUSED.grant) : OK);
}

export function expectRoleRename(callerId: string, role: RoleRecord): Outcome {
  const caller = callerNow(callerId);
  return gate(caller, ROLE_PAGE_CODES) ?? roleEdit(caller, role) ?? OK;
}

export function expectRoleDelete(callerId: string, role: RoleRecord): Outcome {
  const caller = callerNow(callerId);
  const users = usersOf(role.id);
  return gate(caller, ROLE_PAGE_CODES) ?? roleEdit(caller, role)
    ?? (users > 0 ? { status: 400, message: `该角色下仍有 ${users} 个用户，不能删除` } : OK);
}

/** A new role: any caller of the role page (each demo user has an organisation). */
export function expectRoleCreate(callerId: string): Outcome {
  return gate(callerNow(callerId), ROLE_PAGE_CODES) ?? OK;
}

/** The roles the caller's list shows: those it may edit. */
export function editableRoleIds(callerId: string): string[] {
  const caller = callerNow(callerId);
  return db().collection('roles').list().filter((role) => roleEdit(caller, role) === null).map((r) => r.id);
}

/** The roles user/options offers: every code held (and some code to give). */
export function assignableRoleIds(callerId: string): string[] {
  const caller = callerNow(callerId);
  return db().collection('roles').list().filter((r) => r.permissions.length > 0 && !caller.lacks(r.permissions)).map((r) => r.id);
}

export function expectUserEdit(callerId: string, user: UserRecord): Outcome {
  const caller = callerNow(callerId);
  return gate(caller, USER_PAGE_CODES) ?? userEdit(caller, user) ?? OK;
}

export function expectUserStatus(callerId: string, user: UserRecord): Outcome {
  const caller = callerNow(callerId);
  return gate(caller, USER_PAGE_CODES) ?? userEdit(caller, user)
    ?? (user.id === callerId ? { status: 400, message: '不能禁用当前登录的账号' } : OK);
}

/** Placing `user` (null: creating one) in `groupId` with `role`. */
export function expectPlacement(callerId: string, user: UserRecord | null, groupId: string, role: RoleRecord): Outcome {
  const caller = callerNow(callerId);
  const before = gate(caller, USER_PAGE_CODES);
  if (before) return before;
  if (user && user.id === callerId) return refused(REFUSED.own);
  const edit = user ? userEdit(caller, user) : null;
  if (edit) return edit;
  if (!inOrgScope(caller.scope, groupId)) return refused(REFUSED.orgScope);
  return caller.lacks(role.permissions) ? refused(REFUSED.roleUnheld) : OK;
}
