import { clearAllStorage, writeStored } from './storageKeys';

/** Spec §9: logout redirect delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 200;

type LogoutListener = () => void;
const listeners = new Set<LogoutListener>();

/** Lets the socket, tag bar and other session holders release what they hold on logout. */
export function onLogout(listener: LogoutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Portal paths keep their place: /login gets a `url` query to come back (spec §4 Logout). */
export function loginRouteFor(currentHashPath: string): string {
  const path = currentHashPath.replace(/^#/, '') || '/';
  const onPortal = path.startsWith('/portal') || path.startsWith('/temp/');
  return onPortal ? `/login?url=${encodeURIComponent(path)}` : '/login';
}

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Spec §4 Logout: clear both storages, close what the session holds, set islogout,
 * then after 0.2 s go to /login. Repeated calls while one is pending collapse into it.
 */
export function logout(): void {
  if (pending !== undefined) return;
  for (const listener of [...listeners]) listener();
  clearAllStorage();
  writeStored('islogout', 'true');
  pending = setTimeout(() => {
    pending = undefined;
    const target = loginRouteFor(globalThis.location?.hash ?? '');
    if (globalThis.location) globalThis.location.hash = `#${target}`;
  }, LOGOUT_REDIRECT_DELAY_MS);
}

/** For tests: forget a pending redirect. */
export function resetLogoutState(): void {
  if (pending !== undefined) clearTimeout(pending);
  pending = undefined;
}
