import type { RouteObject } from 'react-router-dom';

/**
 * Sign-in routes of spec §2.1 (/login, and later /register, /forget), rendered outside the
 * back-stage shell. Each is its own chunk: the portal does not download the login form.
 */
export const authRoutes: RouteObject[] = [
  {
    path: '/login',
    lazy: async () => ({ Component: (await import('../../modules/login/LoginPage')).LoginPage }),
  },
];
