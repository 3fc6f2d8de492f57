import { Link, useLocation, useParams } from 'react-router-dom';
import { sessionAtom } from '../../../core/session/sessionAtoms';
import { useAtomValue } from '../../../adapters/atomHooks';
import { BILLING_LABELS, specPrice } from '../model/portalApps';
import { usePortalAppDetail } from '../model/usePortalAppDetail';
import { AppIcon } from '../blocks/AppCard';
import { PortalError, PortalSpinner } from '../layout/PortalStates';
import { loginHref } from '../model/portalQuery';

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
      <nav className="portal-crumbs" aria-label="当前位置">
        <Link to="/portal/appStore">应用商店</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{app.appName}</span>
      </nav>
      <header className="portal-app-hero">
        <AppIcon name={app.appName} size="lg" />
        <div className="portal-app-hero-text">
          <h1>{app.appName}</h1>
          <p>{app.summary}</p>
          <dl className="portal-facts">
            <div><dt>分类</dt><dd>{app.categoryName}</dd></div>
            <div><dt>厂商</dt><dd>{app.vendor}</dd></div>
            <div><dt>计费方式</dt><dd>{BILLING_LABELS[app.billingType] ?? '—'}</dd></div>
            <div><dt>使用次数</dt><dd>{app.useCount}</dd></div>
          </dl>
        </div>
        <div className="portal-app-hero-actions">
          <Link className="portal-btn portal-btn-primary portal-btn-lg" to={session ? runTarget : loginHref(pathname)}>
            立即使用
          </Link>
          {app.marketDisplay === 1 && (
            <Link className="portal-btn portal-btn-outline portal-btn-lg" to={`/portal/cloudMarket/appDetail?id=${app.id}`}>
              在云市场购买
            </Link>
          )}
        </div>
      </header>
      <section className="portal-panel" aria-labelledby="app-intro">
        <h2 id="app-intro">应用介绍</h2>
        {app.introduction.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
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
