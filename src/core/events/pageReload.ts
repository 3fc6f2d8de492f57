/**
 * Full page reload, behind a seam: switching organisation and the GROUP_CHANGE notice both
 * reload, and jsdom cannot navigate (its location.reload is a non-configurable "not
 * implemented"), so tests install a recorder here instead.
 */
type Reloader = () => void;

const browserReload: Reloader = () => globalThis.location.reload();

let current: Reloader = browserReload;

export function reloadPage(): void {
  current();
}

/** Tests: replace the reload; null restores the browser's. */
export function setPageReloader(reloader: Reloader | null): void {
  current = reloader ?? browserReload;
}
