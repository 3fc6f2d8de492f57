import { getDefaultStore } from 'jotai';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { encryptPassword } from './passwordCipher';
import { http } from '../http/client';
import { sessionAtom } from './sessionAtoms';
import { writeStored } from './storageKeys';

/** docs/behaviour §3 Change-password form (checkPassword stays in the browser). */
export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  userName: string;
}

/**
 * PUT /api/aam/v1/mgmt/user/password with both passwords encrypted like the login's (docs/behaviour §5,
 * §7.1). On success the first-login flag is cleared in storage and in the session (docs/behaviour §4).
 * Errors reject with the catalogue message, already shown by the client.
 */
export async function changePassword({ oldPassword, newPassword, userName }: ChangePasswordInput): Promise<void> {
  const key = getRuntimeConfig().passwordKey;
  await http.put('/api/aam/v1/mgmt/user/password', {
    oldPassword: encryptPassword(oldPassword, key),
    newPassword: encryptPassword(newPassword, key),
    userName,
  });
  writeStored('isFirstLogin', 'false');
  const store = getDefaultStore();
  const session = store.get(sessionAtom);
  if (session) store.set(sessionAtom, { ...session, isFirstLogin: false });
}
