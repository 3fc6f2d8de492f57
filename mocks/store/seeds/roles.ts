import type { CollectionDefinition } from '../definition';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { ROLE_PERMISSIONS, type DemoRole } from './rolePermissions';

/**
 * Hand-written: the roles are the demo roles of rolePermissions.ts with their codes, not random records.
 *
 * The roles and the permission codes each grants (docs/behaviour §2.9, §6). A signed-in caller's codes are
 * those of the user's role, read from this collection on every call (mocks/permissions), so what
 * a role editor saves here is what `portal/user/resource` answers and what every endpoint checks
 * from the next call on.
 */
export interface RoleRecord {
  /** The role key users refer to (`UserRecord.role`); the demo roles are DemoRole names. */
  id: string;
  roleName: string;
  permissions: string[];
  /** 说明, as the role editor writes it. */
  remark?: string;
  /** Beijing time text; the demo roles have none. */
  createTime?: string;
  /**
   * The organisation owning the role: only callers whose organisation scope holds it may edit
   * it (mocks/permissions/delegation.ts). The demo roles are the platform organisation's; a role
   * a caller creates belongs to the caller's own organisation. Absent (roles written before roles
   * had an owner, or by a test directly): the platform organisation's.
   */
  groupId?: string;
}

/** The platform organisation ('1001'), the administrator's own; it owns the demo roles. */
const PLATFORM_GROUP_ID = DEMO_ACCOUNTS.find((account) => account.role === 'platformAdmin')?.organisation.groupId ?? '1001';

/** The demo roles' display names, from the first demo account holding each. */
function roleName(role: DemoRole): string {
  return DEMO_ACCOUNTS.find((account) => account.role === role)?.roleName ?? role;
}

export const rolesDefinition: CollectionDefinition<RoleRecord> = {
  idKind: 'string',
  version: 2,
  seed: () => (Object.keys(ROLE_PERMISSIONS) as DemoRole[]).map((role) => ({
    id: role,
    roleName: roleName(role),
    permissions: [...ROLE_PERMISSIONS[role]],
    groupId: PLATFORM_GROUP_ID,
  })),
};
