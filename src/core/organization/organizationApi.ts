import { http } from '../http/client';

/**
 * Organisation calls of docs/behaviour §7.1 "Also" (paths not named by the spec; chosen in the account
 * service's portal/user family, next to portal/user/info and portal/user/resource):
 *  - GET /api/aam/v1/portal/user/groups?groupName=&belongGroup=1
 *      the user's organisations with their roles. belongGroup=1 asks for organisations without a
 *      parent department too (flagged belongGroup 0), so the dialog can say why they cannot be
 *      chosen; groupName narrows by name (contains).
 *  - PUT /api/aam/v1/portal/user/{userId}/groups/{groupId}/default
 *  - PUT /api/aam/v1/portal/user/{userId}/groups/{groupId}/roles/{roleId}/default
 * /api/aam/ is rewritten to the stored account-service name by the HTTP client.
 */
export const ORGANIZATION_LIST_PATH = '/api/aam/v1/portal/user/groups';

const seg = (value: string | number): string => encodeURIComponent(String(value));

export const defaultOrganizationPath = (userId: string | number, groupId: string | number): string =>
  `/api/aam/v1/portal/user/${seg(userId)}/groups/${seg(groupId)}/default`;

export const defaultRolePath = (userId: string | number, groupId: string | number, roleId: string | number): string =>
  `/api/aam/v1/portal/user/${seg(userId)}/groups/${seg(groupId)}/roles/${seg(roleId)}/default`;

/** docs/behaviour §3 Organisation option (ids kept as strings: servers send either numbers or strings). */
export interface OrganizationRole {
  roleId: string;
  roleName: string;
  /** 1 marks the user's default role in this organisation. */
  defaultRole: number;
}

export interface OrganizationOption {
  groupId: string;
  groupName: string;
  /** 0 means the organisation has no parent department. */
  belongGroup: number;
  /** 1 marks the user's default organisation. */
  defaultGroup: number;
  roles: OrganizationRole[];
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

const asId = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const asFlag = (value: unknown): number => (Number(value) === 1 ? 1 : 0);

function toRole(raw: unknown): OrganizationRole | null {
  const record = asRecord(raw);
  const roleId = asId(record.roleId);
  if (roleId === '') return null;
  return { roleId, roleName: typeof record.roleName === 'string' ? record.roleName : roleId, defaultRole: asFlag(record.defaultRole) };
}

/** Reads one list item; items without a groupId are dropped (nothing could be saved for them). */
export function toOrganizationOption(raw: unknown): OrganizationOption | null {
  const record = asRecord(raw);
  const groupId = asId(record.groupId);
  if (groupId === '') return null;
  const roles = Array.isArray(record.roles) ? record.roles.map(toRole).filter((r): r is OrganizationRole => r !== null) : [];
  return {
    groupId,
    groupName: typeof record.groupName === 'string' ? record.groupName : groupId,
    // Absent means the server did not flag it: treat as having a department rather than block.
    belongGroup: record.belongGroup === undefined ? 1 : asFlag(record.belongGroup),
    defaultGroup: asFlag(record.defaultGroup),
    roles,
  };
}

function listOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  const data = asRecord(body).data;
  return Array.isArray(data) ? data : [];
}

export async function fetchOrganizations(groupName?: string, signal?: AbortSignal): Promise<OrganizationOption[]> {
  const body = await http.get<unknown>(ORGANIZATION_LIST_PATH, {
    query: { groupName: groupName?.trim() || undefined, belongGroup: 1 },
    loading: false, // the dialog shows its own spinner in the select
    signal,
  });
  return listOf(body).map(toOrganizationOption).filter((o): o is OrganizationOption => o !== null);
}

export async function setDefaultOrganization(userId: string, groupId: string): Promise<void> {
  await http.put(defaultOrganizationPath(userId, groupId));
}

export async function setDefaultRole(userId: string, groupId: string, roleId: string): Promise<void> {
  await http.put(defaultRolePath(userId, groupId, roleId));
}
