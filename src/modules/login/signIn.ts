/**
 * Spec §4 Login / §5 Login as one function the form calls: check the fields, encrypt the
 * password, fetch the realm, exchange the credentials for a token, then establish the session
 * (user realm, user info, HPC account, heartData, first-login check, permissions).
 */
import { getRuntimeConfig } from '../../core/config/runtimeConfig';
import { encryptPassword } from '../../core/crypto/passwordCipher';
import { notify } from '../../core/feedback/notify';
import { HttpError } from '../../core/http/HttpError';
import { establishSession } from '../../core/session/establishSession';
import { exchangeToken, fetchRealm } from '../../core/session/sessionApi';
import type { Session } from '../../core/session/sessionAtoms';

/** Spec §5 / §8 messages, word for word. */
export const EMPTY_CREDENTIALS_MESSAGE = '账号或密码不能为空';
export const LOGIN_SUCCESS_MESSAGE = '登录成功';

export interface Credentials {
  username: string;
  password: string;
}

export type SignInResult =
  | { status: 'signed-in'; session: Session }
  /** Empty fields: nothing was sent. */
  | { status: 'invalid' }
  /** The server refused (wrong password, disabled, no permission, unusable user data) or a call failed. */
  | { status: 'refused' };

/** AES keys are 16, 24 or 32 bytes; anything else is a deployment mistake, not a user's. */
function hasUsableKey(key: string): boolean {
  return [16, 24, 32].includes(new TextEncoder().encode(key).length);
}

export async function signIn({ username, password }: Credentials): Promise<SignInResult> {
  const name = username.trim();
  if (name === '' || password === '') {
    notify.warning(EMPTY_CREDENTIALS_MESSAGE);
    return { status: 'invalid' };
  }
  const key = getRuntimeConfig().passwordKey;
  if (!hasUsableKey(key)) {
    notify.error('登录不可用：运行配置 config.json 中的 passwordKey 须为16、24或32位');
    return { status: 'refused' };
  }
  try {
    const realm = await fetchRealm();
    const token = await exchangeToken({ realm, username: name, password: encryptPassword(password, key) });
    const outcome = await establishSession({ token, realm, userName: name, discardOnError: true });
    if (outcome.status !== 'signed-in') return { status: 'refused' };
    notify.success(LOGIN_SUCCESS_MESSAGE);
    return outcome;
  } catch (error) {
    // HttpErrors were shown by the client (spec §8 catalogue); our own parse errors were not.
    if (!(error instanceof HttpError)) notify.error(error instanceof Error ? error.message : String(error));
    return { status: 'refused' };
  }
}
