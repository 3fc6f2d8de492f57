/**
 * Hand-written: the demo's accounts are fixed facts the README and the tests sign in with (names, passwords, roles, organisations).
 *
 * The demo accounts of docs/design.md §6. Passwords are kept in plain text: this is a demo
 * backend and the panel/docs print them anyway.
 */
import type { DemoRole } from './rolePermissions';

// Role permission lists are derived from the menu in rolePermissions.ts; re-exported for callers of this module.
export { ALL_PERMISSION_CODES, NON_MENU_CODES, PERMISSION_CODES, ROLE_PERMISSIONS, type DemoRole } from './rolePermissions';

export interface DemoOrganisation {
  /** Stable group id, also used as topGroup for top-level organisations. */
  groupId: string;
  /** Fixed name, or null to draw a company name from faker. */
  groupName: string | null;
  orgLevel: number;
  topGroupId: string;
}

export interface DemoAccount {
  userName: string;
  password: string;
  role: DemoRole;
  roleName: string;
  accountType: 'person' | 'enterprise';
  organisation: DemoOrganisation;
  hpcAccount: string | null;
  firstLogin: boolean;
  disabled: boolean;
}

const PLATFORM_ORG = { groupId: '1001', groupName: '超算云平台运营中心', orgLevel: 1, topGroupId: '1001' };
const PERSONAL_ORG = { groupId: '3001', groupName: '个人用户', orgLevel: 3, topGroupId: '3001' };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userName: 'admin', password: 'admin123', role: 'platformAdmin', roleName: '平台管理员', accountType: 'enterprise',
    organisation: PLATFORM_ORG, hpcAccount: 'hpc_admin', firstLogin: false, disabled: false,
  },
  {
    userName: 'subcenter', password: 'sub123456', role: 'subcenterStaff', roleName: '分中心管理员', accountType: 'enterprise',
    organisation: { groupId: '2001', groupName: '华南超算分中心', orgLevel: 2, topGroupId: '1001' },
    hpcAccount: 'hpc_sub01', firstLogin: false, disabled: false,
  },
  {
    userName: 'enterprise', password: 'ent123456', role: 'enterprise', roleName: '企业管理员', accountType: 'enterprise',
    organisation: { groupId: '4001', groupName: null, orgLevel: 1, topGroupId: '4001' },
    hpcAccount: 'hpc_ent01', firstLogin: false, disabled: false,
  },
  {
    userName: 'personal', password: 'per123456', role: 'personal', roleName: '个人用户', accountType: 'person',
    organisation: PERSONAL_ORG, hpcAccount: 'hpc_per01', firstLogin: false, disabled: false,
  },
  {
    userName: 'partner', password: 'par123456', role: 'partner', roleName: '合作伙伴', accountType: 'enterprise',
    organisation: { groupId: '5001', groupName: null, orgLevel: 1, topGroupId: '5001' },
    hpcAccount: null, firstLogin: false, disabled: false,
  },
  {
    userName: 'ops', password: 'ops123456', role: 'operations', roleName: '运营人员', accountType: 'enterprise',
    organisation: { groupId: '1002', groupName: '运营部', orgLevel: 2, topGroupId: '1001' },
    hpcAccount: 'hpc_ops01', firstLogin: false, disabled: false,
  },
  {
    userName: 'newuser', password: 'new123456', role: 'personal', roleName: '个人用户', accountType: 'person',
    organisation: PERSONAL_ORG, hpcAccount: null, firstLogin: true, disabled: false,
  },
  {
    userName: 'noperm', password: 'nop123456', role: 'none', roleName: '未分配角色', accountType: 'person',
    organisation: PERSONAL_ORG, hpcAccount: null, firstLogin: false, disabled: false,
  },
  {
    userName: 'disabled', password: 'dis123456', role: 'personal', roleName: '个人用户', accountType: 'person',
    organisation: PERSONAL_ORG, hpcAccount: null, firstLogin: false, disabled: true,
  },
];
