import { Suspense, useMemo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../shell/RequireSession';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { RootFrame } from './RootFrame';
import { BackstageLayout } from './routeChunks';
import { authRoutes } from './routes/authRoutes';
import { portalRoutes, signUpRoutes } from './routes/portalRoutes';

/**
 * Hash routes (docs/behaviour §2). Public and sign-in routes are listed here; every back-stage path goes to
 * the shell, which resolves it through schemas/menu.json — the menu is the only list of them.
 * Rendered by a plain <HashRouter> (App.tsx): the app uses no loaders or actions, and the data
 * router would add some 15 KiB gzip to every route.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      element: <RootFrame />,
      children: [
        { path: '/', element: <Navigate to="/portal/home" replace /> },
        { path: '/home', element: <Navigate to="/portal/home" replace /> },
        { path: '/template', element: <Navigate to="/template/competence" replace /> },
        ...authRoutes,
        ...signUpRoutes,
        ...portalRoutes,
        {
          path: '*',
          element: (
            <RequireSession>
              <Suspense fallback={<FullPageSpinner />}>
                <BackstageLayout />
              </Suspense>
            </RequireSession>
          ),
        },
      ],
    },
  ];
}

const reloadApp = () => window.location.reload();

/** The routes under the router, with an error panel for anything that throws outside a page. */
export function AppRoutes() {
  const routes = useMemo(() => appRoutes(), []);
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  // Outside the shell's page boundaries (frames, login): 重试 reloads the app.
  return (
    <ErrorBoundary scope="route" resetKey={pathname} onRetry={reloadApp}>
      {element}
    </ErrorBoundary>
  );
}
