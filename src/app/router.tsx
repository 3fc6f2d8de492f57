import type { ReactNode } from 'react';
import { createHashRouter, Navigate, useLocation } from 'react-router-dom';
import { RouteNotConfigured } from '../ui/RouteNotConfigured';
import { PlatformFrame } from './PlatformFrame';
import { RouteErrorPanel } from './RouteErrorPanel';
import { authRoutes } from './routes/authRoutes';

function UnconfiguredRoute() {
  const { pathname } = useLocation();
  return <RouteNotConfigured path={pathname} missing={`schemas/menu.json 中 ${pathname} 的菜单项与页面配置`} />;
}

/** Hash routes (spec §2). Later issues derive the back-stage routes from schemas/menu.json. */
export function createAppRouter(devtools?: ReactNode) {
  return createHashRouter([
    {
      element: <PlatformFrame devtools={devtools} />,
      errorElement: <RouteErrorPanel />,
      children: [
        { path: '/', element: <Navigate to="/portal/home" replace /> },
        { path: '/home', element: <Navigate to="/portal/home" replace /> },
        ...authRoutes,
        { path: '*', element: <UnconfiguredRoute />, errorElement: <RouteErrorPanel /> },
      ],
    },
  ]);
}
