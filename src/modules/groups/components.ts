import { lazyModule, type ModuleMap } from '../registry';

/** Modules of the components sub-app (docs/behaviour §2.6: every back-stage route not served by the other two). */
export const modules: ModuleMap = {
  'storage-browser': lazyModule(() => import('../storage/StorageBrowserModule')),
  'wb-expense': lazyModule(() => import('../workbench/expense/ExpenseModule')),
  'wb-recharge': lazyModule(() => import('../workbench/expense/RechargeModule')),
  'wb-start-app': lazyModule(() => import('../workbench/apps/StartAppModule')),
  'schema-playground': lazyModule(() => import('../playground/PlaygroundModule')),
};
