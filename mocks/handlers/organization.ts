import { HttpResponse } from 'msw';
import { SWITCH_ORG_MESSAGES } from '../../src/core/organization/switchRules';
import type { Access } from '../permissions';
import { operation } from '../routing/declaredOperation';
import { db } from '../store/db';
import type { OrganizationRecord, OrgMembershipRecord } from '../store/seeds/organizations';
import { makeDefaultOrganization } from './orgUserStore';
import { fail } from './respond';

/**
 * Hand-written: the caller's organisations, default group and the account service's realm lookup are sign-in state of the account service.
 *
 * The user's organisations and default organisation/role (docs/behaviour §7.1 "Also"; paths documented in
 * src/core/organization/organizationApi.ts). Stateful: the PUTs change the next list and the
 * groupInfo that portal/user/info returns. Served under any /api/aam…/ prefix, as the client
 * rewrites /api/aam/ with the stored account-service name.
 */
type Params = Readonly<Record<string, string | readonly string[] | undefined>>;

/** A call of the caller's own organisations as the portal-user family declares it (signed in; a write saved before it answers). */
const route = (name: string, resolver: Parameters<typeof operation>[2]) => operation('portal-user', name, resolver);

const param = (value: string | readonly string[] | undefined): string => (typeof value === 'string' ? value : '');

/** docs/behaviour §3 Organisation option as the client reads it. */
function toOption(membership: OrgMembershipRecord, organization: OrganizationRecord) {
  return {
    groupId: organization.id,
    groupName: organization.groupName,
    orgLevel: organization.orgLevel,
    belongGroup: organization.department === null ? 0 : 1,
    defaultGroup: membership.isDefault ? 1 : 0,
    roles: organization.roles
      .filter((role) => membership.roleIds.includes(role.roleId))
      .map((role) => ({ ...role, defaultRole: role.roleId === membership.defaultRoleId ? 1 : 0 })),
  };
}

/** The user's organisation memberships, in the order they were made (accountChecks.ts reads them too). */
export function membershipsOf(userId: string): OrgMembershipRecord[] {
  return db.collection('orgMemberships').query({ filter: (m) => m.userId === userId, sort: { key: 'id' } }).records;
}

/** The caller's own membership named by the path, or the error answer. */
function ownMembership(auth: Access, params: Params): { membership: OrgMembershipRecord; organization: OrganizationRecord } | Response {
  if (param(params.userId) !== auth.user.id) return fail(403, '只能设置当前登录用户的默认组织和角色');
  const groupId = param(params.groupId);
  const membership = membershipsOf(auth.user.id).find((m) => m.groupId === groupId);
  const organization = db.collection('organizations').get(groupId);
  if (!membership || !organization) return fail(404, '您不属于该组织');
  return { membership, organization };
}

const done = (message: string): Response => HttpResponse.json({ code: 200, message });

export const organizationHandlers = [
  // ?belongGroup=1 also lists organisations without a parent department (flagged belongGroup 0);
  // ?groupName= narrows by name.
  route('get-groups', ({ request }, auth) => {
    const url = new URL(request.url);
    const withoutDepartment = url.searchParams.get('belongGroup') === '1';
    const name = url.searchParams.get('groupName')?.trim().toLowerCase() ?? '';
    const options = membershipsOf(auth.user.id).flatMap((membership) => {
      const organization = db.collection('organizations').get(membership.groupId);
      if (!organization) return [];
      if (!withoutDepartment && organization.department === null) return [];
      if (name !== '' && !organization.groupName.toLowerCase().includes(name)) return [];
      return [toOption(membership, organization)];
    });
    return HttpResponse.json(options);
  }),

  route('put-groups-default', ({ params }, auth) => {
    const found = ownMembership(auth, params);
    if (found instanceof Response) return found;
    const { organization } = found;
    // The server keeps the rule too: a client that skips the dialog's check is refused alike.
    if (organization.department === null) return fail(400, SWITCH_ORG_MESSAGES.noParentDepartment);
    makeDefaultOrganization(auth.user.id, organization);
    return done('默认组织设置成功');
  }),

  route('put-groups-roles-default', ({ params }, auth) => {
    const found = ownMembership(auth, params);
    if (found instanceof Response) return found;
    const roleId = param(params.roleId);
    if (!found.membership.roleIds.includes(roleId)) return fail(400, '您在该组织中没有此角色');
    db.collection('orgMemberships').update(found.membership.id, { defaultRoleId: roleId });
    return done('默认角色设置成功');
  }),
];
