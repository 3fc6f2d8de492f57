import { screen, waitFor } from '../../support/testingLibrary';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { resetLogoutState } from '../../../src/core/session/logout';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { forgetSignedIn } from '../../../src/core/session/signedIn';
import { StorageKey } from '../../../src/core/session/storageKeys';
import { SMS_TEMPLATES } from '../../../src/contract/smsTemplates';
import { ORIGIN, requestToken } from '../mocks/support';
import { installMatchMedia, renderLogin, submitButton } from './support';

/** The console's answers to the backend's abuse limits: each refusal stays in view, and so does what was typed. */
beforeAll(installMatchMedia);
afterEach(() => {
  vi.useRealTimers();
  resetLogoutState();
  forgetSignedIn();
  getDefaultStore().set(sessionAtom, null);
});

const LOCKED = '登录失败次数过多，账号已锁定，请15分钟后再试';
const DAILY_CAP = '今日验证码发送次数已达上限，请明天再试';

describe('limits on the login page (password and SMS sign-in; 获取验证码 is the same on 注册 and 找回密码)', () => {
  it('a locked account: the lock message shows under the fields (the right password is refused too) and the input stays', async () => {
    for (let i = 0; i < 5; i += 1) await requestToken('ops', 'wrong-pass');
    const { user, notices } = renderLogin();
    const account = await screen.findByPlaceholderText('请输入账号', {}, { timeout: 20_000 });
    await user.type(account, 'ops');
    await user.type(screen.getByPlaceholderText('请输入密码'), 'ops123456');
    await user.click(submitButton());
    await waitFor(() => expect(document.querySelector('.hpc-login-refusal')?.textContent).toBe(LOCKED));
    expect(notices.map((n) => n.text)).toEqual([LOCKED]);
    expect((screen.getByPlaceholderText('请输入账号') as HTMLInputElement).value).toBe('ops');
    expect((screen.getByPlaceholderText('请输入密码') as HTMLInputElement).value).toBe('ops123456');
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });

  it('the day’s SMS cap: the refusal stays beside 获取验证码 with the number typed, until the number changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T09:00:00+08:00'));
    const phone = '13912345678';
    for (let i = 0; i < 10; i += 1) {
      const sent = await fetch(`${ORIGIN}/api/sms-api/v1/common/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 't', phones: phone, smsToken: '', smsType: 2, templateId: SMS_TEMPLATES.login }),
      });
      expect(sent.status).toBe(200);
      vi.setSystemTime(Date.now() + 61_000);
    }
    const { user, notices } = renderLogin();
    await user.click(await screen.findByRole('tab', { name: '短信登录' }, { timeout: 20_000 }));
    const field = await screen.findByPlaceholderText('请输入手机号');
    await user.type(field, phone);
    // The SMS form is drawn apart from the tab (its button may come after the field under load): wait for it.
    await user.click(await screen.findByRole('button', { name: '获取验证码' }, { timeout: 20_000 }));
    await waitFor(() => expect(document.querySelector('.hpc-sms-refusal')?.textContent).toBe(DAILY_CAP));
    expect(notices.map((n) => n.text)).toEqual([DAILY_CAP]);
    expect((field as HTMLInputElement).value).toBe(phone);
    // Ready to send again once the refused send has finished (the refusal may show a moment before the button stops loading).
    expect(await screen.findByRole('button', { name: '获取验证码' })).toBeEnabled();
    expect(mockControl.db.collection('smsCodes').count((c) => c.phone === phone)).toBe(10);
    await user.type(field, '{Backspace}9');
    expect(document.querySelector('.hpc-sms-refusal')).toBeNull();
  });
});
