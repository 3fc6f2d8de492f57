import { useLocation, useParams } from 'react-router-dom';
import { useAsyncData } from '../../../core/async/useAsyncData';
import { fetchHomeDecoration, fetchPageDecoration } from '../api/portalApi';
import { BlockRenderer } from '../blocks/BlockRenderer';
import { usePortalFrame } from '../layout/portalContext';
import { PortalEmpty, PortalError, PortalSpinner } from '../layout/PortalStates';

export interface DecorationPageProps {
  /** Which decoration: the portal's home page, or the template page in the route's `:id`. */
  source: 'home' | 'page';
  /** /temp/{id}: a template view, marked as such. */
  preview?: boolean;
}

/**
 * A page drawn from its saved decoration (DESIGN.md §9): /portal/home and /portal/mobile/home
 * (the home menu's page), /portal/page/{tempId}, /portal/mobile/{tempId} and /temp/{id}.
 * The heading is the menu entry that led here (mainMenuName), else the page's own name.
 */
export function DecorationPage({ source, preview = false }: DecorationPageProps) {
  const { id } = useParams();
  const { search } = useLocation();
  const { code } = usePortalFrame();
  const pageId = source === 'page' && id ? id : null;
  const key = pageId === null ? `home|${code}` : `page|${pageId}`;
  const { state, reload } = useAsyncData(key, () => (pageId === null ? fetchHomeDecoration(code) : fetchPageDecoration(pageId)));
  const mainMenuName = new URLSearchParams(search).get('mainMenuName');

  if (state.status === 'loading') return <PortalSpinner />;
  if (state.status === 'error') return <PortalError title="页面加载失败" detail={state.message} onRetry={reload} />;
  const { blocks, pageName } = state.data;
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
