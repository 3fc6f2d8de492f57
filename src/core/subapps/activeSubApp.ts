/**
 * Which embedded sub-application (module group) serves a hash route, exactly per docs/behaviour §2.6,
 * and when navigation must reload the page (§2.3 portal-temp boundary). Pure string rules so the
 * shell, the lazy-chunk registry and the tests agree.
 *
 * Matching is by hash prefix, with one refinement: a prefix naming a path segment matches only a
 * whole segment ("#/portal/home" and "#/portal/home?c=1" but not "#/portal/homepage"), so a
 * longer, different route never borrows a sub-app by accident.
 */

export type SubAppName = 'portal' | 'user-management' | 'components';

/** §2.6: the portal sub-app. Not appStore, cloudMarket, about, appList or workorder. */
export const PORTAL_PREFIXES = [
  '#/platform-manage/portal-temp',
  '#/temp/',
  '#/portal/page',
  '#/portal/home',
  '#/portal/mobile',
] as const;

/** §2.6: the user-management sub-app: #/platform-manage/organization/ followed by one of these. */
export const USER_MANAGEMENT_PREFIX = '#/platform-manage/organization/';
export const USER_MANAGEMENT_PAGES = ['user-config', 'organ-management', 'account-management', 'role', 'personal'] as const;

/**
 * §2.6 "any other hash route that is not login, portal or temp": hash routes starting with
 * these belong to no sub-app. "login" is read as the whole sign-in family (login, register,
 * forget); "portal" and "temp" as plain prefixes, so the template area (#/template…) and the
 * #/temp-page hand-over are excluded as well.
 */
export const NON_COMPONENT_PREFIXES = ['#/login', '#/register', '#/forget', '#/portal', '#/temp'] as const;

/** Root redirects to the portal home (§2.1): served by the host, not by a sub-app. */
const ROOT_ROUTES: ReadonlySet<string> = new Set(['', '/', '/home']);

/** "#/a/b?x" or "/a/b?x" → "#/a/b?x": both the hash and the router's path form are accepted. */
export function toHash(location: string): string {
  if (location.startsWith('#')) return location;
  return location.startsWith('/') ? `#${location}` : `#/${location}`;
}

/** True when `hash` starts with `prefix` and the match ends at a segment boundary. */
export function matchesPrefix(hash: string, prefix: string): boolean {
  if (!hash.startsWith(prefix)) return false;
  if (prefix.endsWith('/')) return true;
  const next = hash.charAt(prefix.length);
  return next === '' || next === '/' || next === '?' || next === '#';
}

/**
 * The sub-app active for a hash route, or null: the route is served by the host shell itself —
 * the root redirects (#/, #/home), the sign-in family (#/login, #/register, #/forget), portal
 * pages outside the portal sub-app (#/portal/appStore, #/portal/cloudMarket…, #/portal/about,
 * #/portal/appList/…, #/portal/workorder), the template area (#/template…), #/temp-page, and an
 * empty hash.
 */
export function activeSubApp(location: string): SubAppName | null {
  const hash = toHash(location);
  if (PORTAL_PREFIXES.some((prefix) => matchesPrefix(hash, prefix))) return 'portal';
  if (USER_MANAGEMENT_PAGES.some((page) => matchesPrefix(hash, `${USER_MANAGEMENT_PREFIX}${page}`))) {
    return 'user-management';
  }
  const route = hash.slice(1).split(/[?#]/)[0] ?? '';
  if (ROOT_ROUTES.has(route)) return null;
  if (NON_COMPONENT_PREFIXES.some((prefix) => hash.startsWith(prefix))) return null;
  return 'components';
}

/** The portal-temp area (§2.3): entering or leaving it reloads the page. */
export const PORTAL_TEMP_PREFIX = '#/platform-manage/portal-temp';

export function isInPortalTempArea(location: string): boolean {
  return matchesPrefix(toHash(location), PORTAL_TEMP_PREFIX);
}

/**
 * Whether navigating from one hash route to another enters or leaves the portal-temp area, in
 * which case the shell does a full reload (§2.3). The first load (no previous route) never does.
 */
export function crossesPortalTempBoundary(fromLocation: string | null | undefined, toLocation: string): boolean {
  if (fromLocation === null || fromLocation === undefined) return false;
  return isInPortalTempArea(fromLocation) !== isInPortalTempArea(toLocation);
}
