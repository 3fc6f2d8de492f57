import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAsyncData } from '../../../../core/async/useAsyncData';
import { BILLING_LABELS, fetchCategories, fetchMarketApps, priceText, type AppCard } from '../../api/portalApi';
import { AppIcon } from '../../blocks/AppCard';
import { PortalEmpty, PortalError, PortalSpinner } from '../../layout/PortalStates';
import { PortalSearch } from '../../layout/PortalSearch';

const PAGE_SIZE = 8;
const SORTS = [
  { value: 'hot', label: '最受欢迎' },
  { value: 'new', label: '最新上架' },
  { value: 'priceAsc', label: '价格从低到高' },
  { value: 'priceDesc', label: '价格从高到低' },
] as const;

interface Filters {
  categoryId: string;
  billingType: string;
  sort: string;
  keyword: string;
}

type ListState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; records: AppCard[]; total: number; page: number; more: boolean };

/**
 * /portal/cloudMarket (kept alive): applications on sale with their prices, filtered by
 * category and billing, sorted, searched, and loaded a page at a time with 加载更多.
 */
export function CloudMarketPage() {
  const [filters, setFilters] = useState<Filters>({ categoryId: '', billingType: '', sort: 'hot', keyword: '' });
  const [attempt, setAttempt] = useState(0);
  const [listed, setListed] = useState<{ for: Filters | null; attempt: number; state: ListState }>({ for: null, attempt: 0, state: { status: 'loading' } });
  // A new filter or 重试 starts from "loading" (the answer for older filters is not shown).
  const list: ListState = listed.for === filters && listed.attempt === attempt ? listed.state : { status: 'loading' };
  const setList = (state: ListState) => setListed({ for: filters, attempt, state });
  const categories = useAsyncData('categories', fetchCategories);

  useEffect(() => {
    let live = true;
    const settle = (state: ListState) => live && setListed({ for: filters, attempt, state });
    fetchMarketApps(query(filters, 1))
      .then((page) => settle({ status: 'ready', records: page.records, total: page.total, page: 1, more: false }))
      .catch((error: unknown) => settle({ status: 'error', message: error instanceof Error ? error.message : String(error) }));
    return () => {
      live = false;
    };
  }, [filters, attempt]);

  const loadMore = () => {
    if (list.status !== 'ready' || list.more) return;
    setList({ ...list, more: true });
    fetchMarketApps(query(filters, list.page + 1))
      .then((page) => setList({ status: 'ready', records: [...list.records, ...page.records], total: page.total, page: list.page + 1, more: false }))
      .catch(() => setList({ ...list, more: false }));
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
          {[1, 2].map((type) => (
            <Chip key={type} pressed={filters.billingType === String(type)} onClick={() => set({ billingType: String(type) })}>
              {BILLING_LABELS[type]}
            </Chip>
          ))}
        </div>
        <label className="portal-filter-row">
          <span className="portal-filter-label">排序</span>
          <select className="portal-select" value={filters.sort} onChange={(event) => set({ sort: event.target.value })}>
            {SORTS.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.status === 'loading' && <PortalSpinner />}
      {list.status === 'error' && <PortalError title="云市场加载失败" detail={list.message} onRetry={() => setAttempt((n) => n + 1)} />}
      {list.status === 'ready' && (
        <>
          <p className="portal-result-count" aria-live="polite">
            共 {list.total} 个应用{filters.keyword && `，包含“${filters.keyword}”`}
          </p>
          {list.records.length === 0 ? (
            <PortalEmpty>没有找到符合条件的应用</PortalEmpty>
          ) : (
            <ul className="portal-market-list">
              {list.records.map((app) => (
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
          {list.records.length < list.total && (
            <div className="portal-more">
              <button type="button" className="portal-btn portal-btn-outline" onClick={loadMore} disabled={list.more}>
                {list.more ? '正在加载…' : `加载更多（还有 ${list.total - list.records.length} 个）`}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}

function query(filters: Filters, page: number) {
  return {
    categoryId: filters.categoryId || undefined,
    billingType: filters.billingType || undefined,
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
