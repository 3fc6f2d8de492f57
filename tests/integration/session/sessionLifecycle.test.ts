// @vitest-environment jsdom
import { queryClient } from '../../../src/core/query/queryClient';
import { getDefaultStore } from 'jotai';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { changePassword } from '../../../src/core/session/changePassword';
import { NO_PERMISSION_MESSAGE } from '../../../src/core/session/establishSession';
import { logout, onLogout, resetLogoutState } from '../../../src/core/session/logout';
import { resumeSession } from '../../../src/core/session/resumeSession';
import { sessionAtom, type Session } from '../../../src/core/session/sessionAtoms';
import { announcedSession, forgetSignedIn, onSignedIn } from '../../../src/core/session/signedIn';
import { StorageKey, writeToken } from '../../../src/core/session/storageKeys';
import { signIn } from '../../../src/modules/login/signIn';
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
});

const stored = () => Object.fromEntries(Object.entries(StorageKey).map(([name, key]) => [name, localStorage.getItem(key)]));

describe('signing in writes the §3 storage keys', () => {
  it('admin: token under both names, state, userInfo, isFirstLogin, aamName, acc, heartData and auth', async () => {
    const result = await signIn({ username: 'admin', password: 'admin123' });
    expect(result.status).toBe('signed-in');
    const keys = stored();
    const session = mockControl.db.collection('sessions').list()[0]!;
    expect(keys.token).toBe(session.id);
    expect(keys.tokenEncoded).toBe(session.id);
    expect(StorageKey.tokenEncoded).toBe(btoa('token'));
    expect(keys.state).toBe(session.sessionState);
    const user = mockControl.db.collection('users').find((u) => u.userName === 'admin')!;
    expect(JSON.parse(keys.userInfo!)).toMatchObject({ id: user.id, userName: 'admin', displayName: user.displayName, groupInfo: [{ orgLevel: 1 }] });
    expect(keys.isFirstLogin).toBe('false');
    expect(keys.aamName).toBe('aam');
    expect(keys.acc).toBe('hpc_admin');
    expect(JSON.parse(keys.heartData!)).toEqual({
      userId: user.id,
      endTime: user.endTime,
      realm: 'hpc',
      defaultGroup: '1001',
      defaultRole: '1',
      msgType: 'HEART_BEAT',
      expiresIn: 86400,
      scope: 'openid profile',
    });
    const codes = mockControl.db.collection('roles').get(user.role)!.permissions;
    expect(JSON.parse(keys.auth!)).toEqual(codes);
    expect(keys.islogout).toBeNull();
    expect(notices).toEqual([{ level: 'success', text: '登录成功' }]);

    const atom = store.get(sessionAtom);
    expect(atom).toMatchObject({ token: session.id, state: session.sessionState, isFirstLogin: false, aamName: 'aam', acc: 'hpc_admin', realm: 'hpc' });
    expect(atom?.codes).toEqual(codes);
  });

  it('newuser is flagged for the first-login change; partner has no HPC account', async () => {
    await signIn({ username: 'newuser', password: 'new123456' });
    expect(localStorage.getItem(StorageKey.isFirstLogin)).toBe('true');
    expect(store.get(sessionAtom)?.isFirstLogin).toBe(true);
    await signIn({ username: 'partner', password: 'par123456' });
    expect(localStorage.getItem(StorageKey.acc)).toBeNull();
    expect(localStorage.getItem(StorageKey.isFirstLogin)).toBe('false');
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo)!)).toMatchObject({ userName: 'partner' });
  });

  it('announces the sign-in; a later subscriber is handed the live session at once', async () => {
    const early = vi.fn<(session: Session) => void>();
    const off = onSignedIn(early);
    await signIn({ username: 'ops', password: 'ops123456' });
    expect(early).toHaveBeenCalledTimes(1);
    expect(early.mock.calls[0]![0].state).toBe(localStorage.getItem(StorageKey.state));
    const late = vi.fn();
    onSignedIn(late)();
    expect(late).toHaveBeenCalledWith(announcedSession());
    off();
  });

  it('noperm: warned, logged out, nothing of the session kept', async () => {
    const listener = vi.fn();
    const off = onSignedIn(listener);
    const result = await signIn({ username: 'noperm', password: 'nop123456' });
    expect(result.status).toBe('refused');
    expect(notices).toEqual([{ level: 'warning', text: NO_PERMISSION_MESSAGE }]);
    expect(NO_PERMISSION_MESSAGE).toBe('该账号暂无本平台的角色权限，请联系管理员');
    expect(stored()).toMatchObject({ token: null, tokenEncoded: null, userInfo: null, auth: null, islogout: 'true' });
    expect(store.get(sessionAtom)).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    off();
    // The refused session is ended on the server too.
    await vi.waitFor(() => expect(mockControl.db.collection('sessions').count()).toBe(0));
  });

  it('refuses empty fields before any call', async () => {
    for (const credentials of [{ username: '', password: 'x' }, { username: 'admin', password: '' }, { username: '   ', password: 'admin123' }]) {
      expect((await signIn(credentials)).status).toBe('invalid');
    }
    expect(notices.map((n) => n.text)).toEqual(['账号或密码不能为空', '账号或密码不能为空', '账号或密码不能为空']);
    expect(mockControl.db.collection('sessions').count()).toBe(0);
  });
});

