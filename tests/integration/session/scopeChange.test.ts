// @vitest-environment jsdom
/**
 * Issue 34: old permission codes do not outlive a role change. A reload asks the server for the
 * session's codes instead of trusting the stored copy, and a notice that says 请重新登录 ends the
 * stored session at once, before its dialog is confirmed.
 */
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { publishAppEvent } from '../../../src/core/events/appEvents';
import { NO_PERMISSION_MESSAGE } from '../../../src/core/session/establishSession';
import { resetLogoutState } from '../../../src/core/session/logout';
import { CODE_FETCH_TRIES, permissionCodesUnavailableAtom, resumeSession, retryPermissionCodes } from '../../../src/core/session/resumeSession';
import { restoreSession, sessionAtom } from '../../../src/core/session/sessionAtoms';
import { announcedSession, forgetSignedIn, onSignedIn } from '../../../src/core/session/signedIn';
import { readToken, StorageKey } from '../../../src/core/session/storageKeys';
import { LOGOUT_NOTICE_CODES } from '../../../src/core/socket/socketCodes';
import { signIn } from '../../../src/modules/login/signIn';
import { activeNoticeAtom, installNoticeRouting } from '../../../src/shell/notices/noticeRouting';
import { failCodeCalls } from './failCodeCalls';
import { recordNotices, type RecordedNotice } from '../../support/notifierRecorder';

const store = getDefaultStore();
let notices: RecordedNotice[];

beforeEach(() => {
  notices = recordNotices();
  window.location.hash = '#/login';
});
afterEach(() => {
  resetLogoutState();
  forgetSignedIn();
  store.set(sessionAtom, null);
  store.set(activeNoticeAtom, null);
});

const storedCodes = (): string[] | null => {
  const text = localStorage.getItem(StorageKey.auth);
  return text === null ? null : (JSON.parse(text) as string[]);
};

/** Takes `code` from the personal role, as a role editor does (the stored data, not the client). */
function removeFromPersonalRole(code: string): void {
  const roles = mockControl.db.collection('roles');
  const user = mockControl.db.collection('users').find((u) => u.userName === 'personal')!;
  roles.update(user.role, { permissions: roles.get(user.role)!.permissions.filter((c) => c !== code) });
}

/** Signs personal in, then forgets the in-memory session as a page reload does. */
async function personalThenReload(): Promise<void> {
  expect((await signIn({ username: 'personal', password: 'per123456' })).status).toBe('signed-in');
  expect(storedCodes()).toContain('work-storage-look');
  forgetSignedIn();
  store.set(sessionAtom, restoreSession());
}

