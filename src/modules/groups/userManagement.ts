import { lazyModule, type ModuleMap } from '../registry';

/**
 * Modules of the user-management sub-app (docs/behaviour §2.6: #/platform-manage/organization/ followed by
 * user-config, organ-management, account-management, role or personal): the role page with the
 * §2.9 permission-tree editor, and the personal centre. The others (用户配置 among them) are schema pages.
 */
export const modules: ModuleMap = {
  'role-permissions': lazyModule(() => import('../role/RoleModule')),
  'org-personal': lazyModule(() => import('../organisation/personal/PersonalCentreModule')),
};