describe('unusable user data at login logs out (docs/behaviour §4)', () => {
  it.each([
    ['no user record', null],
    ['no orgLevel', { id: 'u1', displayName: '张三', userName: 'admin', groupInfo: [{ groupId: '1001', groupName: '运营中心' }] }],
    ['no organisation at all', { id: 'u1', displayName: '张三', userName: 'admin', groupInfo: [] }],
  ])('%s', async (_label, body) => {
    server.use(http.get('*/api/:aam/v1/portal/user/info', () => HttpResponse.json(body)));
    const result = await signIn({ username: 'admin', password: 'admin123' });
    expect(result).toMatchObject({ status: 'refused', message: '用户信息不完整，请联系管理员' });
    expect(notices).toEqual([{ level: 'error', text: '用户信息不完整，请联系管理员' }]);
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.islogout)).toBe('true');
    expect(store.get(sessionAtom)).toBeNull();
  });

  it('a failing call after the token discards the half-made session', async () => {
    server.use(http.get('*/api/:aam/v1/portal/user/resource', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const result = await signIn({ username: 'admin', password: 'admin123' });
    expect(result).toMatchObject({ status: 'refused', message: '500：服务器出错' });
    expect(notices).toEqual([{ level: 'error', text: '500：服务器出错' }]);
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.userInfo)).toBeNull();
    await vi.waitFor(() => expect(mockControl.db.collection('sessions').count()).toBe(0));
  });
});

