import { lazy } from 'react';
import type { ModuleMap } from '../registry';

/** Modules of the components sub-app (spec §2.6: every back-stage route not served by the other two). */
export const modules: ModuleMap = {
  'storage-browser': lazy(() => import('../storage/StorageBrowserModule')),
};
