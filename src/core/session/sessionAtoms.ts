import { atom } from 'jotai';
import type { HeartData } from './heartData';
import { readStored, readToken } from './storageKeys';

/**
 * The signed-in session (docs/behaviour §3 Session). Login fills it and writes the storage keys;
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
  /** The organisation chosen as default, when the server names one. */
  defaultGroup?: string | number | null;
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
  /** The realm signed in to (optional so sessions built elsewhere need not name it). */
  realm?: string | null;
  /** docs/behaviour §3 heartData, null when the session came from a `t` token and is not yet complete. */
  heartData?: HeartData | null;
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
  const heartData = parseJson<HeartData>(readStored('heartData'));
  return {
    token,
    state: readStored('state'),
    userInfo: parseJson<UserInfo>(readStored('userInfo')),
    codes: Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : null,
    isFirstLogin: readStored('isFirstLogin') === 'true',
    aamName: readStored('aamName'),
    acc: readStored('acc'),
    realm: heartData?.realm ?? null,
    heartData,
  };
}

/**
 * docs/behaviour §4 Logout "called when session user data is missing. A missing orgLevel triggers a
 * logout": user info is usable only with an id and an orgLevel on its first organisation.
 */
export function isUsableUserInfo(userInfo: UserInfo | null | undefined): userInfo is UserInfo {
  if (!userInfo || typeof userInfo !== 'object') return false;
  if (userInfo.id === undefined || userInfo.id === null || userInfo.id === '') return false;
  const orgLevel = userInfo.groupInfo?.[0]?.orgLevel;
  return orgLevel !== undefined && orgLevel !== null;
}

export const sessionAtom = atom<Session | null>(restoreSession());
export const isLoggedInAtom = atom((get) => get(sessionAtom) !== null);
export const permissionCodesAtom = atom((get) => get(sessionAtom)?.codes ?? []);
export const userInfoAtom = atom((get) => get(sessionAtom)?.userInfo ?? null);
