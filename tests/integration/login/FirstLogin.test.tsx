import { fireEvent, screen, waitFor } from '../../support/testingLibrary';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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

const dialog = () => document.querySelector<HTMLElement>('.ant-modal');
const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement;
const errorTexts = () => [...document.querySelectorAll('.ant-formily-item-error-help')].map((node) => node.textContent);
const okButton = () => {
  const button = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.replace(/\s/g, '') === '确定');
  if (!button) throw new Error('no 确定 button');
  return button;
};

async function signInAsNewUser(entry = '/login') {
  const view = renderLogin(entry);
  await view.user.type(await screen.findByPlaceholderText('请输入账号', {}, { timeout: 8000 }), 'newuser');
  await view.user.type(screen.getByPlaceholderText('请输入密码'), 'new123456');
  await view.user.click(submitButton());
  await waitFor(() => expect(dialog()).not.toBeNull());
  return view;
}

describe('first login: the forced change-password dialog', () => {
  it('opens after signing in, before leaving the login page, and cannot be dismissed', async () => {
    const { user, notices } = await signInAsNewUser();
    expect(notices).toEqual([{ level: 'success', text: '登录成功' }]);
    expect(screen.getByText('首次登录，请修改密码')).toBeTruthy();
    expect(screen.getByText('密码长度为6-12位，可包含大小写字母、数字和特殊符号')).toBeTruthy();
    expect(document.querySelector('.ant-modal-close')).toBeNull(); // no close icon
    expect(screen.queryByText(/取\s*消/)).toBeNull(); // no cancel button
    await user.keyboard('{Escape}');
    const mask = document.querySelector('.ant-modal-wrap');
    if (mask) fireEvent.click(mask);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(dialog()).not.toBeNull();
    expect(screen.queryByTestId('landing')).toBeNull();
  });

  it('shows the docs/behaviour §5 messages, keeps what was typed, and meters the strength', async () => {
    const { user } = await signInAsNewUser();
    await user.click(okButton());
    await waitFor(() => expect(errorTexts()).toEqual(['请输入原密码', '请输入新密码', '请再次输入密码']));

    await user.type(field('请输入原密码'), 'new123456');
    await user.type(field('请输入新密码'), '12345');
    await waitFor(() => expect(errorTexts()).toContain('未按要求设置密码'));
    expect(screen.getByTestId('password-strength').dataset.strength).toBe('weak');
    await user.clear(field('请输入新密码'));
    await user.type(field('请输入新密码'), 'abcdefg1234567');
    await waitFor(() => expect(errorTexts()).toContain('未按要求设置密码'));

    await user.clear(field('请输入新密码'));
    await user.type(field('请输入新密码'), 'abc123');
    expect(screen.getByTestId('password-strength').dataset.strength).toBe('medium');
    await user.type(field('请再次输入密码'), 'abc124');
    await waitFor(() => expect(errorTexts()).toEqual(['密码输入不一致']));
    // Fixing the new password to match clears the confirmation's message.
    await user.clear(field('请输入新密码'));
    await user.type(field('请输入新密码'), 'abc124');
    await waitFor(() => expect(errorTexts()).toEqual([]));
    await user.type(field('请输入新密码'), '!');
    expect(screen.getByTestId('password-strength').dataset.strength).toBe('strong');
    await waitFor(() => expect(errorTexts()).toEqual(['密码输入不一致']));
    expect([field('请输入原密码').value, field('请输入新密码').value, field('请再次输入密码').value]).toEqual(['new123456', 'abc124!', 'abc124']);
  });

  it('a wrong old password shows the server message and keeps the form; then success clears the flag and leaves', async () => {
    const { user, notices } = await signInAsNewUser('/login?url=%2Fapplication-admin%2Fmy-app');
    notices.length = 0;
    await user.type(field('请输入原密码'), 'not-mine');
    await user.type(field('请输入新密码'), 'Hpc@2026');
    await user.type(field('请再次输入密码'), 'Hpc@2026');
    await user.click(okButton());
    await waitFor(() => expect(notices).toEqual([{ level: 'error', text: '原密码错误' }]));
    expect(field('请输入新密码').value).toBe('Hpc@2026');
    expect(dialog()).not.toBeNull();

    await user.clear(field('请输入原密码'));
    await user.type(field('请输入原密码'), 'new123456');
    await user.click(okButton());
    expect((await screen.findByTestId('landing')).textContent).toBe('/application-admin/my-app');
    expect(notices.at(-1)).toEqual({ level: 'success', text: '操作成功' });
    expect(localStorage.getItem(StorageKey.isFirstLogin)).toBe('false');
    expect(getDefaultStore().get(sessionAtom)?.isFirstLogin).toBe(false);
    expect(mockControl.db.collection('users').find((u) => u.userName === 'newuser')).toMatchObject({ firstLogin: false, password: 'Hpc@2026' });
  });

  it('退出登录 in the dialog ends the session instead of dismissing it', async () => {
    const { user } = await signInAsNewUser();
    const out = [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === '退出登录');
    await user.click(out!);
    await waitFor(() => expect(dialog()).toBeNull());
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.islogout)).toBe('true');
  });
});
