/**
 * docs/behaviour §4 Login / §5 Login as one function the form calls: check the fields, encrypt the
 * password, fetch the realm, exchange the credentials for a token, then establish the session
 * (user realm, user info, HPC account, heartData, first-login check, permissions).
 */
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { encryptPassword } from '../../core/session/passwordCipher';
import { readableMessageOf, reportDeveloperDetail } from '../../core/feedback/developerFault';
import { notify } from '../../core/feedback/notify';
import { HttpError } from '../../core/http/HttpError';
import { establishSession, INVALID_USER_MESSAGE, NO_PERMISSION_MESSAGE } from '../../core/session/establishSession';
import { exchangeToken, fetchRealm } from '../../core/session/sessionApi';
import type { Session } from '../../core/session/sessionAtoms';

/** docs/behaviour §5 / §8 messages, word for word. */
export const EMPTY_CREDENTIALS_MESSAGE = '账号或密码不能为空';
export const LOGIN_SUCCESS_MESSAGE = '登录成功';
/** Longest account name; the box does not cut a longer one, this says why it is not sent. */
export const USERNAME_MAX = 64;
export const USERNAME_TOO_LONG_MESSAGE = `账号不能超过${USERNAME_MAX}个字符`;
/** The deployment's password key is unusable: the detail goes to the console, not to the user. */
export const SIGN_IN_UNAVAILABLE_MESSAGE = '登录暂不可用，请联系管理员';

export interface Credentials {
  username: string;
  password: string;
}

export type SignInResult =
  | { status: 'signed-in'; session: Session }
  /** Empty fields or an overlong account name: nothing was sent. `message` is what was shown, for the form to keep in view. */
  | { status: 'invalid'; message: string; level: 'warning' }
  /** The server refused (wrong password, disabled, no permission, unusable user data) or a call failed. */
  | { status: 'refused'; message: string; level: 'warning' | 'error' };

/** AES keys are 16, 24 or 32 bytes; anything else is a deployment mistake, not a user's. */
function hasUsableKey(key: string): boolean {
  return [16, 24, 32].includes(new TextEncoder().encode(key).length);
}

export async function signIn({ username, password }: Credentials): Promise<SignInResult> {
  const name = username.trim();
  if (name === '' || password === '') {
    notify.warning(EMPTY_CREDENTIALS_MESSAGE);
    return { status: 'invalid', message: EMPTY_CREDENTIALS_MESSAGE, level: 'warning' };
  }
  if (Array.from(name).length > USERNAME_MAX) {
    notify.warning(USERNAME_TOO_LONG_MESSAGE);
    return { status: 'invalid', message: USERNAME_TOO_LONG_MESSAGE, level: 'warning' };
  }
  const key = getRuntimeConfig().passwordKey;
  if (!hasUsableKey(key)) {
    reportDeveloperDetail('运行配置 config.json 中的 passwordKey 须为16、24或32位字节，登录无法加密密码');
    const message = SIGN_IN_UNAVAILABLE_MESSAGE;
    notify.error(message);
    return { status: 'refused', message, level: 'error' };
  }
  try {
    const realm = await fetchRealm();
    const token = await exchangeToken({ realm, username: name, password: encryptPassword(password, key) });
    const outcome = await establishSession({ token, realm, userName: name, discardOnError: true });
    if (outcome.status === 'no-permission') return { status: 'refused', message: NO_PERMISSION_MESSAGE, level: 'warning' };
    if (outcome.status === 'invalid-user') return { status: 'refused', message: INVALID_USER_MESSAGE, level: 'error' };
    notify.success(LOGIN_SUCCESS_MESSAGE);
    return outcome;
  } catch (error) {
    // HttpErrors were shown by the client (docs/behaviour §8 catalogue); our own parse errors were not.
    const message = error instanceof HttpError ? error.message : readableMessageOf(error);
    if (!(error instanceof HttpError)) notify.error(message);
    return { status: 'refused', message, level: 'error' };
  }
}
