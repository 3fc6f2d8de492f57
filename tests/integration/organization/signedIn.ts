import { getDefaultStore } from 'jotai';
import { expect } from 'vitest';
import { setPageReloader } from '../../../src/core/events/pageReload';
import { resetSessionExpiredState } from '../../../src/core/http/unauthorized';
import { resetLogoutState } from '../../../src/core/session/logout';
import { sessionAtom, type Session } from '../../../src/core/session/sessionAtoms';
import { forgetSignedIn } from '../../../src/core/session/signedIn';
import { stopUserEventsSocket } from '../../../src/core/socket/userEventsSocket';
import { activeNoticeAtom } from '../../../src/shell/notices/noticeRouting';
import { signIn } from '../../../src/modules/login/signIn';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';

/** Signs in through the real sign-in flow against the mocks (token, user info, heartData…). */
export async function signInAs(userName: string): Promise<Session> {
  const account = mockControl.accounts.find((a) => a.userName === userName);
  if (!account) throw new Error(`no demo account ${userName}`);
  const result = await signIn({ username: userName, password: account.password });
  expect(result.status).toBe('signed-in');
  if (result.status !== 'signed-in') throw new Error('sign-in failed');
  return result.session;
}

/** Records "METHOD /path?query" of every request the app makes, in order. */
export function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
}

/** Installs a reload recorder in place of location.reload (jsdom cannot navigate). */
export function recordReloads(): { count: number } {
  const reloads = { count: 0 };
  setPageReloader(() => {
    reloads.count += 1;
  });
  return reloads;
}

/** Module state that outlives a test: the socket, the announced session, pending logout, notices. */
export function resetSessionModules(): void {
  stopUserEventsSocket();
  forgetSignedIn();
  resetLogoutState();
  resetSessionExpiredState();
  setPageReloader(null);
  server.events.removeAllListeners();
  getDefaultStore().set(sessionAtom, null);
  getDefaultStore().set(activeNoticeAtom, null);
  window.location.hash = '';
}
