// @vitest-environment jsdom
/**
 * docs/behaviour §4 Login: login, register, forgotten password and the portal pages (except the cloud
 * market's app detail) do not fetch the permission codes. A reload on one of them restores the
 * stored session without its codes — they open nothing — and the back stage asks for them once,
 * drawing its menu from the answer.
 */
import { getDefaultStore } from 'jotai';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { server } from '../../../mocks/node';
import { fetchesNoPermissionCodes } from '../../../src/app/routes/publicPaths';
import { resetLogoutState } from '../../../src/core/session/logout';
import {
  askDeferredCodes, CODE_FETCH_TRIES, permissionCodesDeferredAtom, permissionCodesUnavailableAtom, resumeSession,
} from '../../../src/core/session/resumeSession';
import { restoreSession, sessionAtom } from '../../../src/core/session/sessionAtoms';
import { announcedSession, forgetSignedIn } from '../../../src/core/session/signedIn';
import { readToken, StorageKey } from '../../../src/core/session/storageKeys';
import { signIn } from '../../../src/modules/login/signIn';
import { SideMenu } from '../../../src/shell/layout/SideMenu';
import { RequireSession } from '../../../src/shell/RequireSession';
import { ShellRouteProvider } from '../../../src/shell/state/shellRoute';
import { failCodeCalls } from './failCodeCalls';
import { recordNotices } from '../../support/notifierRecorder';
import { fireEvent, render, screen } from '../../support/testingLibrary';

const store = getDefaultStore();
const CODES_PATH = '/api/aam/v1/portal/user/resource';
let requests: string[];
const onRequest = ({ request }: { request: Request }) => requests.push(new URL(request.url).pathname);
const codeRequests = () => requests.filter((path) => path === CODES_PATH);

beforeEach(() => {
  recordNotices();
  requests = [];
  window.location.hash = '#/login';
});
afterEach(() => {
  server.events.removeListener('request:start', onRequest);
  resetLogoutState();
  forgetSignedIn();
  store.set(sessionAtom, null);
  store.set(permissionCodesUnavailableAtom, false);
  store.set(permissionCodesDeferredAtom, false);
});

/** Takes `code` from the personal role, as a role editor does (the stored data, not the client). */
function removeFromPersonalRole(code: string): void {
  const roles = mockControl.db.collection('roles');
  const user = mockControl.db.collection('users').find((u) => u.userName === 'personal')!;
  roles.update(user.role, { permissions: roles.get(user.role)!.permissions.filter((c) => c !== code) });
}

/** Signs personal in, forgets the in-memory session as a page reload does, then counts requests. */
async function personalThenReload(): Promise<void> {
  expect((await signIn({ username: 'personal', password: 'per123456' })).status).toBe('signed-in');
  forgetSignedIn();
  store.set(sessionAtom, restoreSession());
  server.events.on('request:start', onRequest);
}

const reloadOn = (pathname: string) => resumeSession({ deferCodes: fetchesNoPermissionCodes(pathname) });

/** A portal page with the header's 工作台 link, the login page, and the back stage with its menu. */
function renderConsole(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/portal/home" element={<Link to="/backstage">工作台</Link>} />
        <Route path="/login" element={<p>登录页</p>} />
        <Route
          path="*"
          element={(
            <RequireSession>
              <ShellRouteProvider>
                <nav className="hpc-sider"><SideMenu /></nav>
              </ShellRouteProvider>
            </RequireSession>
          )}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the public routes of docs/behaviour §4 Login', () => {
  it('are the sign-in and portal paths, not the cloud market app detail nor the back stage', () => {
    for (const path of ['/', '/home', '/login', '/register', '/forget', '/portal', '/portal/home', '/portal/about', '/portal/cloudMarket', '/portal/appList/3', '/temp/7', '/category', '/template/competence']) {
      expect(fetchesNoPermissionCodes(path), path).toBe(true);
    }
    for (const path of ['/portal/cloudMarket/appDetail', '/portal/cloudMarket/appDetail/', '/backstage', '/application-admin/my-app', '/temp-page', '/portalx']) {
      expect(fetchesNoPermissionCodes(path), path).toBe(false);
    }
  });
});

