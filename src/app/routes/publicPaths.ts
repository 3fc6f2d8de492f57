/**
 * docs/behaviour §4 Login: "Login, register, forgotten password and the portal pages (except the cloud
 * market's app detail) do not fetch the permission codes." The sign-in and portal paths of the
 * route table (authRoutes.tsx, portalRoutes.tsx, and the redirects of router.tsx to them); a
 * reload on one of them restores a stored session without asking for its codes.
 */
const SIGN_IN_PATHS = new Set(['/', '/home', '/login', '/register', '/forget']);
const PORTAL_PATH = /^\/(portal|temp|category|template)(\/|$)/;
/** Reads the permission list (its purchase entry), so it asks for the codes. */
const MARKET_APP_DETAIL = '/portal/cloudMarket/appDetail';

export function fetchesNoPermissionCodes(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === MARKET_APP_DETAIL) return false;
  return SIGN_IN_PATHS.has(path) || PORTAL_PATH.test(path);
}
