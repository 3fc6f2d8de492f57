/**
 * docs/behaviour §7.1 sms/code/authorize/token (schemas/families/oauth.json post-sms-code-authorize-token,
 * a form-encoded body): signing in with a phone and an SMS code (the login page's 短信登录 tab).
 * The token answer is the password login's, and the session is established the same way (docs/behaviour §4 Login).
 */
import { notify } from '../../core/feedback/notify';
import { readableMessageOf } from '../../core/feedback/developerFault';
import { HttpError } from '../../core/http/HttpError';
import { establishSession, INVALID_USER_MESSAGE, NO_PERMISSION_MESSAGE } from '../../core/session/establishSession';
import { fetchRealm, unwrapData, type TokenResponse } from '../../core/session/sessionApi';
import { validatePhone, validateSmsCode } from '../../contract/signUpRules';
import { operationRequest } from '../../renderer/data/operationClient';
import { LOGIN_SUCCESS_MESSAGE, type SignInResult } from './signIn';

async function exchangeSmsToken(body: { realm: string; phone: string; code: string }): Promise<TokenResponse> {
  // A gateway may still wrap the token in the platform's envelope, as for the password sign-in.
  const data = unwrapData(await operationRequest('oauth', 'post-sms-code-authorize-token', { body }));
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const token = typeof record.access_token === 'string' ? record.access_token : '';
  if (token === '') throw new Error('登录失败：认证服务未返回令牌');
  return {
    access_token: token,
    refresh_token: typeof record.refresh_token === 'string' ? record.refresh_token : undefined,
    expires_in: typeof record.expires_in === 'number' ? record.expires_in : undefined,
    session_state: typeof record.session_state === 'string' ? record.session_state : undefined,
    scope: typeof record.scope === 'string' ? record.scope : undefined,
  };
}

export async function signInWithSms(phoneInput: string, codeInput: string): Promise<SignInResult> {
  const phone = phoneInput.trim();
  const code = codeInput.trim();
  const invalid = validatePhone(phone) ?? validateSmsCode(code);
  if (invalid) {
    notify.warning(invalid);
    return { status: 'invalid', message: invalid, level: 'warning' };
  }
  try {
    const realm = await fetchRealm();
    const token = await exchangeSmsToken({ realm, phone, code });
    const outcome = await establishSession({ token, realm, userName: phone, discardOnError: true });
    if (outcome.status === 'no-permission') return { status: 'refused', message: NO_PERMISSION_MESSAGE, level: 'warning' };
    if (outcome.status === 'invalid-user') return { status: 'refused', message: INVALID_USER_MESSAGE, level: 'error' };
    notify.success(LOGIN_SUCCESS_MESSAGE);
    return outcome;
  } catch (error) {
    const message = readableMessageOf(error);
    if (!(error instanceof HttpError)) notify.error(message);
    return { status: 'refused', message, level: 'error' };
  }
}
