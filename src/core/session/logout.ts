import { getDefaultStore } from 'jotai';
import { resetSessionExpiredState, SESSION_EXPIRED_DELAY_MS, setSessionExpiredHandler } from '../http/unauthorized';
import { queryClient } from '../query/queryClient';
import { requestServerLogout } from './sessionApi';
import { sessionAtom } from './sessionAtoms';
import { forgetSignedIn } from './signedIn';
import { clearAllStorage, readToken, writeStored } from './storageKeys';

/** docs/behaviour §9: logout redirect delay. */
export const LOGOUT_REDIRECT_DELAY_MS = SESSION_EXPIRED_DELAY_MS;

type LogoutListener = () => void;
const listeners = new Set<LogoutListener>();

/** Lets the socket, tag bar and other session holders release what they hold on logout. */
export function onLogout(listener: LogoutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Portal paths keep their place: /login gets a `url` query to come back (docs/behaviour §4 Logout). */
export function loginRouteFor(currentHashPath: string): string {
  const path = currentHashPath.replace(/^#/, '') || '/';
  const onPortal = path.startsWith('/portal') || path.startsWith('/temp/');
  return onPortal ? `/login?url=${encodeURIComponent(path)}` : '/login';
}

/** Already on the login page (e.g. a refused sign-in): stay, keeping its `url` query and what was typed. */
function isOnLoginPage(currentHashPath: string): boolean {
  return /^#?\/login(?:[?/]|$)/.test(currentHashPath);
}

/** Ends the session on the server; its answer does not matter, the client forgets the session anyway. */
function endServerSession(token: string): void {
  requestServerLogout(token).catch(() => {
    // An expired token answers 401, which the client turns into "用户信息失效" and a second
    // logout; the user asked to leave, so that is dropped.
    resetSessionExpiredState();
  });
}

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * After the delay, show the login route of docs/behaviour §4 for the page the logout started on. A guard
 * that saw the session end may already have moved to /login?url=…; the spec route replaces it
 * (a url query only for portal paths). A logout started on the login page stays there, keeping
 * its query and what was typed.
 */
function goToLogin(from: string): void {
  const location = globalThis.location;
  if (!location || isOnLoginPage(from)) return;
  const target = `#${loginRouteFor(from)}`;
  if (location.hash === target) return;
  if (location.hash === from || location.hash === '') location.hash = target;
  else location.replace(target);
}

/**
 * docs/behaviour §4 Logout: tell the server, let session holders release (the socket closes), clear both
 * storages and the cache of server state, set islogout, reset the session atom, then after 0.2 s
 * go to /login. Repeated calls
 * while one is pending collapse into it.
 */
export function logout(): void {
  if (pending !== undefined) return;
  const from = globalThis.location?.hash ?? '';
  // The call reads the token now, before the storages are cleared below.
  const token = readToken();
  if (token) endServerSession(token);
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('onLogout listener failed', error); // the logout itself must still complete
    }
  }
  clearAllStorage();
  // Server state of this user (lists, records) is not the next user's.
  queryClient.clear();
  writeStored('islogout', 'true');
  forgetSignedIn();
  getDefaultStore().set(sessionAtom, null);
  pending = setTimeout(() => {
    pending = undefined;
    goToLogin(from);
  }, LOGOUT_REDIRECT_DELAY_MS);
}

/**
 * A notice that ends the session (请重新登录: another sign-in, a changed role or scope, an expired
 * account, a changed password) ends it at once, not when its dialog is confirmed: the server is
 * told, and the stored token and permission codes go, so a reload before the confirm lands on the
 * login page instead of restoring the codes the session held. The page stays as it is behind the
 * dialog; confirming it runs logout() for the rest (listeners, cache, atom, redirect).
 */
export function endStoredSession(): void {
  const token = readToken();
  if (token) endServerSession(token);
  clearAllStorage();
  writeStored('islogout', 'true');
}

/** For tests: forget a pending redirect. */
export function resetLogoutState(): void {
  if (pending !== undefined) clearTimeout(pending);
  pending = undefined;
}

// A call answering 401 ends the session through here (docs/behaviour §8; the client only asks for it).
setSessionExpiredHandler(logout);
