import { lazyModule, type ModuleMap } from '../registry';

/**
 * Modules of the portal sub-app (docs/behaviour §2.6: #/platform-manage/portal-temp, #/temp/,
 * #/portal/page, #/portal/home, #/portal/mobile) that back-stage page configs name: the three
 * portal-temp pages. The public portal's own pages are routes of src/app/routes/portalRoutes.tsx.
 */
export const modules: ModuleMap = {
  'portal-temp-config': lazyModule(() => import('../portal/admin/TempConfigModule')),
  'portal-temp-page': lazyModule(() => import('../portal/admin/TempPageModule')),
};
