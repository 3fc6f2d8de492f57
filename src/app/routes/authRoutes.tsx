import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/FullPageSpinner';

// Its own chunk: the portal does not download the login form. A lazy element rather than a lazy
// route, so the address changes at once (a guard's redirect is visible) while the chunk loads.
const LoginPage = lazy(() => import('../../modules/login/LoginPage').then((m) => ({ default: m.LoginPage })));

/**
 * Sign-in routes of spec §2.1 (/login, and later /register, /forget), rendered outside the
 * back-stage shell.
 */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    element: (
      <Suspense fallback={<FullPageSpinner />}>
        <LoginPage />
      </Suspense>
    ),
  },
];
