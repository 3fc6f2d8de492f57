/**
 * Portal query parameters (docs/behaviour §2.1): `c` the portal identification code ("1" means none: the
 * default portal), `m` the mobile flag (redirects to the mobile home). `url` and `t` + `p` are
 * handled by the sign-in code (returnTarget.ts, addressToken.ts) for every route.
 *
 * The code is remembered for the tab (sessionStorage), so moving between portal pages keeps
 * the visitor on the portal their link named without every link carrying `c`.
 */
export const PORTAL_CODE_KEY = 'portalCode';
export const MOBILE_HOME = '/portal/mobile/home';

export interface CodeChange {
  /** What to remember: a code, '' to forget (c=1 or an empty c), or null when `c` is absent. */
  code: string | null;
}

/** Reads `c` from a query string. */
export function readPortalCode(search: string): CodeChange {
  const params = new URLSearchParams(search);
  if (!params.has('c')) return { code: null };
  const raw = (params.get('c') ?? '').trim();
  return { code: raw === '1' ? '' : raw.slice(0, 40) };
}

export interface CodeStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The code in effect after seeing `search`: the query's when given, else the remembered one. */
export function currentPortalCode(search: string, store: CodeStore | null): string {
  const { code } = readPortalCode(search);
  try {
    if (code !== null) {
      if (code === '') store?.removeItem(PORTAL_CODE_KEY);
      else store?.setItem(PORTAL_CODE_KEY, code);
      return code;
    }
    return store?.getItem(PORTAL_CODE_KEY) ?? '';
  } catch {
    return code ?? ''; // storage refused (private mode): the query alone decides
  }
}

/** `m` present (any value but "0") → the mobile home, keeping the other parameters except `m`. */
export function mobileRedirect(pathname: string, search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has('m') || params.get('m') === '0') return null;
  params.delete('m');
  if (pathname === MOBILE_HOME) return null;
  const rest = params.toString();
  return `${MOBILE_HOME}${rest === '' ? '' : `?${rest}`}`;
}

/** The login route that brings the visitor back here afterwards (docs/behaviour §2.1 `url`). */
export function loginHref(returnTo: string): string {
  return `/login?${new URLSearchParams({ url: returnTo }).toString()}`;
}

/** docs/behaviour §2.1/§9: on the sub-centre deployment host (runtime config) the login button leaves for the platform's login. */
export function isSubcenterHost(hostname: string, subcenterHost: string): boolean {
  return subcenterHost.trim() !== '' && hostname.toLowerCase() === subcenterHost.trim().toLowerCase();
}
