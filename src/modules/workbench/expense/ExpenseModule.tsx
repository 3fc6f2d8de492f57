import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '../../../ui/Spinner';
import '../workbench.css';

/**
 * The expense centre's hand-written pages by the `view` prop of their page config (one chunk per
 * page): the package purchase paid from the balance. 我的账户 is a block page; 收支明细, 作业账单,
 * 我的账单 and 我的订单 with its detail are list and detail pages.
 */
const VIEWS: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
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
