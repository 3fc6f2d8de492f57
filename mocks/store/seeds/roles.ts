import type { CollectionDefinition } from '../definition';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { ROLE_PERMISSIONS, type DemoRole } from './rolePermissions';

/**
 * The roles and the permission codes each grants (spec §2.9, §6). A signed-in caller's codes are
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
}

/** The demo roles' display names, from the first demo account holding each. */
function roleName(role: DemoRole): string {
  return DEMO_ACCOUNTS.find((account) => account.role === role)?.roleName ?? role;
}

export const rolesDefinition: CollectionDefinition<RoleRecord> = {
  idKind: 'string',
  version: 1,
  seed: () => (Object.keys(ROLE_PERMISSIONS) as DemoRole[]).map((role) => ({
    id: role,
    roleName: roleName(role),
    permissions: [...ROLE_PERMISSIONS[role]],
  })),
};
