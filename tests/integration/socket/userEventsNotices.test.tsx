import { act, fireEvent, render, screen, waitFor, within } from '../../support/testingLibrary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../src/app/AppProviders';
import { subscribeAppEvents, type AppEvent } from '../../../src/core/events/appEvents';
import { logout } from '../../../src/core/session/logout';
import { readStored, readToken } from '../../../src/core/session/storageKeys';
import { userEventsSocket } from '../../../src/core/socket/userEventsSocket';
import { NoticeDialogs } from '../../../src/shell/notices/NoticeDialogs';
import { mockControl } from '../../../mocks/control';
import { recordReloads, resetSessionModules, signInAs } from '../organization/signedIn';

const offs: (() => void)[] = [];
afterEach(() => {
  offs.splice(0).forEach((off) => off());
  resetSessionModules();
});

/** Signs in with the app mounted: the socket opens on the sign-in announcement. */
async function signedInApp(userName = 'admin', extra?: React.ReactNode) {
  render(<AppProviders>{extra}</AppProviders>);
  const session = await signInAs(userName);
  const state = session.state ?? '';
  await mockControl.notices.waitForClient(state);
  await waitFor(() => expect(userEventsSocket.status).toBe('open'));
  return { session, state };
}

const noticeDialog = () => screen.findByRole('dialog');

describe('user-events socket with the mock backend', () => {
  it('connects /websocket/userEvents/{state} after sign-in; other codes reach the app event bus', async () => {
    const events: AppEvent[] = [];
    offs.push(subscribeAppEvents((event) => events.push(event)));
    const { state } = await signedInApp();
    expect(mockControl.notices.connected()).toEqual([{ id: expect.any(String), state }]);
    mockControl.notices.push('ORDER_PAID', '订单已支付', state);
    await waitFor(() => expect(events).toEqual([{ code: 'ORDER_PAID', message: '订单已支付' }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a pushed REPEAT_LOGIN opens a confirm-only dialog; confirm logs out and goes to /login', async () => {
    window.location.hash = '#/application-admin/application-center';
    const { state } = await signedInApp();
    act(() => {
      mockControl.notices.push('REPEAT_LOGIN', '您的账号已在其他地方登录', state);
    });
    const dialog = await noticeDialog();
    expect(within(dialog).getByText('您的账号已在其他地方登录')).toBeTruthy();
    expect(document.querySelector('.ant-modal-close')).toBeNull(); // no close icon
    fireEvent.keyDown(dialog, { key: 'Escape', code: 'Escape', keyCode: 27 });
    fireEvent.click(document.querySelector('.ant-modal-wrap')!); // the mask does not dismiss either
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(within(dialog).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['确定']);

    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(readToken()).toBeNull();
    expect(readStored('islogout')).toBe('true');
    expect(userEventsSocket.status).toBe('idle');
    await waitFor(() => expect(mockControl.notices.count(state)).toBe(0));
    await waitFor(() => expect(window.location.hash).toBe('#/login'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each([
    ['USER_SCOPE_CHANGE', '您的权限范围已变更，请重新登录'],
    ['USER_EXPIRE', '您的账号已过期'],
    ['ROLE_DEL', '您的角色已被删除'],
    ['PWD_CHANGE', '您的密码已修改，请重新登录'],
  ])('%s also logs out on confirm', async (code, message) => {
    const { state } = await signedInApp();
    act(() => {
      mockControl.notices.push(code, message, state);
    });
    const dialog = await noticeDialog();
    expect(within(dialog).getByText(message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(readToken()).toBeNull();
  });

  it('GROUP_CHANGE shows the message and reloads on confirm, staying signed in', async () => {
    const reloads = recordReloads();
    const { state } = await signedInApp();
    act(() => {
      mockControl.notices.push('GROUP_CHANGE', '您所在的组织已变更', state);
    });
    const dialog = await noticeDialog();
    expect(within(dialog).getByText('您所在的组织已变更')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(reloads.count).toBe(1);
    expect(readToken()).not.toBeNull();
  });

  it('shows one dialog at a time even when the shell mounts NoticeDialogs as well', async () => {
    const { state } = await signedInApp('admin', <NoticeDialogs />);
    act(() => {
      mockControl.notices.push('GROUP_CHANGE', '您所在的组织已变更', state);
      mockControl.notices.push('USER_EXPIRE', '您的账号已过期', state);
      mockControl.notices.push('ROLE_DEL', '您的角色已被删除', state);
    });
    await waitFor(() => expect(screen.getByText('您的账号已过期')).toBeTruthy());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByText('您所在的组织已变更')).toBeNull();
    expect(screen.queryByText('您的角色已被删除')).toBeNull();
  });

  it('shows the server message as text, never as HTML', async () => {
    const { state } = await signedInApp();
    act(() => {
      mockControl.notices.push('USER_EXPIRE', '<img src=x onerror="alert(1)"><b>账号已过期</b>', state);
    });
    const dialog = await noticeDialog();
    expect(within(dialog).getByText('<img src=x onerror="alert(1)"><b>账号已过期</b>')).toBeTruthy();
    expect(dialog.querySelector('img, b')).toBeNull();
  });

  it('keeps exactly one connection across a re-login, and none after logout', async () => {
    const first = await signedInApp();
    const second = await signInAs('admin');
    expect(second.state).not.toBe(first.state);
    await mockControl.notices.waitForClient(second.state ?? '');
    await waitFor(() => expect(mockControl.notices.connected().map((c) => c.state)).toEqual([second.state]));
    act(() => logout());
    await waitFor(() => expect(mockControl.notices.count()).toBe(0));
  });

  it('a dropped socket is reported to the console only, never as a toast', async () => {
    const { state } = await signedInApp();
    // Every toast but the sign-in's 登录成功 (which may render before or after this point).
    const toasts = () => [...document.querySelectorAll('.ant-message-notice')].map((n) => n.textContent).filter((text) => text !== '登录成功');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockControl.faults.set({ path: '/websocket/userEvents/*', dropSocket: true });
    await waitFor(() => expect(userEventsSocket.status).toBe('waiting'));
    expect(mockControl.notices.count(state)).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[user-events] socket closed (1011'));
    expect(toasts()).toEqual([]);
  });
});
