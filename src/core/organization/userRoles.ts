import { http } from '../http/client';
import type { OrganizationRole } from './organizationApi';

/**
 * The user-role fetch and the default organisation/role check (spec 7.1 "Also"; the spec gives no
 * paths, so they sit beside portal/user/groups in the account service's portal/user family):
 *  - GET /api/aam/v1/portal/user/roles?groupId=   the caller's roles in one of its organisations
 *  - GET /api/aam/v1/portal/user/default          whether a default organisation and role are set
 * /api/aam/ is rewritten to the stored account-service name by the HTTP client.
 */
export const USER_ROLES_PATH = '/api/aam/v1/portal/user/roles';
export const DEFAULT_CHECK_PATH = '/api/aam/v1/portal/user/default';

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const dataOf = (body: unknown): unknown => (Array.isArray(body) ? body : asRecord(body).data);

/** The roles the caller holds in an organisation, its default flagged 1. */
export async function fetchUserRoles(groupId: string, signal?: AbortSignal): Promise<OrganizationRole[]> {
  const body = await http.get<unknown>(USER_ROLES_PATH, { query: { groupId }, loading: false, signal });
  const list = dataOf(body);
  if (!Array.isArray(list)) return [];
  return list.flatMap((raw) => {
    const record = asRecord(raw);
    const roleId = typeof record.roleId === 'string' || typeof record.roleId === 'number' ? String(record.roleId) : '';
    if (roleId === '') return [];
    return [{ roleId, roleName: typeof record.roleName === 'string' ? record.roleName : roleId, defaultRole: Number(record.defaultRole) === 1 ? 1 : 0 }];
  });
}

export interface DefaultCheck {
  hasDefaultGroup: boolean;
  hasDefaultRole: boolean;
  /** Roles held in the default organisation (0: nothing to choose, an administrator must assign one). */
  roleCount: number;
}

/** Whether the caller has a default organisation and a default role in it; null when the check could not be made. */
export async function fetchDefaultCheck(): Promise<DefaultCheck | null> {
  try {
    const data = asRecord(dataOf(await http.get<unknown>(DEFAULT_CHECK_PATH, { loading: false, silent: true })));
    if (typeof data.hasDefaultGroup !== 'boolean' || typeof data.hasDefaultRole !== 'boolean') return null;
    return { hasDefaultGroup: data.hasDefaultGroup, hasDefaultRole: data.hasDefaultRole, roleCount: Number(data.roleCount) || 0 };
  } catch {
    return null;
  }
}

/** Shown when the check finds no default: the switch dialog opens so one can be chosen. */
export const NO_DEFAULT_MESSAGE = '您还没有默认组织或默认角色，请先选择';
/** Shown once a session when the default organisation gives the user no role to choose. */
export const NO_ROLE_MESSAGE = '您在当前组织中还没有角色，请联系管理员分配';

/** What the shell does about a check: nothing, open the switch dialog, or only tell. */
export function defaultCheckOutcome(check: DefaultCheck | null): 'none' | 'choose' | 'ask-admin' {
  if (!check || (check.hasDefaultGroup && check.hasDefaultRole)) return 'none';
  if (check.hasDefaultGroup && check.roleCount === 0) return 'ask-admin';
  return 'choose';
}
