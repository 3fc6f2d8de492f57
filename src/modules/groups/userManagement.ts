import { lazy } from 'react';
import type { ModuleMap } from '../registry';

/**
 * Modules of the user-management sub-app (spec §2.6: #/platform-manage/organization/ followed by
 * user-config, organ-management, account-management, role or personal): the role page with the
 * §2.9 permission-tree editor. The others are schema pages.
 */
export const modules: ModuleMap = {
  'role-permissions': lazy(() => import('../role/RoleModule')),
  'org-user-config': lazy(() => import('../organisation/users/UserConfigModule')),
  'org-organ-management': lazy(() => import('../organisation/groups/OrganManagementModule')),
  'org-personal': lazy(() => import('../organisation/personal/PersonalCentreModule')),
};
