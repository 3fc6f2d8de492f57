/**
 * 短信登录 (src/modules/login/smsSignIn.ts): the token call is the oauth family's declared
 * post-sms-code-authorize-token, sent form-encoded as the declaration says (`encoding: "form"`).
 * A wrong code stays in view with what was typed; the code the user received signs them in.
 */
import { screen, waitFor, within } from '../../support/testingLibrary';
import { getDefaultStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { resetLogoutState } from '../../../src/core/session/logout';
import { sessionAtom } from '../../../src/core/session/sessionAtoms';
import { forgetSignedIn } from '../../../src/core/session/signedIn';
import { StorageKey } from '../../../src/core/session/storageKeys';
import { installMatchMedia, renderLogin } from './support';

beforeAll(installMatchMedia);
afterEach(() => {
  resetLogoutState();
  forgetSignedIn();
  getDefaultStore().set(sessionAtom, null);
});

describe('短信登录', { timeout: 30_000 }, () => {
  it('sends the phone and code form-encoded; a wrong code is refused in view, the received one signs in', async () => {
    const personal = mockControl.db.collection('users').find((u) => u.userName === 'personal')!;
    const sent: { type: string | null; body: string }[] = [];
    const { server } = await import('../../../mocks/node');
    const listener = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/sms/code/authorize/token')) void request.clone().text().then((body) => sent.push({ type: request.headers.get('content-type'), body }));
    };
    server.events.on('request:start', listener);
    const { user, notices } = renderLogin();
    await user.click(await screen.findByRole('tab', { name: '短信登录' }, { timeout: 20_000 }));
    const form = await screen.findByRole('form', { name: '短信登录' });
    await user.type(within(form).getByPlaceholderText('请输入手机号'), personal.phone);
    await user.click(within(form).getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(mockControl.db.collection('smsCodes').find((c) => c.phone === personal.phone && c.purpose === 'login')).toBeTruthy());

    const code = within(form).getByPlaceholderText('请输入验证码');
    await user.type(code, '000000');
    await user.click(form.querySelector<HTMLButtonElement>('.hpc-login-submit')!);
    await waitFor(() => expect(form.querySelector('.hpc-login-refusal')?.textContent).toContain('验证码错误'));
    expect((code as HTMLInputElement).value).toBe('000000');
    expect(localStorage.getItem(StorageKey.token)).toBeNull();

    const received = mockControl.db.collection('smsCodes').find((c) => c.phone === personal.phone && c.purpose === 'login' && !c.used)!.code;
    await user.clear(code);
    await user.type(code, received);
    await user.click(form.querySelector<HTMLButtonElement>('.hpc-login-submit')!);
    expect((await screen.findByTestId('landing', {}, { timeout: 10_000 })).textContent).toBe('/backstage');
    expect(notices.at(-1)).toEqual({ level: 'success', text: '登录成功' });
    expect(getDefaultStore().get(sessionAtom)?.userInfo?.userName).toBe('personal');
    server.events.removeListener('request:start', listener);

    expect(sent.map((call) => call.type?.split(';')[0])).toEqual(['application/x-www-form-urlencoded', 'application/x-www-form-urlencoded']);
    expect(Object.fromEntries(new URLSearchParams(sent[1]!.body))).toEqual({ realm: 'hpc', phone: personal.phone, code: received });
  });
});
