import { screen, waitFor } from '../../support/testingLibrary';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { resetLogoutState } from '../../../src/core/session/logout';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { forgetSignedIn } from '../../../src/core/session/signedIn';
import { StorageKey } from '../../../src/core/session/storageKeys';
import { installMatchMedia, renderLogin, submitButton } from './support';

beforeAll(installMatchMedia);
afterEach(() => {
  resetLogoutState();
  forgetSignedIn();
  getDefaultStore().set(sessionAtom, null);
});

async function fill(user: ReturnType<typeof renderLogin>['user'], username: string, password: string) {
  // Generous wait: the first render of a run also loads the lazy login chunk.
  const account = await screen.findByPlaceholderText('请输入账号', {}, { timeout: 8000 });
  if (username) await user.type(account, username);
  if (password) await user.type(screen.getByPlaceholderText('请输入密码'), password);
  await user.click(submitButton());
}

const inlineRefusal = () => document.querySelector('.hpc-login-refusal')?.textContent ?? null;

const values = () => [
  (screen.getByPlaceholderText('请输入账号') as HTMLInputElement).value,
  (screen.getByPlaceholderText('请输入密码') as HTMLInputElement).value,
];

describe('/login', () => {
  it('shows the platform name, the 账号 and 密码 fields and the links', async () => {
    renderLogin();
    // The first render also loads the lazy route chunk.
    expect(await screen.findByText('账号登录', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByText('账号')).toBeTruthy();
    expect(screen.getByText('密码')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('超算云平台').length).toBeGreaterThan(0));
    expect(screen.getByText('注册账号').getAttribute('href')).toBe('/register');
    expect(screen.getByText('忘记密码？').getAttribute('href')).toBe('/forget');
  });

  it('empty fields: 账号或密码不能为空, nothing sent, what was typed stays', async () => {
    const { user, notices } = renderLogin();
    await fill(user, 'admin', '');
    expect(notices).toEqual([{ level: 'warning', text: '账号或密码不能为空' }]);
    expect(values()).toEqual(['admin', '']);
    expect(inlineRefusal()).toBe('账号或密码不能为空');
    await user.clear(screen.getByPlaceholderText('请输入账号'));
    await fill(user, '', 'admin123');
    expect(notices.map((n) => n.text)).toEqual(['账号或密码不能为空', '账号或密码不能为空']);
    expect(mockControl.db.collection('sessions').count()).toBe(0);
  });

  it('a wrong password shows the server message (docs/behaviour §8 401 on the token endpoint) and keeps the input', async () => {
    const { user, notices } = renderLogin();
    await fill(user, 'admin', 'wrong-pass');
    await waitFor(() => expect(notices).toEqual([{ level: 'error', text: '账号或密码错误' }]));
    expect(values()).toEqual(['admin', 'wrong-pass']);
    // The refusal stays in view under the fields until the user edits them.
    expect(inlineRefusal()).toBe('账号或密码错误');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'x');
    expect(inlineRefusal()).toBeNull();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(screen.getByTestId('login-page')).toBeTruthy();
  });

  it('a disabled account: 该用户已禁用,请联系管理员', async () => {
    const { user, notices } = renderLogin();
    await fill(user, 'disabled', 'dis123456');
    await waitFor(() => expect(notices).toEqual([{ level: 'error', text: '该用户已禁用,请联系管理员' }]));
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });

  it('an account without permissions is warned and logged out, staying on the login page with its input', async () => {
    const { user, notices } = renderLogin('/login?url=%2Fapplication-admin%2Fmy-app');
    await fill(user, 'noperm', 'nop123456');
    await waitFor(() => expect(notices).toEqual([{ level: 'warning', text: '该账号暂无本平台的角色权限，请联系管理员' }]));
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.auth)).toBeNull();
    expect(localStorage.getItem(StorageKey.islogout)).toBe('true');
    expect(getDefaultStore().get(sessionAtom)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 250)); // past the logout redirect delay
    expect(screen.queryByTestId('landing')).toBeNull();
    expect(values()).toEqual(['noperm', 'nop123456']);
    expect(inlineRefusal()).toBe('该账号暂无本平台的角色权限，请联系管理员');
    await vi.waitFor(() => expect(mockControl.db.collection('sessions').count()).toBe(0));
  });

  it('success: 登录成功, the §3 keys stored, and /backstage opened', async () => {
    const { user, notices } = renderLogin();
    await fill(user, 'admin', 'admin123');
    expect((await screen.findByTestId('landing')).textContent).toBe('/backstage');
    expect(notices).toEqual([{ level: 'success', text: '登录成功' }]);
    for (const key of ['token', 'tokenEncoded', 'state', 'userInfo', 'isFirstLogin', 'aamName', 'acc', 'heartData', 'auth'] as const) {
      expect(localStorage.getItem(StorageKey[key]), key).not.toBeNull();
    }
    expect(getDefaultStore().get(sessionAtom)?.userInfo?.userName).toBe('admin');
  });

  it('goes to an internal url target, and refuses an external one', async () => {
    const first = renderLogin('/login?url=%2Fapplication-admin%2Fmy-app%3Fpage%3D2');
    await fill(first.user, 'enterprise', 'ent123456');
    expect((await screen.findByTestId('landing')).textContent).toBe('/application-admin/my-app?page=2');
    first.unmount();

    const second = renderLogin('/login?url=%2F%2Fevil.com');
    await fill(second.user, 'enterprise', 'ent123456');
    expect((await screen.findByTestId('landing')).textContent).toBe('/backstage');
  });

  it('makes the docs/behaviour §4 calls in order: realm, token, user realm, user info, HPC account, first-login check, permissions', async () => {
    const seen: string[] = [];
    const { user } = renderLogin();
    const listener = ({ request }: { request: Request }) => void seen.push(new URL(request.url).pathname);
    const { server } = await import('../../../mocks/node');
    server.events.on('request:start', listener);
    await fill(user, 'admin', 'admin123');
    await screen.findByTestId('landing');
    server.events.removeListener('request:start', listener);
    // project/info (the platform name) may start before the listener; only the sign-in calls matter here.
    expect(seen.filter((path) => !path.endsWith('/project/info'))).toEqual([
      '/api/oauth/v1/project/realm',
      '/api/oauth/v1/pwd/authorize/token',
      '/api/oauth/v1/project/user/realm',
      '/api/aam/v1/portal/user/info',
      '/api/operation-management/v1/starlight/account/list',
      '/api/aam/v1/user/password/confirm',
      '/api/aam/v1/portal/user/resource',
    ]);
  });
});
