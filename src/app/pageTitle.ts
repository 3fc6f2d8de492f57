import { getRuntimeConfig } from '../core/config/runtimeConfig';

/**
 * The document title (docs/behaviour §2): "<menu title> - <platform name>" on a menu page, the platform's
 * name elsewhere. The menu is back-stage code, not in what public routes load (README
 * "Performance"): the back stage gives its look-up when its code arrives (routeChunks.ts), and
 * the title of the page in the address is set again then.
 */
type TitleLookup = (pathname: string) => string | undefined;

let lookup: TitleLookup | null = null;
let shown: string | null = null;

/** Sets the title for `pathname` (RootFrame, on every navigation). */
export function showPageTitle(pathname: string): void {
  shown = pathname;
  const title = lookup?.(pathname);
  const { platformName } = getRuntimeConfig();
  document.title = title ? `${title} - ${platformName}` : platformName;
}

/**
 * The back stage's menu titles: from now on, and for the page shown now when it is a menu page (a
 * public page keeps the title it set itself, e.g. the portal's, when the back stage's code is
 * fetched ahead).
 */
export function setPageTitleLookup(next: TitleLookup): void {
  lookup = next;
  if (shown !== null && next(shown) !== undefined) showPageTitle(shown);
}
