/**
 * docs/behaviour §4 Login after the token: user realm, user info, HPC account, heartData, the first-login
 * check and the permission list, each written to its §3 storage key; then the session atom is
 * set and the sign-in announced (the socket connects on that). Shared by the login form and
 * by a session that arrived as a `t` token in the address.
 */
import { getDefaultStore } from 'jotai';
import { notify } from '../feedback/notify';
import { buildHeartData } from './heartData';
import { logout } from './logout';
import {
  fetchHpcAccount, fetchIsFirstLogin, fetchPermissionCodes, fetchRealm, fetchUserInfo, fetchUserRealm, type TokenResponse,
} from './sessionApi';
import { isUsableUserInfo, restoreSession, sessionAtom, type Session } from './sessionAtoms';
import { announceSignedIn } from './signedIn';
import { clearSessionKeys, readStored, writeStored, writeToken } from './storageKeys';

/** docs/behaviour §6 / §8: an account with an empty permission list is refused with this warning. */
export const NO_PERMISSION_MESSAGE = '该账号暂无本平台的角色权限，请联系管理员';
/** docs/behaviour §4 logs out when user data or orgLevel is missing; it names no message, so this one says why. */
export const INVALID_USER_MESSAGE = '用户信息不完整，请联系管理员';

export type EstablishOutcome =
  | { status: 'signed-in'; session: Session }
  /** User info missing or without orgLevel: logged out. */
  | { status: 'invalid-user' }
  /** Empty permission list: warned and logged out. */
  | { status: 'no-permission' };

export interface EstablishInput {
  /** The token answer of a password login; absent when the token is already stored (`t` in the address). */
  token?: TokenResponse;
  /** The realm signed in to, when the caller already fetched it. */
  realm?: string;
  /** The name typed at login, kept on userInfo when the server leaves it out (the password change needs it). */
  userName?: string;
  /** Log out when a call fails midway (login: yes; resuming a stored token: keep it for the next load). */
  discardOnError?: boolean;
}

export async function establishSession(input: EstablishInput): Promise<EstablishOutcome> {
  if (input.token) {
    clearSessionKeys();
    writeToken(input.token.access_token);
    if (input.token.session_state) writeStored('state', input.token.session_state);
  }
  try {
    return await completeSession(input);
  } catch (error) {
    if (input.discardOnError) logout();
    throw error;
  }
}

async function completeSession({ token, realm: knownRealm, userName }: EstablishInput): Promise<EstablishOutcome> {
  const userRealm = await fetchUserRealm();
  // A token from the address came with `p` naming its account service; that choice stands.
  const chosenByAddress = !token && readStored('aamName') !== null;
  if (userRealm.aamServerName && !chosenByAddress) writeStored('aamName', userRealm.aamServerName);

  const fetched = await fetchUserInfo();
  if (!isUsableUserInfo(fetched)) {
    notify.error(INVALID_USER_MESSAGE);
    logout();
    return { status: 'invalid-user' };
  }
  const userInfo = fetched.userName || !userName ? fetched : { ...fetched, userName };
  writeStored('userInfo', JSON.stringify(userInfo));

  const acc = await fetchHpcAccount();
  if (acc) writeStored('acc', acc);

  const realm = knownRealm ?? userRealm.realm ?? (await fetchRealm());
  writeStored('heartData', JSON.stringify(buildHeartData({ userInfo, realm, expiresIn: token?.expires_in, scope: token?.scope })));

  const isFirstLogin = userRealm.firstLoginConfirm ? await fetchIsFirstLogin() : false;
  writeStored('isFirstLogin', String(isFirstLogin));

  const codes = await fetchPermissionCodes();
  if (codes.length === 0) {
    notify.warning(NO_PERMISSION_MESSAGE);
    logout();
    return { status: 'no-permission' };
  }
  writeStored('auth', JSON.stringify(codes));

  const session = restoreSession();
  if (!session) throw new Error('会话写入失败：浏览器存储不可用'); // storage refused the token
  getDefaultStore().set(sessionAtom, session);
  announceSignedIn(session);
  return { status: 'signed-in', session };
}
