import { Suspense, useEffect } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { lazyPreloadable } from '../../core/async/lazyPreloadable';
import { askDeferredCodes } from '../../core/session/resumeSession';
import { FullPageSpinner } from '../../ui/FullPageSpinner';

/*
 * The public portal routes of docs/behaviour §2.1/§2.2, each page its own chunk. The frame (header,
 * root font scaling, footer) is one more; none of them imports the back-stage shell or the
 * schema renderer. /portal/cloudMarket and its app detail are drawn by the frame itself, which
 * keeps them alive; their route elements are empty.
 */
export const PortalLayout = lazyPreloadable(() => import('../../modules/portal/layout/PortalLayout').then((m) => m.PortalLayout));
const HomePage = lazyPreloadable(() => import('../../modules/portal/pages/DecorationPage').then((m) => m.HomePage));
const TemplatePage = lazyPreloadable(() => import('../../modules/portal/pages/DecorationPage').then((m) => m.TemplatePage));
const TemplatePreviewPage = lazyPreloadable(() => import('../../modules/portal/pages/DecorationPage').then((m) => m.TemplatePreviewPage));
const AboutPage = lazyPreloadable(() => import('../../modules/portal/pages/AboutPage').then((m) => m.AboutPage));
const AppStorePage = lazyPreloadable(() => import('../../modules/portal/pages/AppStorePage').then((m) => m.AppStorePage));
const AppListPage = lazyPreloadable(() => import('../../modules/portal/pages/AppListPage').then((m) => m.AppListPage));
const CategoryPage = lazyPreloadable(() => import('../../modules/portal/pages/CategoryPage').then((m) => m.CategoryPage));
const CompetencePage = lazyPreloadable(() => import('../../modules/portal/pages/CompetencePage').then((m) => m.CompetencePage));
const WorkorderPage = lazyPreloadable(() => import('../../modules/portal/pages/WorkorderPage').then((m) => m.WorkorderPage));
const RegisterPage = lazyPreloadable(() => import('../../modules/register/RegisterPage').then((m) => m.RegisterPage));
const ForgetPage = lazyPreloadable(() => import('../../modules/register/ForgetPage').then((m) => m.ForgetPage));
const NotFoundPage = lazyPreloadable(() => import('../../modules/portal/pages/NotFoundPage').then((m) => m.NotFoundPage));

/** Kept alive by the portal frame (docs/behaviour §2.1); nothing to draw here. */
function KeptAlive() {
  return null;
}

/**
 * The cloud market's app detail is the portal page that fetches the permission codes (docs/behaviour §4
 * Login): a session resumed on a public route asks for them here (resumeSession.ts).
 */
function MarketAppDetailRoute() {
  useEffect(() => {
    void askDeferredCodes();
  }, []);
  return null;
}

export const portalRoutes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <PortalLayout />
      </Suspense>
    ),
    children: [
      { path: '/portal', element: <Navigate to="/portal/home" replace /> },
      { path: '/portal/home', element: <HomePage /> },
      { path: '/portal/about', element: <AboutPage /> },
      { path: '/portal/appStore', element: <AppStorePage /> },
      { path: '/portal/cloudMarket', element: <KeptAlive /> },
      { path: '/portal/cloudMarket/appDetail', element: <MarketAppDetailRoute /> },
      { path: '/portal/appList/:appId', element: <AppListPage /> },
      // /portal/page without a template shows the portal's home page.
      { path: '/portal/page', element: <HomePage /> },
      { path: '/portal/page/:id', element: <TemplatePage /> },
      { path: '/portal/mobile', element: <HomePage /> },
      { path: '/portal/mobile/home', element: <HomePage /> },
      { path: '/portal/mobile/:id', element: <TemplatePage /> },
      { path: '/portal/workorder', element: <WorkorderPage /> },
      { path: '/temp/:id', element: <TemplatePreviewPage /> },
      { path: '/category', element: <CategoryPage /> },
      { path: '/template/competence', element: <CompetencePage /> },
      { path: '/portal/*', element: <NotFoundPage /> },
      { path: '/temp/*', element: <NotFoundPage /> },
      { path: '/template/*', element: <NotFoundPage /> },
    ],
  },
];

/** docs/behaviour §2.1: the portal template page is also reached from /temp-page with a query string. */
function TempPageRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/platform-manage/portal-temp/temp-page${search}`} replace />;
}

/** docs/behaviour §2.1 /register and /forget: the sign-in family, outside the portal frame like /login. */
export const signUpRoutes: RouteObject[] = [
  { path: '/register', element: <Suspense fallback={<FullPageSpinner />}><RegisterPage /></Suspense> },
  { path: '/forget', element: <Suspense fallback={<FullPageSpinner />}><ForgetPage /></Suspense> },
  { path: '/temp-page', element: <TempPageRedirect /> },
];

/** Boot preload (src/app/preloadRoute.ts): the frame and the page of a portal address load at once. */
export function preloadPortalRoute(pathname: string): boolean {
  if (pathname === '/register' || pathname === '/forget') {
    (pathname === '/register' ? RegisterPage : ForgetPage).preload().catch(() => undefined);
    return true;
  }
  if (!/^\/(portal|temp|category|template)(\/|$)/.test(pathname)) return false;
  PortalLayout.preload().catch(() => undefined);
  if (pathname === '/portal/home' || pathname === '/portal/page' || pathname.startsWith('/portal/mobile')) HomePage.preload().catch(() => undefined);
  return true;
}
