import { lazyPreloadable } from '../core/async/lazyPreloadable';
import { setPageTitleLookup } from './pageTitle';

/**
 * The back-stage shell, its own chunk: public pages and the login page do not download it, nor the
 * menu (schemas/menu.json), which comes with it and gives the pages' titles from then on.
 */
export const BackstageLayout = lazyPreloadable(() =>
  Promise.all([import('../shell/layout/BackstageLayout'), import('../core/menu/menuTree')]).then(([layout, menu]) => {
    setPageTitleLookup((pathname) => menu.findMenuNode(pathname)?.title);
    return layout.BackstageLayout;
  }),
);

/** The login form, its own chunk: the portal does not download it. */
export const LoginPage = lazyPreloadable(() => import('../modules/login/LoginPage').then((m) => m.LoginPage));
