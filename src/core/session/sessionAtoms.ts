import { atom } from 'jotai';
import { readStored, readToken } from './storageKeys';

/**
 * The signed-in session (spec §3 Session). Login fills it and writes the storage keys;
 * a reload restores it from storage ("logged in means a token is in local or session storage").
 */
export interface GroupInfo {
  orgLevel?: number;
  groupId?: string | number;
  groupName?: string;
}

export interface UserInfo {
  id: string | number;
  displayName: string;
  userName?: string;
  endTime?: string | number;
  groupInfo?: GroupInfo[];
  topGroup?: { id: string | number }[];
  [extra: string]: unknown;
}

export interface Session {
  token: string;
  /** session_state of the token response: names the user-events socket. */
  state: string | null;
  userInfo: UserInfo | null;
  /** Permission codes (storage key `auth`); null until fetched. */
  codes: string[] | null;
  isFirstLogin: boolean;
  aamName: string | null;
  acc: string | null;
}

function parseJson<T>(text: string | null): T | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null; // a hand-edited or truncated value reads as absent
  }
}

/** Reads the session back from the §3 storage keys; null when no token is stored. */
export function restoreSession(): Session | null {
  const token = readToken();
  if (!token) return null;
  const codes = parseJson<unknown>(readStored('auth'));
  return {
    token,
    state: readStored('state'),
    userInfo: parseJson<UserInfo>(readStored('userInfo')),
    codes: Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : null,
    isFirstLogin: readStored('isFirstLogin') === 'true',
    aamName: readStored('aamName'),
    acc: readStored('acc'),
  };
}

export const sessionAtom = atom<Session | null>(restoreSession());
export const isLoggedInAtom = atom((get) => get(sessionAtom) !== null);
export const permissionCodesAtom = atom((get) => get(sessionAtom)?.codes ?? []);
export const userInfoAtom = atom((get) => get(sessionAtom)?.userInfo ?? null);
