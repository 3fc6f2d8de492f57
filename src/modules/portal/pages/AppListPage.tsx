import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { sessionAtom } from '../../../core/session/sessionAtoms';
import { useAtomValue } from '../../../adapters/atomHooks';
import { BILLING_LABELS, specPrice } from '../model/portalApps';
import { usePortalAppDetail } from '../model/usePortalAppDetail';
import { AppHero } from './AppHero';
import { PortalError, PortalSpinner } from '../layout/PortalStates';
import { loginHref } from '../model/portalQuery';

// The introduction is HTML (application-manage get-introduction): shown sanitised, the sanitiser loaded with it.
const RichText = lazy(() => import('../../../ui/RichText'));

/**
 * /portal/appList/{appId}: one application's versions and the run specifications it is offered
 * on, with the way in: 立即使用 opens the workbench's application runs (signing in first).
 */
export function AppListPage() {
  const { appId = '' } = useParams();
  const { pathname } = useLocation();
  const session = useAtomValue(sessionAtom);
  const { state, reload } = usePortalAppDetail(appId);
  if (state.status === 'loading') return <PortalSpinner />;
  if (state.status === 'error') return <PortalError title="应用加载失败" detail={state.message} onRetry={reload} />;
  const app = state.data;
  const runTarget = `/application-admin/start-app?${new URLSearchParams({ appName: app.appName }).toString()}`;
  return (
    <div className="portal-container portal-app-page">
      <AppHero
        app={app}
        parent={{ label: '应用商店', to: '/portal/appStore' }}
        facts={[['分类', app.categoryName], ['厂商', app.vendor], ['计费方式', BILLING_LABELS[app.billingType] ?? '—'], ['使用次数', app.useCount]]}
      >
        <Link className="portal-btn portal-btn-primary portal-btn-lg" to={session ? runTarget : loginHref(pathname)}>
          立即使用
        </Link>
        {app.marketDisplay === 1 && (
          <Link className="portal-btn portal-btn-outline portal-btn-lg" to={`/portal/cloudMarket/appDetail?id=${app.id}`}>
            在云市场购买
          </Link>
        )}
      </AppHero>
      <section className="portal-panel" aria-labelledby="app-intro">
        <h2 id="app-intro">应用介绍</h2>
        <Suspense fallback={<PortalSpinner />}>
          <RichText html={app.introduction} empty="暂无介绍" />
        </Suspense>
      </section>
      <section className="portal-panel" aria-labelledby="app-versions">
        <h2 id="app-versions">可用版本</h2>
        <table className="portal-table">
          <thead>
            <tr><th scope="col">版本</th><th scope="col">发布日期</th><th scope="col">说明</th></tr>
          </thead>
          <tbody>
            {app.versions.map((version) => (
              <tr key={version.version}>
                <td>{version.version}</td>
                <td>{version.releaseDate}</td>
                <td>{version.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="portal-panel" aria-labelledby="app-specs">
        <h2 id="app-specs">运行规格</h2>
        <table className="portal-table">
          <thead>
            <tr><th scope="col">规格</th><th scope="col">CPU 核数</th><th scope="col">内存</th><th scope="col">GPU</th><th scope="col">价格</th></tr>
          </thead>
          <tbody>
            {app.specs.map((spec) => (
              <tr key={spec.id}>
                <td>{spec.specName}</td>
                <td>{spec.cores}</td>
                <td>{spec.memoryGb} GB</td>
                <td>{spec.gpus > 0 ? `${spec.gpus} 卡` : '—'}</td>
                <td>{specPrice(spec, app.billingType)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}
