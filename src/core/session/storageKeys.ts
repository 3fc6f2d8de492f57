/**
 * Storage keys of docs/behaviour §3 "Keys stored locally". The token is kept under an encoded name
 * (Base64 of "token") and a plain name, as the platform's other front ends read either.
 */
export const StorageKey = {
  token: 'token',
  tokenEncoded: 'dG9rZW4=',
  state: 'state',
  userInfo: 'userInfo',
  isFirstLogin: 'isFirstLogin',
  aamName: 'aamName',
  acc: 'acc',
  heartData: 'heartData',
  auth: 'auth',
  islogout: 'islogout',
} as const;

export type StorageKeyName = keyof typeof StorageKey;

function safeStorage(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage ?? null : globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage can throw in locked-down browsers; the app then behaves as logged out
  }
}

/** Reads a key from local storage first, then session storage ("logged in" may be either, docs/behaviour §4). */
export function readStored(name: StorageKeyName): string | null {
  const key = StorageKey[name];
  return safeStorage('local')?.getItem(key) ?? safeStorage('session')?.getItem(key) ?? null;
}

export function writeStored(name: StorageKeyName, value: string, where: 'local' | 'session' = 'local'): void {
  safeStorage(where)?.setItem(StorageKey[name], value);
}

export function readToken(): string | null {
  return readStored('tokenEncoded') ?? readStored('token');
}

export function writeToken(token: string, where: 'local' | 'session' = 'local'): void {
  writeStored('tokenEncoded', token, where);
  writeStored('token', token, where);
}

/** Removes a key from both storages. */
export function removeStored(name: StorageKeyName): void {
  safeStorage('local')?.removeItem(StorageKey[name]);
  safeStorage('session')?.removeItem(StorageKey[name]);
}

/** Forgets every §3 session key (a new sign-in replaces the previous session's keys). */
export function clearSessionKeys(): void {
  for (const name of Object.keys(StorageKey) as StorageKeyName[]) removeStored(name);
}

/** Logout clears both storages entirely (docs/behaviour §4), then marks islogout. */
export function clearAllStorage(): void {
  safeStorage('local')?.clear();
  safeStorage('session')?.clear();
}
