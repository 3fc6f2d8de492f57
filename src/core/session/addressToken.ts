/**
 * docs/behaviour §2.1 query parameter `t`: a token passed in the address, with `p` choosing the person or
 * enterprise account service. The token is stored and the page reloads without the query, so
 * the token does not stay in the address bar, the history or a copied link.
 */
import { clearSessionKeys, writeStored, writeToken } from './storageKeys';

/** `p` → the account-service name the client rewrites /api/aam/ with (docs/behaviour §6: person and company variants). */
export const ACCOUNT_SERVICE_BY_P: Readonly<Record<string, string>> = {
  person: 'aam-person',
  enterprise: 'aam-company',
};

export interface AddressToken {
  token: string;
  /** null when `p` is absent or names no known account service. */
  aamName: string | null;
  /** The same address without `t` and `p` (other parameters such as c or url stay). */
  cleanHref: string;
}

const PARAMS = ['t', 'p'] as const;

/** Removes t and p from a query string ("?a=1&t=x" → "?a=1"); returns null when there was no t. */
function strip(query: string): { token: string | null; p: string | null; rest: string } {
  const params = new URLSearchParams(query);
  const token = params.get('t');
  const p = params.get('p');
  for (const name of PARAMS) params.delete(name);
  const rest = params.toString();
  return { token: token?.trim() || null, p: p?.trim() ?? null, rest: rest === '' ? '' : `?${rest}` };
}

/**
 * Finds `t` (and `p`) in the real query (`/?t=…#/x`) or in the hash route's query
 * (`#/x?t=…`, the usual place with hash routing). Pure: reads the address it is given.
 */
export function readAddressToken(href: string): AddressToken | null {
  const url = new URL(href);
  const hash = url.hash.replace(/^#/, '');
  const cut = hash.indexOf('?');
  const hashPath = cut >= 0 ? hash.slice(0, cut) : hash;
  const inHash = strip(cut >= 0 ? hash.slice(cut + 1) : '');
  const inSearch = strip(url.search);
  const token = inHash.token ?? inSearch.token;
  if (!token) return null;
  const p = inHash.token ? inHash.p : inSearch.p;
  const aamName = p !== null && Object.hasOwn(ACCOUNT_SERVICE_BY_P, p) ? ACCOUNT_SERVICE_BY_P[p] ?? null : null;
  const cleanHash = hash === '' ? '' : `#${hashPath}${inHash.rest}`;
  return { token, aamName, cleanHref: `${url.origin}${url.pathname}${inSearch.rest}${cleanHash}` };
}

export interface AddressLocation {
  href: string;
  reload(): void;
}

/**
 * Stores a token found in the address (replacing any previous session's keys) and reloads the
 * page at the address without it. Returns true when a reload was started: the caller must not
 * mount the app then.
 */
export function applyAddressToken(
  location: AddressLocation = globalThis.location,
  history: Pick<History, 'replaceState'> = globalThis.history,
): boolean {
  const found = readAddressToken(location.href);
  if (!found) return false;
  clearSessionKeys();
  writeToken(found.token);
  if (found.aamName) writeStored('aamName', found.aamName);
  // replaceState then reload: replacing only the hash would not reload the page.
  history.replaceState(null, '', found.cleanHref);
  location.reload();
  return true;
}

let watching = false;

/**
 * A `t` can also arrive without a page load: a link inside the app or an edited hash only fires
 * hashchange. Watches for that for the app's lifetime (installed once at start).
 */
export function watchAddressToken(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('hashchange', () => {
    applyAddressToken();
  });
}
