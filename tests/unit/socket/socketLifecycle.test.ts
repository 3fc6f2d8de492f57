import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, resetLogoutState } from '../../../src/core/session/logout';
import type { Session } from '../../../src/core/session/sessionAtoms';
import { announceSignedIn, forgetSignedIn } from '../../../src/core/session/signedIn';
import { installUserEventsLifecycle } from '../../../src/core/socket/socketLifecycle';
import { RECONNECT_DELAY_MS, UserEventsSocket } from '../../../src/core/socket/userEventsSocket';
import { harness, type Harness } from './fakeSocket';

const session = (state: string | null): Session => ({
  token: 't', state, userInfo: { id: 'u-1', displayName: '张三' }, codes: ['x'], isFirstLogin: false, aamName: null, acc: null,
});

let h: Harness;
let uninstall: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  h = harness();
  uninstall = installUserEventsLifecycle(new UserEventsSocket(h.deps));
});

afterEach(() => {
  uninstall();
  forgetSignedIn();
  resetLogoutState();
  vi.useRealTimers();
});

describe('socket lifecycle (docs/behaviour §4 Login / Logout)', () => {
  it('is installed once', () => {
    expect(installUserEventsLifecycle()).toBe(uninstall);
  });

  it('connects on sign-in, reuses the socket for the same session, and replaces it on a re-login', () => {
    announceSignedIn(session('s-1'));
    expect(h.sockets).toHaveLength(1);
    h.last().open();
    announceSignedIn(session('s-1')); // a resumed session announced again
    expect(h.sockets).toHaveLength(1);
    announceSignedIn(session('s-2'));
    expect(h.live()).toHaveLength(1);
    expect(h.live()[0]?.url).toMatch(/s-2$/);
  });

  it('does nothing for a session without a state', () => {
    announceSignedIn(session(null));
    expect(h.sockets).toEqual([]);
  });

  it('logout closes the socket and no reconnect follows', () => {
    announceSignedIn(session('s-1'));
    h.last().open();
    logout();
    expect(h.live()).toEqual([]);
    vi.advanceTimersByTime(RECONNECT_DELAY_MS * 3);
    expect(h.sockets).toHaveLength(1);
  });
});
