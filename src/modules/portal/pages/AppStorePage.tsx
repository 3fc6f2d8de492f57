import { useSearchParams } from 'react-router-dom';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import type { Category } from '../model/portalApps';
import { AppGrid } from './AppGrid';
import { usePortalFrame } from '../layout/portalContext';
import { PortalError, PortalSpinner } from '../layout/PortalStates';
import { Pager } from './Pager';
import { PortalSearch } from '../layout/PortalSearch';
import { usePortalCategories } from '../model/usePortalCategories';

const PAGE_SIZE = 12;

/**
 * /portal/appStore: categories, search and application cards. The choice lives in the address
 * (categoryId, keyword, page), so Back and a shared link show the same list.
 */
export function AppStorePage() {
  const [params, setParams] = useSearchParams();
  const { mobile } = usePortalFrame();
  const categoryId = params.get('categoryId') ?? '';
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const categories = usePortalCategories();
  // Quiet: the cards show their own spinner and error panel with 重试.
  const apps = useOperationQuery('application-manage', 'get-store-display', {
    query: { categoryId: categoryId === '' ? undefined : Number(categoryId), keyword: keyword || undefined, pageIndex: page, pageSize: PAGE_SIZE },
  }, { loading: false, silent: true });

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value === '') merged.delete(name);
      else merged.set(name, value);
    }
    setParams(merged);
  };

  // Each top-level count includes its 子分类, which are listed below it (indented).
  const total = categories.state.status === 'ready' ? categories.state.data.reduce((sum, c) => sum + c.appCount, 0) : null;
  const children = new Set(categories.state.status === 'ready' ? categories.state.data.flatMap((c) => (c.children ?? []).map((child) => child.id)) : []);
  const isChild = (category: Category) => children.has(category.id);
  return (
    <div className={`portal-container portal-store${mobile ? ' portal-store-mobile' : ''}`}>
      <header className="portal-section-head">
        <h1>应用商店</h1>
        <p>平台已部署调优的行业应用，开箱即用，一键提交作业</p>
      </header>
      <div className="portal-store-body">
        <nav className="portal-side" aria-label="应用分类">
          {categories.state.status === 'error' ? (
            <PortalError title="分类加载失败" detail={categories.state.message} onRetry={categories.reload} />
          ) : (
            <ul className="portal-side-list">
              <li>
                <button type="button" className={`portal-side-item${categoryId === '' ? ' portal-side-item-active' : ''}`} aria-pressed={categoryId === ''} onClick={() => update({ categoryId: '', page: '' })}>
                  全部应用{total !== null && <span className="portal-count">{total}</span>}
                </button>
              </li>
              {categories.state.status === 'ready' &&
                categories.state.data.flatMap((category) => [category, ...(category.children ?? [])]).map((category) => (
                  <li key={category.id}>
                    <button
                      type="button"
                      className={`portal-side-item${categoryId === String(category.id) ? ' portal-side-item-active' : ''}${isChild(category) ? ' portal-side-item-child' : ''}`}
                      aria-pressed={categoryId === String(category.id)}
                      onClick={() => update({ categoryId: String(category.id), page: '' })}
                    >
                      {category.name}
                      <span className="portal-count">{category.appCount}</span>
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </nav>
        <section className="portal-store-main" aria-label="应用列表">
          {/* Back or a link changes the keyword in the address: the box follows. */}
          <PortalSearch keyword={keyword} placeholder="搜索应用名称、厂商或标签" label="搜索应用" onSearch={(typed) => update({ keyword: typed, page: '' })} />
          {apps.state.status === 'loading' && <PortalSpinner />}
          {apps.state.status === 'error' && <PortalError title="应用加载失败" detail={apps.state.message} onRetry={apps.reload} />}
          {apps.state.status === 'ready' && (
            <>
              <p className="portal-result-count" aria-live="polite">
                共 {apps.state.data.total} 个应用{keyword && `，包含“${keyword}”`}
              </p>
              <AppGrid apps={apps.state.data.records} columns={mobile ? 1 : 3} empty="没有找到符合条件的应用" />
              <Pager page={page} pageSize={PAGE_SIZE} total={apps.state.data.total} onChange={(p) => update({ page: p === 1 ? '' : String(p) })} />
            </>
          )}
        </section>
      </div>
    </div>
  );
}
