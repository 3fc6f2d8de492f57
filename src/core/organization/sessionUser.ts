import { getDefaultStore } from 'jotai';
import { sessionAtom, type UserInfo } from '../session/sessionAtoms';
import { readStored } from '../session/storageKeys';

/**
 * The signed-in user's id for user-scoped calls (default organisation/role, theme). The session
 * atom is the first choice; the stored userInfo covers the moment between sign-in writing storage
 * and the atom being refreshed.
 */
export function sessionUserId(): string | null {
  const fromAtom = getDefaultStore().get(sessionAtom)?.userInfo?.id;
  if (fromAtom !== undefined && fromAtom !== null && String(fromAtom) !== '') return String(fromAtom);
  const stored = readStored('userInfo');
  if (!stored) return null;
  try {
    const info = JSON.parse(stored) as Partial<UserInfo> | null;
    return info?.id !== undefined && info.id !== null && String(info.id) !== '' ? String(info.id) : null;
  } catch {
    return null; // an unreadable value counts as no user; the caller reports it
  }
}
