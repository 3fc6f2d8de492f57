/**
 * docs/behaviour §4 "On page load a stored token restores the session and reconnects": a complete stored
 * session is announced (the socket connects) once the server has named its permission codes
 * again; a bare token (from `t` in the address) is completed with the same calls as a login;
 * unusable user data logs out. docs/behaviour §4 Login: sign-in and portal pages do not fetch the codes —
 * on those the refresh waits (deferCodes) until a route that needs them asks (askDeferredCodes).
 */
import { atom, getDefaultStore } from 'jotai';
import { notify } from '../feedback/notify';
import { HttpError, isAbortError } from '../http/HttpError';
import { establishSession, NO_PERMISSION_MESSAGE } from './establishSession';
import { logout, onLogout } from './logout';
import { fetchPermissionCodes } from './sessionApi';
import { isUsableUserInfo, restoreSession, sessionAtom, type Session } from './sessionAtoms';
import { announceSignedIn } from './signedIn';
import { readToken, writeStored } from './storageKeys';

export type ResumeResult = 'none' | 'resumed' | 'completed' | 'logged-out' | 'failed' | 'deferred';

export interface ResumeOptions {
  /**
   * The page opens on a route that does not fetch the codes (docs/behaviour §4 Login: sign-in and portal
   * pages): a complete stored session is restored without them, and the refresh runs when a
   * route that needs them asks (askDeferredCodes).
   */
  deferCodes?: boolean;
}

/**
 * The server could not name the session's codes on this load (a 5xx, the network): the back
 * stage shows an error panel with 重试 (retryPermissionCodes) instead of the stored codes, and
 * instead of signing the user out for a passing fault.
 */
export const permissionCodesUnavailableAtom = atom(false);

/**
 * True while a resumed session's codes wait for a route that needs them (and while that route's
 * refresh runs): the back stage asks for them instead of taking the session as incomplete.
 */
export const permissionCodesDeferredAtom = atom(false);

/** The token whose codes wait to be asked; null when none wait. */
let deferredToken: string | null = null;
/** The refresh a route started, shared by every route that asks while it runs. */
let asking: Promise<ResumeResult> | null = null;

onLogout(() => {
  deferredToken = null;
  getDefaultStore().set(permissionCodesDeferredAtom, false);
});

export async function resumeSession(options: ResumeOptions = {}): Promise<ResumeResult> {
  const session = restoreSession();
  if (!session) return 'none';
  if (session.userInfo !== null && !isUsableUserInfo(session.userInfo)) {
    logout(); // §4: session user data or orgLevel missing
    return 'logged-out';
  }
  if (session.userInfo !== null && session.codes !== null && session.codes.length > 0) {
    return options.deferCodes ? deferCodes(session) : refreshCodes(session);
  }
  try {
    const outcome = await establishSession({});
    return outcome.status === 'signed-in' ? 'completed' : 'logged-out';
  } catch (error) {
    // The client has shown the message; a 401 logs out by itself. Anything else keeps the
    // token so the next load tries again.
    if (!isAbortError(error)) console.warn('会话恢复失败', error);
    return 'failed';
  }
}

/**
 * Permission codes are the session's, kept by the server per session: the stored copy is what the
 * last load saw, and a role changed while the console was closed must not come back with it.
 * One call (the permission list) before the app mounts, so the menu is drawn from the server's
 * answer.
 */
async function refreshCodes(stored: Session): Promise<ResumeResult> {
  const store = getDefaultStore();
  // Until the server answers, the stored codes open nothing (a page that preloads asks again).
  // The flag stays as it is until the answer: cleared first, the back stage would take the
  // session without codes for an incomplete one and sign out while 重试 is still asking.
  store.set(sessionAtom, { ...stored, codes: null });
  let codes: string[];
  try {
    codes = await codesWithRetries();
  } catch (error) {
    // The client has shown the message (a 401 logs out by itself). Without the server's codes
    // the stored ones are not trusted: the session stays without codes and the back stage offers
    // 重试; portal pages stay public.
    if (!isAbortError(error)) console.warn('权限信息读取失败', error);
    const ended = error instanceof HttpError && error.status === 401;
    store.set(permissionCodesUnavailableAtom, !ended && readToken() === stored.token);
    return 'failed';
  }
  // A session ended meanwhile (a 401, a logout) stays ended.
  if (readToken() !== stored.token) return 'logged-out';
  if (codes.length === 0) {
    store.set(permissionCodesUnavailableAtom, false);
    notify.warning(NO_PERMISSION_MESSAGE);
    logout();
    return 'logged-out';
  }
  writeStored('auth', JSON.stringify(codes));
  const session: Session = { ...stored, codes };
  store.set(sessionAtom, session);
  store.set(permissionCodesUnavailableAtom, false);
  announceSignedIn(session);
  return 'resumed';
}

/**
 * The stored codes are not trusted on a route that does not fetch them either: the session is
 * restored without them (the portal shows who is signed in from the user data) and opens nothing
 * until the codes are asked.
 */
function deferCodes(stored: Session): ResumeResult {
  const store = getDefaultStore();
  store.set(sessionAtom, { ...stored, codes: null });
  deferredToken = stored.token;
  store.set(permissionCodesDeferredAtom, true);
  return 'deferred';
}

/**
 * A route that needs the codes (the back stage, the cloud market's app detail) asks for them: the
 * refresh resumeSession defers on public routes runs once, with its retries, its 重试 panel and
 * its empty-list logout. Null when no codes wait (they were asked, or the session ended or changed).
 */
export function askDeferredCodes(): Promise<ResumeResult> | null {
  if (asking) return asking;
  const store = getDefaultStore();
  const session = store.get(sessionAtom);
  const waiting = deferredToken !== null && session !== null && session.token === deferredToken && session.codes === null;
  deferredToken = null;
  if (!waiting) {
    store.set(permissionCodesDeferredAtom, false);
    return null;
  }
  // The flag clears after the answer is in the session (or the 重试 flag is set, or the session
  // ended), so the back stage never takes the session without codes for an incomplete one.
  asking = refreshCodes(session).finally(() => {
    asking = null;
    store.set(permissionCodesDeferredAtom, false);
  });
  return asking;
}

/** Tries before the back stage shows 重试, and the pause before each further try. */
export const CODE_FETCH_TRIES = 4;
const RETRY_PAUSES_MS = [250, 750, 1500];

/** A failure another try may cure: the network, a timeout, a 5xx; not a 401/403 or an abort. */
function passing(error: unknown): boolean {
  if (!(error instanceof HttpError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'status' && error.status !== undefined && error.status >= 500;
}

/**
 * The codes, asked again over a passing fault: a reload (entering the portal-temp area reloads
 * the app) should not stop on one dropped call. Earlier tries are silent; the last shows its
 * message as any call does.
 */
async function codesWithRetries(): Promise<string[]> {
  for (let attempt = 1; ; attempt += 1) {
    const last = attempt >= CODE_FETCH_TRIES;
    try {
      return await fetchPermissionCodes({ silent: !last });
    } catch (error) {
      if (last) throw error;
      if (!passing(error)) {
        // This try was silent: say what the client would have said (a 401 it said itself).
        const told = !(error instanceof HttpError) || error.kind === 'aborted' || error.status === 401;
        if (!told) notify.error(error.message);
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSES_MS[attempt - 1] ?? 1500));
    }
  }
}

/** 重试 of the back stage's panel: asks the server for the codes of the session held now. */
export async function retryPermissionCodes(): Promise<ResumeResult> {
  const session = getDefaultStore().get(sessionAtom);
  if (!session) return 'none';
  return refreshCodes(session);
}
