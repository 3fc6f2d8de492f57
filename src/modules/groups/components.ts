import { lazy } from 'react';
import type { ModuleMap } from '../registry';

/** Modules of the components sub-app (spec §2.6: every back-stage route not served by the other two). */
export const modules: ModuleMap = {
  'storage-browser': lazy(() => import('../storage/StorageBrowserModule')),
  'wb-expense': lazy(() => import('../workbench/expense/ExpenseModule')),
  'wb-recharge': lazy(() => import('../workbench/expense/RechargeModule')),
  'wb-my-app': lazy(() => import('../workbench/apps/MyAppModule')),
  'wb-start-app': lazy(() => import('../workbench/apps/StartAppModule')),
  'wb-job-detail': lazy(() => import('../workbench/apps/JobDetailModule')),
  'wb-stats': lazy(() => import('../workbench/stats/StatsModule')),
  'wb-work-manage': lazy(() => import('../workbench/workorders/WorkManageModule')),
  'wb-message-center': lazy(() => import('../workbench/messages/MessageCenterModule')),
  'cost-recharge': lazy(() => import('../cost/CostRechargeModule')),
  'wb-platform': lazy(() => import('../workbench/platform/PlatformCategoryModule')),
  'resource-stat': lazy(() => import('../resource-system/ResourceStatModule')),
  'consume-time': lazy(() => import('../resource-system/ConsumeTimeModule')),
  'manual-temp': lazy(() => import('../resource-system/ManualTempModule')),
  'guide-view': lazy(() => import('../resource-system/GuideViewModule')),
  'geoai-video': lazy(() => import('../resource-system/GeoaiVideoModule')),
  'org-micro-org': lazy(() => import('../organisation/groups/MicroOrgModule')),
  'org-resource-accounts': lazy(() => import('../organisation/personal/ResourceAccountsModule')),
  'schema-playground': lazy(() => import('../playground/PlaygroundModule')),
};
