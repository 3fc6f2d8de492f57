import { useSearchParams } from 'react-router-dom';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { AppGrid } from './AppGrid';
import { usePortalFrame } from '../layout/portalContext';
import { PortalError, PortalSpinner } from '../layout/PortalStates';

/** Public reads: no overlay (each area shows its own spinner) and no toast (its error panel with 重试). */
const QUIET = { loading: false, silent: true } as const;

/**
 * /category: the industry application catalogue. The back stage's /platform category pages
 * (数字政府, 工具软件…) all lead here; `industry` in the address picks the tab.
 */
export function CategoryPage() {
  const [params, setParams] = useSearchParams();
  const { mobile } = usePortalFrame();
  const industries = useOperationQuery('application-classify', 'get-industries', undefined, QUIET);
  const list = industries.state.status === 'ready' ? industries.state.data : [];
  const chosen = params.get('industry') ?? list[0]?.key ?? '';
  const apps = useOperationQuery('application-manage', 'get-store-display', { query: { industry: chosen, pageSize: 100 } }, { ...QUIET, enabled: chosen !== '' });

  return (
    <div className="portal-container portal-category">
      <header className="portal-section-head">
        <h1>行业应用目录</h1>
        <p>按行业浏览平台上的应用与解决方案</p>
      </header>
      {industries.state.status === 'loading' && <PortalSpinner />}
      {industries.state.status === 'error' && <PortalError title="行业目录加载失败" detail={industries.state.message} onRetry={industries.reload} />}
      {industries.state.status === 'ready' && (
        <>
          <div className="portal-tabs" role="tablist" aria-label="行业">
            {list.map((industry) => (
              <button
                key={industry.key}
                type="button"
                role="tab"
                aria-selected={industry.key === chosen}
                className={`portal-tab${industry.key === chosen ? ' portal-tab-on' : ''}`}
                onClick={() => setParams({ industry: industry.key }, { replace: true })}
              >
                {industry.name}
                <span className="portal-count">{industry.appCount}</span>
              </button>
            ))}
          </div>
          <section role="tabpanel" aria-label={list.find((i) => i.key === chosen)?.name ?? '行业'}>
            {apps.state.status === 'loading' && <PortalSpinner />}
            {apps.state.status === 'error' && <PortalError title="应用加载失败" detail={apps.state.message} onRetry={apps.reload} />}
            {apps.state.status === 'ready' && <AppGrid apps={apps.state.data.records} columns={mobile ? 1 : 4} empty="该行业暂无应用" />}
          </section>
        </>
      )}
    </div>
  );
}