describe('logout clears the session', () => {
  it('ends the server session, runs the logout listeners, clears both storages and the server-state cache, sets islogout, resets the atom, then goes to /login', async () => {
    await signIn({ username: 'admin', password: 'admin123' });
    window.location.hash = '#/application-admin/my-app';
    sessionStorage.setItem('other', 'x');
    queryClient.setQueryData(['list', '/api/x', null, { page: 1 }], { records: [{ id: 1 }], total: 1 });
    const released = vi.fn();
    const off = onLogout(released);
    logout();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(released).toHaveBeenCalledTimes(1);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem(StorageKey.islogout)).toBe('true');
    expect(sessionStorage.length).toBe(0);
    expect(store.get(sessionAtom)).toBeNull();
    expect(announcedSession()).toBeNull();
    await vi.waitFor(() => expect(mockControl.db.collection('sessions').count()).toBe(0));
    await vi.waitFor(() => expect(window.location.hash).toBe('#/login'));
    off();
  });

  it('on a portal page the login route keeps the way back; on the login page it stays put', async () => {
    await signIn({ username: 'admin', password: 'admin123' });
    window.location.hash = '#/portal/about';
    logout();
    await vi.waitFor(() => expect(window.location.hash).toBe(`#/login?url=${encodeURIComponent('/portal/about')}`));
    resetLogoutState();
    window.location.hash = '#/login?url=%2Fportal%2Fhome';
    logout();
    await new Promise((resolve) => setTimeout(resolve, 260));
    expect(window.location.hash).toBe('#/login?url=%2Fportal%2Fhome');
  });

  it('ends on the spec route even when a guard already moved to /login?url=… (back-stage pages get no url)', async () => {
    await signIn({ username: 'admin', password: 'admin123' });
    window.location.hash = '#/application-admin/my-app';
    logout();
    window.location.hash = `#/login?url=${encodeURIComponent('/application-admin/my-app')}`; // what a route guard does
    await new Promise((resolve) => setTimeout(resolve, 260));
    expect(window.location.hash).toBe('#/login');
  });

  it('an expired token at logout shows nothing more (no 用户信息失效 message)', async () => {
    await signIn({ username: 'admin', password: 'admin123' });
    notices.length = 0;
    mockControl.faults.set({ path: '/api/oauth/v1/logout', status: 401 });
    window.location.hash = '#/application-admin/my-app';
    logout();
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(notices).toEqual([]);
    expect(window.location.hash).toBe('#/login');
  });
});

describe('resuming a stored session on page load', () => {
  it('a complete stored session is announced as it is', async () => {
    await signIn({ username: 'admin', password: 'admin123' });
    forgetSignedIn();
    const listener = vi.fn();
    const off = onSignedIn(listener);
    expect(await resumeSession()).toBe('resumed');
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('a bare token (from t in the address) is completed with the login calls', async () => {
    await signIn({ username: 'personal', password: 'per123456' });
    const token = localStorage.getItem(StorageKey.token)!;
    localStorage.clear();
    forgetSignedIn();
    store.set(sessionAtom, null);
    writeToken(token);
    localStorage.setItem(StorageKey.aamName, 'aam-person'); // p=person
    expect(await resumeSession()).toBe('completed');
    expect(localStorage.getItem(StorageKey.aamName)).toBe('aam-person');
    expect(JSON.parse(localStorage.getItem(StorageKey.userInfo)!)).toMatchObject({ userName: 'personal' });
    expect(JSON.parse(localStorage.getItem(StorageKey.auth)!)).toContain('work-app-look');
    expect(JSON.parse(localStorage.getItem(StorageKey.heartData)!)).toMatchObject({ realm: 'hpc', defaultRole: '1' });
    expect(store.get(sessionAtom)?.codes).toContain('work-app-look');
  });

  it('stored user data without orgLevel logs out (docs/behaviour §4)', async () => {
    writeToken('some-token');
    localStorage.setItem(StorageKey.userInfo, JSON.stringify({ id: 'u1', displayName: '张三', groupInfo: [{ groupId: '1' }] }));
    localStorage.setItem(StorageKey.auth, '["work-app-look"]');
    expect(await resumeSession()).toBe('logged-out');
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.islogout)).toBe('true');
  });

  it('nothing stored: nothing to resume', async () => {
    expect(await resumeSession()).toBe('none');
  });
});

describe('changing the password clears the first-login flag', () => {
  it('in storage and in the session atom', async () => {
    await signIn({ username: 'newuser', password: 'new123456' });
    await changePassword({ oldPassword: 'new123456', newPassword: 'Hpc@2026', userName: 'newuser' });
    expect(localStorage.getItem(StorageKey.isFirstLogin)).toBe('false');
    expect(store.get(sessionAtom)?.isFirstLogin).toBe(false);
    expect(mockControl.db.collection('users').find((u) => u.userName === 'newuser')?.firstLogin).toBe(false);
  });
});
