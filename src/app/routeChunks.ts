import { lazyPreloadable } from '../core/async/lazyPreloadable';

/** The back-stage shell, its own chunk: public pages and the login page do not download it. */
export const BackstageLayout = lazyPreloadable(() => import('../shell/layout/BackstageLayout').then((m) => m.BackstageLayout));

/** The login form, its own chunk: the portal does not download it. */
export const LoginPage = lazyPreloadable(() => import('../modules/login/LoginPage').then((m) => m.LoginPage));
