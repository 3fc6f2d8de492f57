import { http } from '../http/client';
import { StorageKey, type StorageKeyName } from '../session/storageKeys';
import { setDefaultOrganization, setDefaultRole } from './organizationApi';
import { isSwitchRefusedAt, SWITCH_ORG_MESSAGES } from './switchRules';

const USER_INFO_PATH = '/api/aam/v1/portal/user/info';

export class SwitchRefusedError extends Error {
  override name = 'SwitchRefusedError';
  constructor() {
    super(SWITCH_ORG_MESSAGES.refusedOnTemplatePage);
  }
}

/** The storage (local or session) holding a key, so an update stays where sign-in put it. */
function storageHolding(name: StorageKeyName): Storage | null {
  const candidates = [globalThis.localStorage, globalThis.sessionStorage];
  return candidates.find((storage) => storage !== undefined && storage.getItem(StorageKey[name]) !== null) ?? null;
}

function mergeStoredJson(name: StorageKeyName, patch: Record<string, unknown>): void {
  const storage = storageHolding(name);
  if (!storage) return;
  try {
    const current: unknown = JSON.parse(storage.getItem(StorageKey[name]) ?? 'null');
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return;
    storage.setItem(StorageKey[name], JSON.stringify({ ...current, ...patch }));
  } catch {
    // an unreadable value is left for the session code to discard; the server already switched
  }
}

/**
 * Brings the stored session in line with the switch before the page reloads: the heartbeat
 * carries defaultGroup/defaultRole (docs/behaviour §3 heartData), and the restored userInfo must show the
 * new organisation (groupInfo, topGroup) even before user info is fetched again.
 */
async function refreshStoredSession(groupId: string, roleId: string): Promise<void> {
  mergeStoredJson('heartData', { defaultGroup: groupId, defaultRole: roleId });
  try {
    const info = await http.get<Record<string, unknown>>(USER_INFO_PATH, { silent: true, loading: false });
    if (typeof info === 'object' && info !== null) {
      mergeStoredJson('userInfo', { groupInfo: info.groupInfo, topGroup: info.topGroup, defaultGroup: info.defaultGroup });
    }
  } catch (error) {
    console.warn('[organization] user info not refreshed before reload', error);
  }
}

/**
 * docs/behaviour §4 Organisation and role / §7.1: PUT the default organisation, then the default role of
 * that organisation, in that order (the role call is only meaningful for the new default).
 * Refused on the template page. The caller shows 切换成功 and reloads the page.
 */
export async function switchOrganization(userId: string, groupId: string, roleId: string, hash: string = globalThis.location?.hash ?? ''): Promise<void> {
  if (isSwitchRefusedAt(hash)) throw new SwitchRefusedError();
  await setDefaultOrganization(userId, groupId);
  await setDefaultRole(userId, groupId, roleId);
  await refreshStoredSession(groupId, roleId);
}
