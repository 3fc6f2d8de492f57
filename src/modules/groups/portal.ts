import type { ModuleMap } from '../registry';

/**
 * Modules of the portal sub-app (spec §2.6: #/platform-manage/portal-temp, #/temp/,
 * #/portal/page, #/portal/home, #/portal/mobile). None is built yet: the portal issue
 * registers the template configuration and portal page modules here.
 */
export const modules: ModuleMap = {};
