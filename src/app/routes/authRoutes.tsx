import type { RouteObject } from 'react-router-dom';

/**
 * Sign-in routes of spec §2.1 (/login, and later /register, /forget), rendered outside the
 * back-stage shell. Filled by the sign-in module.
 */
export const authRoutes: RouteObject[] = [];
