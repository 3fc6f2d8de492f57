import { lazyModule, type ModuleMap } from '../registry';

/**
 * Modules of the user-management sub-app (spec §2.6: #/platform-manage/organization/ followed by
 * user-config, organ-management, account-management, role or personal): the role page with the
 * §2.9 permission-tree editor. The others are schema pages.
 */
export const modules: ModuleMap = {
  'role-permissions': lazyModule(() => import('../role/RoleModule')),
  'org-user-config': lazyModule(() => import('../organisation/users/UserConfigModule')),
  'org-personal': lazyModule(() => import('../organisation/personal/PersonalCentreModule')),
};
