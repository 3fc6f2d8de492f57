import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { LoginPage } from '../routeChunks';

// A lazy element (routeChunks.ts) rather than a lazy route, so the address changes at once (a
// guard's redirect is visible) while the chunk loads.

/**
 * Sign-in routes of docs/behaviour §2.1 (/login, and later /register, /forget), rendered outside the
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
