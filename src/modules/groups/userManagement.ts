import type { ModuleMap } from '../registry';

/**
 * Modules of the user-management sub-app (spec §2.6: #/platform-manage/organization/ followed by
 * user-config, organ-management, account-management, role or personal). None is hand-written
 * yet: those routes are schema pages until a module (e.g. the §2.9 permission-tree editor) lands.
 */
export const modules: ModuleMap = {};
