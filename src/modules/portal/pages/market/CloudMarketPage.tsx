import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { queryClient } from '../../../../core/query/queryClient';
import { readableMessageOf } from '../../../../core/feedback/developerFault';
import { operationQuery } from '../../../../renderer/data/operationQueries';
import { AppIcon } from '../../blocks/AppCard';
import { PortalEmpty, PortalError, PortalSpinner } from '../../layout/PortalStates';
import { PortalSearch } from '../../layout/PortalSearch';
import { BILLING_LABELS, priceText } from '../../model/portalApps';
import { usePortalCategories } from '../../model/usePortalCategories';

const PAGE_SIZE = 8;
/** Public reads: no overlay (the list shows its own spinner) and no toast (its error panel with 重试). */
const QUIET = { loading: false, silent: true } as const;
const SORTS = [
  { value: 'hot', label: '最受欢迎' },
  { value: 'new', label: '最新上架' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'priceDesc', label: '价格从高到低' },
] as const;
type Sort = (typeof SORTS)[number]['value'];

interface Filters {
  categoryId: string;
  billingType: '' | '1' | '2';
  sort: Sort;
  keyword: string;
}

/**
 * /portal/cloudMarket (kept alive): applications on sale with their prices, filtered by
 * category and billing, sorted, searched, and loaded a page at a time with 加载更多.
 */
export function CloudMarketPage() {
  const [filters, setFilters] = useState<Filters>({ categoryId: '', billingType: '', sort: 'hot', keyword: '' });
  // How many pages are shown, for the filters they were loaded under (new filters start at one).
  const [shown, setShown] = useState<{ for: Filters; count: number }>({ for: filters, count: 1 });
  const count = shown.for === filters ? shown.count : 1;
  const pages = useQueries({
    queries: Array.from({ length: count }, (_, i) => operationQuery('application-manage', 'get-market', { query: marketQuery(filters, i + 1) }, QUIET)),
  }, queryClient);
  const categories = usePortalCategories();

  const first = pages[0]!;
  // The pages answered so far, in order (a later one still loading or failed is not shown yet).
  const stop = pages.findIndex((page) => !page.isSuccess);
  const loaded = stop === -1 ? pages : pages.slice(0, stop);
  const records = loaded.flatMap((page) => page.data?.records ?? []);
  const total = loaded.at(-1)?.data?.total ?? 0;
  const failed = pages.find((page) => page.isError);
  const more = pages.some((page) => page.isPending);

  // 加载更多 asks again for a page that failed, else for the next one.
  const loadMore = () => {
    if (failed) void failed.refetch();
    else setShown({ for: filters, count: count + 1 });
  };

  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <div className="portal-container portal-market">
      <header className="portal-section-head">
        <h1>云市场</h1>
        <p>按需选购应用与算力规格，按核时或包年包月计费</p>
      </header>
      <PortalSearch keyword={filters.keyword} placeholder="搜索云市场应用" label="搜索云市场应用" onSearch={(keyword) => set({ keyword })} />
      <div className="portal-filters">
        <div className="portal-filter-row" role="group" aria-label="应用分类">
          <span className="portal-filter-label">分类</span>
          <Chip pressed={filters.categoryId === ''} onClick={() => set({ categoryId: '' })}>全部</Chip>
          {categories.state.status === 'ready' &&
            categories.state.data.map((c) => (
              <Chip key={c.id} pressed={filters.categoryId === String(c.id)} onClick={() => set({ categoryId: String(c.id) })}>
                {c.name}
              </Chip>
            ))}
          {categories.state.status === 'error' && (
            <button type="button" className="portal-link-btn" onClick={categories.reload}>
              分类加载失败，重试
            </button>
          )}
        </div>
        <div className="portal-filter-row" role="group" aria-label="计费方式">
          <span className="portal-filter-label">计费</span>
          <Chip pressed={filters.billingType === ''} onClick={() => set({ billingType: '' })}>全部</Chip>
          {(['1', '2'] as const).map((type) => (
            <Chip key={type} pressed={filters.billingType === type} onClick={() => set({ billingType: type })}>
              {BILLING_LABELS[type]}
            </Chip>
          ))}
        </div>
        <label className="portal-filter-row">
          <span className="portal-filter-label">排序</span>
          <select className="portal-select" value={filters.sort} onChange={(event) => set({ sort: event.target.value as Sort })}>
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {first.isPending && <PortalSpinner />}
      {first.isError && <PortalError title="云市场加载失败" detail={readableMessageOf(first.error)} onRetry={() => void first.refetch()} />}
      {first.isSuccess && (
        <>
          <p className="portal-result-count" aria-live="polite">
            共 {total} 个应用{filters.keyword && `，包含“${filters.keyword}”`}
          </p>
          {records.length === 0 ? (
            <PortalEmpty>没有找到符合条件的应用</PortalEmpty>
          ) : (
            <ul className="portal-market-list">
              {records.map((app) => (
                <li key={app.id} className="portal-market-item" data-testid="market-item">
                  <AppIcon name={app.appName} />
                  <div className="portal-market-text">
                    <h2>
                      <Link to={`/portal/cloudMarket/appDetail?id=${app.id}`}>{app.appName}</Link>
                    </h2>
                    <p>{app.summary}</p>
                    <span className="pb-app-tags">
                      <span className="pb-tag">{app.categoryName}</span>
                      <span className="pb-tag">{BILLING_LABELS[app.billingType]}</span>
                      {app.tags.slice(0, 2).map((tag) => (
                        <span key={tag} className="pb-tag">{tag}</span>
                      ))}
                    </span>
                  </div>
                  <div className="portal-market-price">
                    <strong>{priceText(app)}</strong>
                    <Link className="portal-btn portal-btn-outline" to={`/portal/cloudMarket/appDetail?id=${app.id}`}>
                      查看详情
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {records.length < total && (
            <div className="portal-more">
              <button type="button" className="portal-btn portal-btn-outline" onClick={loadMore} disabled={more}>
                {more ? '正在加载…' : `加载更多（还有 ${total - records.length} 个）`}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function marketQuery(filters: Filters, page: number) {
  return {
    categoryId: filters.categoryId === '' ? undefined : Number(filters.categoryId),
    billingType: filters.billingType === '' ? undefined : (Number(filters.billingType) as 1 | 2),
    sort: filters.sort,
    keyword: filters.keyword || undefined,
    pageIndex: page,
    pageSize: PAGE_SIZE,
  };
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: string | undefined }) {
  return (
    <button type="button" className={`portal-chip${pressed ? ' portal-chip-on' : ''}`} aria-pressed={pressed} onClick={onClick}>
      {children}
    </button>
  );
}
