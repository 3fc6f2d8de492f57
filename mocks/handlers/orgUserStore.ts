/**
 * The account store behind 用户配置 (user-config): users as the table shows them, and placing a
 * user in an organisation with a role. The role is a record of the `roles` collection — the one
 * whose codes `portal/user/resource` answers and every endpoint checks (mocks/permissions) — and
 * the organisation membership carries a role of the same name, so 切换组织 lists it too.
 */
import { orgScopeOf, userInOrgScope } from '../permissions/orgScope';
import { db } from '../store/db';
import type { OrganizationRecord } from '../store/seeds/organizations';
import type { UserRecord } from '../store/seeds/users';
import { notices } from '../ws/userEvents';

export interface UserRow {
  id: string;
  userName: string;
  displayName: string;
  phone: string;
  email: string;
  accountType: UserRecord['accountType'];
  enabled: boolean;
  roleId: string;
  roleName: string;
  groupId: string;
  groupName: string;
  createTime: string;
}

export function userRow(user: UserRecord): UserRow {
  const group = user.groupInfo[0];
  const role = db.collection('roles').get(user.role);
  return {
    id: user.id,
    userName: user.userName,
    displayName: user.displayName,
    phone: user.phone,
    email: user.email,
    accountType: user.accountType,
    enabled: user.enabled,
    roleId: user.role,
    roleName: role?.roleName ?? user.roleName,
    groupId: group?.groupId ?? '',
    groupName: group?.groupName ?? '',
    createTime: user.createTime,
  };
}

/** The organisation's role named like the platform role, added when the organisation has none. */
function organisationRoleId(organization: OrganizationRecord, roleName: string): string {
  const found = organization.roles.find((r) => r.roleName === roleName);
  if (found) return found.roleId;
  const taken = new Set(organization.roles.map((r) => r.roleId));
  let n = organization.roles.length + 1;
  while (taken.has(`${organization.id}${String(n).padStart(2, '0')}`)) n += 1;
  const roleId = `${organization.id}${String(n).padStart(2, '0')}`;
  db.collection('organizations').update(organization.id, { roles: [...organization.roles, { roleId, roleName }] });
  return roleId;
}

/**
 * Makes the user's membership of `organization` (which must exist) their default one, the others
 * no longer default, and writes it into the user's session data (groupInfo, topGroup) — what
 * 切换组织 and a placement both change.
 */
export function makeDefaultOrganization(userId: string, organization: OrganizationRecord): void {
  for (const other of db.collection('orgMemberships').list().filter((m) => m.userId === userId)) {
    if (other.isDefault !== (other.groupId === organization.id)) db.collection('orgMemberships').update(other.id, { isDefault: other.groupId === organization.id });
  }
  db.collection('users').update(userId, {
    groupInfo: [{ orgLevel: organization.orgLevel, groupId: organization.id, groupName: organization.groupName }],
    topGroup: [{ id: organization.topGroupId }],
  });
}

/**
 * Makes `groupId` the user's default organisation holding `roleId` there, and `roleId` the
 * platform role whose codes the user holds. Other memberships stay, no longer default.
 */
export function placeUser(userId: string, organization: OrganizationRecord, roleId: string): void {
  const role = db.collection('roles').get(roleId);
  if (!role) throw new Error(`角色 ${roleId} 不存在`);
  const orgRoleId = organisationRoleId(organization, role.roleName);
  const own = db.collection('orgMemberships').find((m) => m.userId === userId && m.groupId === organization.id);
  if (own) {
    db.collection('orgMemberships').update(own.id, {
      roleIds: own.roleIds.includes(orgRoleId) ? own.roleIds : [...own.roleIds, orgRoleId], defaultRoleId: orgRoleId,
    });
  } else {
    db.collection('orgMemberships').insert({ userId, groupId: organization.id, roleIds: [orgRoleId], isDefault: true, defaultRoleId: orgRoleId });
  }
  makeDefaultOrganization(userId, organization);
  db.collection('users').update(userId, { role: role.id, roleName: role.roleName });
}

/**
 * Tells the user's open consoles (except the session `keep`) why they must sign in again (docs/behaviour §4
 * notice codes); `end` also ends those sessions at once (disabled account, reset password).
 */
export function noticeSessions(userId: string, code: 'USER_EXPIRE' | 'USER_SCOPE_CHANGE' | 'PWD_CHANGE', message: string, { keep = null, end = false }: { keep?: string | null; end?: boolean } = {}): void {
  for (const session of db.collection('sessions').list()) {
    if (session.userId !== userId || session.id === keep) continue;
    notices.push(code, message, session.sessionState);
    if (end) db.collection('sessions').remove(session.id);
  }
}

/** Users the caller manages: those whose default organisation lies in the caller's organisation scope. */
export function managedBy(caller: UserRecord, codes: ReadonlySet<string>): (user: UserRecord) => boolean {
  const scope = orgScopeOf(caller, codes);
  return (user) => userInOrgScope(scope, user);
}

/** The codes a role grants now (none for an unknown role). */
export function roleCodesOf(roleId: string): readonly string[] {
  return db.collection('roles').get(roleId)?.permissions ?? [];
}
