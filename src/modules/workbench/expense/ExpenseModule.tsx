import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '../../../ui/Spinner';
import '../workbench.css';

/** The expense centre's pages by the `view` prop of their page config (one module, one chunk per page). */
const VIEWS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  'my-account': lazy(() => import('./MyAccount')),
  'record-detail': lazy(() => import('./RecordDetail')),
  'work-page': lazy(() => import('./WorkBills')),
  'my-order': lazy(() => import('./MyOrders')),
  'my-order-detail': lazy(() => import('./OrderDetail')),
  'my-bill': lazy(() => import('./MyBills')),
  'my-bill-detail': lazy(() => import('./BillDetail')),
  'purchase-package': lazy(() => import('./PurchasePackage')),
};

export default function ExpenseModule({ view }: { view?: unknown }) {
  const View = typeof view === 'string' ? VIEWS[view] : undefined;
  if (!View) throw new Error(`费用中心没有页面 ${String(view)}`);
  return (
    <Suspense fallback={<Spinner />}>
      <View />
    </Suspense>
  );
}
