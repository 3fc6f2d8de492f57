import type { NewRecord } from '../collection';
import type { CollectionDefinition } from '../definition';
import type { UserRecord } from './users';

/**
 * Hand-written: the organisation tree (the platform's centres, sub-centres, enterprises and the personal users' pool) is what organisation scope, delegation and the demo accounts rest on.
 *
 * Organisations and who belongs to them with which roles (docs/behaviour §3 Organisation option, §6
 * "Users belong to organisations and hold roles in them, one default each"). Every demo user's
 * own organisation comes from the users seed (so names agree); a few more give the
 * switch-organisation dialog real choices, one of them without a parent department.
 */
export interface OrganizationRole {
  roleId: string;
  roleName: string;
}

export interface OrganizationRecord {
  /** The groupId. */
  id: string;
  groupName: string;
  orgLevel: number;
  topGroupId: string;
  /** 所属部门; null means none is set (listed as belongGroup 0, cannot become default). */
  department: string | null;
  roles: OrganizationRole[];
  /**
   * The parent organisation (组织管理 adds sub-organisations under any node). Absent: the
   * top group, unless the organisation is its own top group (a root).
   */
  parentId?: string;
}

export interface OrgMembershipRecord {
  id: number;
  userId: string;
  groupId: string;
  roleIds: string[];
  /** The user's default organisation (exactly one per user). */
  isDefault: boolean;
  /** The default role within this organisation. */
  defaultRoleId: string | null;
}

const MEMBER_ROLE = '普通成员';
const DEPARTMENT = '平台组织管理部';

interface ExtraOrganization {
  groupId: string;
  groupName: string;
  orgLevel: number;
  topGroupId: string;
  department: string | null;
  /** Under another organisation than its top group. */
  parentId?: string;
}

const EXTRA_ORGANIZATIONS: readonly ExtraOrganization[] = [
  { groupId: '1003', groupName: '平台测试组', orgLevel: 2, topGroupId: '1001', department: null },
  { groupId: '1004', groupName: '技术支持部', orgLevel: 2, topGroupId: '1001', department: '平台运营中心' },
  { groupId: '2002', groupName: '华东超算分中心', orgLevel: 2, topGroupId: '1001', department: '分中心管理部' },
  // Below 华南 (2001): its organisation scope is more than itself (records served here are 华南's too).
  { groupId: '2101', groupName: '华南超算分中心广州服务部', orgLevel: 3, topGroupId: '1001', department: '华南超算分中心', parentId: '2001' },
];

/** Further memberships by user name: organisation and the roles held there (first is default). */
const EXTRA_MEMBERSHIPS: Readonly<Record<string, readonly { groupId: string; roles: readonly string[] }[]>> = {
  admin: [
    { groupId: '2001', roles: ['分中心管理员', MEMBER_ROLE] },
    { groupId: '1002', roles: ['运营人员'] },
    { groupId: '1003', roles: ['测试人员'] },
  ],
  subcenter: [
    { groupId: '2002', roles: ['分中心管理员'] },
    { groupId: '1003', roles: [MEMBER_ROLE] },
  ],
  ops: [
    { groupId: '1001', roles: ['运营人员', MEMBER_ROLE] },
    { groupId: '1004', roles: ['技术支持'] },
  ],
};

interface Draft {
  org: Omit<OrganizationRecord, 'roles'>;
  roleNames: string[];
}

/** Organisations with their role names, in a stable order (own organisations, then extras). */
function draftOrganizations(users: readonly UserRecord[]): Map<string, Draft> {
  const drafts = new Map<string, Draft>();
  const ensure = (org: Omit<OrganizationRecord, 'roles'>): Draft => {
    const existing = drafts.get(org.id);
    if (existing) return existing;
    const created: Draft = { org, roleNames: [] };
    drafts.set(org.id, created);
    return created;
  };
  const addRole = (draft: Draft, roleName: string): void => {
    if (!draft.roleNames.includes(roleName)) draft.roleNames.push(roleName);
  };
  for (const user of users) {
    const own = user.groupInfo[0];
    if (!own) continue;
    const draft = ensure({
      id: own.groupId, groupName: own.groupName, orgLevel: own.orgLevel,
      topGroupId: user.topGroup[0]?.id ?? own.groupId, department: DEPARTMENT,
    });
    addRole(draft, user.roleName);
  }
  for (const extra of EXTRA_ORGANIZATIONS) {
    ensure({
      id: extra.groupId, groupName: extra.groupName, orgLevel: extra.orgLevel, topGroupId: extra.topGroupId, department: extra.department,
      ...(extra.parentId ? { parentId: extra.parentId } : {}),
    });
  }
  for (const memberships of Object.values(EXTRA_MEMBERSHIPS)) {
    for (const { groupId, roles } of memberships) {
      const draft = drafts.get(groupId);
      if (draft) roles.forEach((role) => addRole(draft, role));
    }
  }
  for (const draft of drafts.values()) addRole(draft, MEMBER_ROLE);
  return drafts;
}

export const organizationsDefinition: CollectionDefinition<OrganizationRecord> = {
  idKind: 'string',
  // 2: 华南超算分中心广州服务部 under 华南.
  version: 2,
  seed: ({ get }) =>
    [...draftOrganizations(get('users')).values()].map(({ org, roleNames }) => ({
      ...org,
      // Role ids: group id + two-digit sequence, unique across organisations.
      roles: roleNames.map((roleName, i) => ({ roleId: `${org.id}${String(i + 1).padStart(2, '0')}`, roleName })),
    })),
};

export const orgMembershipsDefinition: CollectionDefinition<OrgMembershipRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ get }) => {
    const organizations = new Map(get('organizations').map((o) => [o.id, o]));
    const roleIdsOf = (groupId: string, names: readonly string[]): string[] => {
      const roles = organizations.get(groupId)?.roles ?? [];
      return names.map((name) => roles.find((r) => r.roleName === name)?.roleId).filter((id): id is string => id !== undefined);
    };
    const records: NewRecord<OrgMembershipRecord>[] = [];
    for (const user of get('users')) {
      const own = user.groupInfo[0];
      if (!own) continue;
      const ownRoles = roleIdsOf(own.groupId, [user.roleName]);
      records.push({ userId: user.id, groupId: own.groupId, roleIds: ownRoles, isDefault: true, defaultRoleId: ownRoles[0] ?? null });
      for (const { groupId, roles } of EXTRA_MEMBERSHIPS[user.userName] ?? []) {
        const roleIds = roleIdsOf(groupId, roles);
        records.push({ userId: user.id, groupId, roleIds, isDefault: false, defaultRoleId: roleIds[0] ?? null });
      }
    }
    return records;
  },
};