describe('a reload reads the permission codes from the server', () => {
  it('a code removed while the console was closed is gone after the reload: in the session, in storage, and in what is announced', async () => {
    await personalThenReload();
    removeFromPersonalRole('work-storage-look');
    const requests: string[] = [];
    const onRequest = ({ request }: { request: Request }) => requests.push(new URL(request.url).pathname);
    server.events.on('request:start', onRequest);
    const announced = vi.fn();
    const off = onSignedIn(announced);
    try {
      expect(await resumeSession()).toBe('resumed');
    } finally {
      server.events.removeListener('request:start', onRequest);
      off();
    }
    // One call, the permission list: the boot waits for nothing else.
    expect(requests).toEqual(['/api/aam/v1/portal/user/resource']);
    expect(store.get(sessionAtom)?.codes).not.toContain('work-storage-look');
    expect(store.get(sessionAtom)?.codes).toContain('work-app-look');
    expect(storedCodes()).not.toContain('work-storage-look');
    expect(announced).toHaveBeenCalledTimes(1);
    expect(announced.mock.calls[0]![0].codes).not.toContain('work-storage-look');
  });

  it('a code added meanwhile is there after the reload too', async () => {
    await personalThenReload();
    const roles = mockControl.db.collection('roles');
    const role = mockControl.db.collection('users').find((u) => u.userName === 'personal')!.role;
    roles.update(role, { permissions: [...roles.get(role)!.permissions, 'work-manage-look'] });
    expect(await resumeSession()).toBe('resumed');
    expect(store.get(sessionAtom)?.codes).toContain('work-manage-look');
    expect(storedCodes()).toContain('work-manage-look');
  });

  it('a role left with no codes at all: warned and logged out, nothing restored', async () => {
    await personalThenReload();
    server.use(http.get('*/api/:aam/v1/portal/user/resource', () => HttpResponse.json({ code: 200, data: [] })));
    notices.length = 0;
    expect(await resumeSession()).toBe('logged-out');
    expect(notices).toEqual([{ level: 'warning', text: NO_PERMISSION_MESSAGE }]);
    expect(readToken()).toBeNull();
    expect(store.get(sessionAtom)).toBeNull();
    expect(announcedSession()).toBeNull();
  });

  it('a failing permission call does not bring the stored codes back: the session stays without codes and is not announced', async () => {
    await personalThenReload();
    server.use(http.get('*/api/:aam/v1/portal/user/resource', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    notices.length = 0;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await resumeSession()).toBe('failed');
    expect(warn).toHaveBeenCalledWith('权限信息读取失败', expect.anything());
    expect(notices).toEqual([{ level: 'error', text: '500：服务器出错' }]);
    expect(store.get(sessionAtom)?.codes).toBeNull();
    expect(announcedSession()).toBeNull();
    // The back stage offers 重试 (RequireSession) rather than signing out for a passing fault.
    expect(store.get(permissionCodesUnavailableAtom)).toBe(true);
    expect(readToken()).not.toBeNull();
  });

  it('重试 after a failed permission call: the server’s codes, announced; a code removed meanwhile stays gone', async () => {
    await personalThenReload();
    failCodeCalls(CODE_FETCH_TRIES);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await resumeSession()).toBe('failed');
    removeFromPersonalRole('work-storage-look');
    expect(await retryPermissionCodes()).toBe('resumed');
    expect(store.get(permissionCodesUnavailableAtom)).toBe(false);
    expect(store.get(sessionAtom)?.codes).not.toContain('work-storage-look');
    expect(storedCodes()).not.toContain('work-storage-look');
    expect(announcedSession()?.codes).toEqual(store.get(sessionAtom)?.codes);
  });

  it('a passing fault on the first tries is asked again silently: the reload resumes with no message', async () => {
    await personalThenReload();
    failCodeCalls(CODE_FETCH_TRIES - 1);
    notices.length = 0;
    expect(await resumeSession()).toBe('resumed');
    expect(notices).toEqual([]);
    expect(store.get(permissionCodesUnavailableAtom)).toBe(false);
    expect(store.get(sessionAtom)?.codes).toContain('work-storage-look');
  });

  it('an ended server session (401) logs out on the reload', async () => {
    await personalThenReload();
    mockControl.db.collection('sessions').removeWhere(() => true);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await resumeSession()).toBe('failed');
    await vi.waitFor(() => expect(readToken()).toBeNull());
    await vi.waitFor(() => expect(store.get(sessionAtom)).toBeNull());
    expect(notices).toContainEqual({ level: 'error', text: '用户信息失效,请重新登录' });
    expect(store.get(permissionCodesUnavailableAtom)).toBe(false);
  });
});

describe('a notice that says 请重新登录 ends the stored session at once', () => {
  it.each(LOGOUT_NOTICE_CODES)('%s: token, codes and user data leave storage before the dialog is confirmed; the server session ends', async (code) => {
    const uninstall = installNoticeRouting(store);
    try {
      const result = await signIn({ username: 'personal', password: 'per123456' });
      expect(result.status).toBe('signed-in');
      const token = readToken()!;
      expect(mockControl.db.collection('sessions').get(token)).toBeDefined();
      publishAppEvent({ code, message: '您的权限范围已变更，请重新登录' });
      // The dialog is up and the page is still there behind it…
      expect(store.get(activeNoticeAtom)).toMatchObject({ code, action: 'logout' });
      expect(store.get(sessionAtom)).not.toBeNull();
      // …but nothing a reload could restore is left.
      expect(readToken()).toBeNull();
      expect(storedCodes()).toBeNull();
      expect(localStorage.getItem(StorageKey.userInfo)).toBeNull();
      expect(localStorage.getItem(StorageKey.islogout)).toBe('true');
      expect(restoreSession()).toBeNull();
      await vi.waitFor(() => expect(mockControl.db.collection('sessions').get(token)).toBeUndefined());
    } finally {
      uninstall();
    }
  });

  it('GROUP_CHANGE (reload on confirm) keeps the session', async () => {
    const uninstall = installNoticeRouting(store);
    try {
      await signIn({ username: 'personal', password: 'per123456' });
      publishAppEvent({ code: 'GROUP_CHANGE', message: '您所在的组织已变更' });
      expect(store.get(activeNoticeAtom)).toMatchObject({ code: 'GROUP_CHANGE', action: 'reload' });
      expect(readToken()).not.toBeNull();
      expect(storedCodes()).toContain('work-app-look');
    } finally {
      uninstall();
    }
  });
});