describe('a reload on a public route does not ask for the permission codes', () => {
  it.each(['/portal/home', '/login'])('%s: no user/resource call; the session keeps its user data, and its stored codes open nothing', async (path) => {
    await personalThenReload();
    expect(await reloadOn(path)).toBe('deferred');
    expect(codeRequests()).toEqual([]);
    const session = store.get(sessionAtom);
    expect(session?.codes).toBeNull();
    // What the portal header shows (name, 工作台) needs the user data, not the codes.
    expect(session?.userInfo).toMatchObject({ userName: 'personal' });
    expect(readToken()).not.toBeNull();
    expect(store.get(permissionCodesDeferredAtom)).toBe(true);
  });

  it('then going to the back stage asks once and draws the menu from the answer; a code removed while closed opens nothing', async () => {
    await personalThenReload();
    removeFromPersonalRole('work-storage-look');
    expect(await reloadOn('/portal/home')).toBe('deferred');
    renderConsole('/portal/home');
    expect(codeRequests()).toEqual([]);

    fireEvent.click(screen.getByRole('link', { name: '工作台' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '工作台' }));
    expect(await screen.findByRole('menuitem', { name: '我的应用' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: '存储管理' })).toBeNull();
    expect(codeRequests()).toEqual([CODES_PATH]);
    expect(store.get(sessionAtom)?.codes).toContain('work-app-look');
    expect(store.get(sessionAtom)?.codes).not.toContain('work-storage-look');
    expect(JSON.parse(localStorage.getItem(StorageKey.auth)!)).not.toContain('work-storage-look');
    expect(announcedSession()?.codes).not.toContain('work-storage-look');
    expect(store.get(permissionCodesDeferredAtom)).toBe(false);
    // Asked once: nothing waits any more.
    expect(askDeferredCodes()).toBeNull();
    expect(codeRequests()).toEqual([CODES_PATH]);
  });

  it('a back stage whose deferred call fails shows 重试, and 重试 opens it', async () => {
    await personalThenReload();
    expect(await reloadOn('/login')).toBe('deferred');
    failCodeCalls(CODE_FETCH_TRIES);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderConsole('/application-admin/my-app');
    expect(await screen.findByText('权限信息加载失败')).toBeInTheDocument();
    expect(screen.queryByText('登录页')).toBeNull();
    expect(readToken()).not.toBeNull();
    expect(codeRequests()).toHaveLength(CODE_FETCH_TRIES);
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByRole('menuitem', { name: '存储管理' })).toBeInTheDocument();
  });

  it('an empty answer when the back stage asks warns and logs out', async () => {
    await personalThenReload();
    const role = mockControl.db.collection('users').find((u) => u.userName === 'personal')!.role;
    mockControl.db.collection('roles').update(role, { permissions: [] });
    expect(await reloadOn('/portal/home')).toBe('deferred');
    renderConsole('/backstage');
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(readToken()).toBeNull();
    expect(codeRequests()).toEqual([CODES_PATH]);
  });

  it('the cloud market app detail asks on load', async () => {
    await personalThenReload();
    expect(await reloadOn('/portal/cloudMarket/appDetail')).toBe('resumed');
    expect(codeRequests()).toEqual([CODES_PATH]);
    expect(store.get(sessionAtom)?.codes).toContain('work-app-look');
  });

  it('the cloud market app detail reached from the portal asks too, once however often it is asked', async () => {
    await personalThenReload();
    expect(await reloadOn('/portal/cloudMarket')).toBe('deferred');
    const first = askDeferredCodes();
    expect(askDeferredCodes()).toBe(first);
    expect(await first).toBe('resumed');
    expect(codeRequests()).toEqual([CODES_PATH]);
    expect(store.get(sessionAtom)?.codes).toContain('work-storage-look');
  });

  it('a bare token is still completed with the login calls on a public route', async () => {
    await personalThenReload();
    const token = readToken()!;
    localStorage.clear();
    store.set(sessionAtom, null);
    localStorage.setItem(StorageKey.token, token);
    expect(await reloadOn('/portal/home')).toBe('completed');
    expect(store.get(sessionAtom)?.codes).toContain('work-app-look');
  });
});
