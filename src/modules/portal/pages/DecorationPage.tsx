import { useLocation, useParams } from 'react-router-dom';
import { normalizeBlocks } from '../../../contract/portalBlocks';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { BlockRenderer } from '../blocks/BlockRenderer';
import { usePortalFrame } from '../layout/portalContext';
import { PortalEmpty, PortalError, PortalSpinner } from '../layout/PortalStates';

export interface DecorationPageProps {
  /** Which decoration: the portal's home page, or the template page in the route's `:id`. */
  source: 'home' | 'page';
  /** /temp/{id}: a template view, marked as such. */
  preview?: boolean;
}

// Public reads: no overlay (the page shows its own placeholder) and no toast (its own error panel with 重试).
const QUIET = { loading: false, silent: true } as const;

/** docs/behaviour §7.2 "home page with header accessHost": the server may pick the portal by the host. */
const accessHost = () => ({ accessHost: typeof location === 'undefined' ? '' : location.host });

/**
 * The decoration shown: the portal's home page (portal get-home-page, by the portal's code and
 * the host) or a template page (portal get-page-config), through the operation client.
 */
function useDecoration(pageId: string | null, code: string) {
  const home = useOperationQuery('portal', 'get-home-page', { query: { identificationCode: code || undefined } }, { ...QUIET, headers: accessHost(), enabled: pageId === null });
  const page = useOperationQuery('portal', 'get-page-config', { path: { pageId: pageId ?? '' } }, { ...QUIET, enabled: pageId !== null });
  return pageId === null ? home : page;
}

/**
 * A page drawn from its saved decoration (docs/design.md §9): /portal/home and /portal/mobile/home
 * (the home menu's page), /portal/page/{tempId}, /portal/mobile/{tempId} and /temp/{id}.
 * The heading is the menu entry that led here (mainMenuName), else the page's own name.
 */
export function DecorationPage({ source, preview = false }: DecorationPageProps) {
  const { id } = useParams();
  const { search } = useLocation();
  const { code } = usePortalFrame();
  const pageId = source === 'page' && id ? id : null;
  const { state, reload } = useDecoration(pageId, code);
  const mainMenuName = new URLSearchParams(search).get('mainMenuName');

  if (state.status === 'loading') return <PortalSpinner />;
  if (state.status === 'error') return <PortalError title="页面加载失败" detail={state.message} onRetry={reload} />;
  // Saved data is checked again before it is drawn: a hand-edited record cannot put a script URL on the page.
  const blocks = normalizeBlocks(state.data.blocks);
  const pageName = state.data.pageName;
  const heading = mainMenuName || pageName;
  const startsWithBanner = blocks[0]?.type === 'banner';
  return (
    <article className="portal-page" data-testid="decoration-page">
      {preview && (
        <p className="portal-preview-ribbon" role="note">
          模板预览：{pageName}
        </p>
      )}
      {pageId !== null && !startsWithBanner && heading && (
        <header className="portal-page-band">
          <h1>{heading}</h1>
          {mainMenuName && pageName && pageName !== mainMenuName && <p>{pageName}</p>}
        </header>
      )}
      {pageId === null && <h1 className="portal-visually-hidden">{pageName || '门户首页'}</h1>}
      {blocks.length === 0 ? <PortalEmpty>该页面暂未配置内容</PortalEmpty> : <BlockRenderer blocks={blocks} />}
    </article>
  );
}

export function HomePage() {
  return <DecorationPage source="home" />;
}

export function TemplatePage() {
  return <DecorationPage source="page" />;
}

export function TemplatePreviewPage() {
  return <DecorationPage source="page" preview />;
}
