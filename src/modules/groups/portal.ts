import { lazy } from 'react';
import type { ModuleMap } from '../registry';

/**
 * Modules of the portal sub-app (spec §2.6: #/platform-manage/portal-temp, #/temp/,
 * #/portal/page, #/portal/home, #/portal/mobile) that back-stage page configs name: the three
 * portal-temp pages. The public portal's own pages are routes of src/app/routes/portalRoutes.tsx.
 */
export const modules: ModuleMap = {
  'portal-temp-config': lazy(() => import('../portal/admin/TempConfigModule')),
  'portal-temp-menu': lazy(() => import('../portal/admin/TempMenuModule')),
  'portal-temp-page': lazy(() => import('../portal/admin/TempPageModule')),
};
