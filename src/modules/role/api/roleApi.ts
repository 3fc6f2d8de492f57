/**
 * The role calls of the account service (mocks/handlers/roles.ts documents them), through the one
 * HTTP client: /api/aam/ is rewritten to the stored account-service name. Writes show the
 * server's message on failure and reject (core/http/writeWithReason.ts), so the dialog keeps what
 * was typed and the tree its ticks.
 */
import { http } from '../../../core/http/client';
import { writeWithReason as write } from '../../../core/http/writeWithReason';

const ROLE = '/api/aam/v1/mgmt/role';

export interface RoleRow {
  id: string;
  roleName: string;
  remark: string;
  createTime: string;
  userCount: number;
  codeCount: number;
}

export interface RoleInput {
  roleName: string;
  remark: string;
}

const data = <T>(body: unknown): T => (body as { data: T }).data;

export async function listRoles(): Promise<RoleRow[]> {
  return data<RoleRow[]>(await http.get(`${ROLE}/list`, { loading: false, silent: true }));
}

export async function createRole(input: RoleInput): Promise<RoleRow> {
  return data<RoleRow>(await write(() => http.post(ROLE, input, { silent: true })));
}

export async function updateRole(id: string, input: RoleInput): Promise<RoleRow> {
  return data<RoleRow>(await write(() => http.put(ROLE, { ...input, id }, { silent: true })));
}

export async function deleteRole(id: string): Promise<void> {
  await write(() => http.delete(`${ROLE}/${encodeURIComponent(id)}`, { silent: true }));
}

export async function roleCodes(id: string): Promise<string[]> {
  return data<string[]>(await http.get(`${ROLE}/${encodeURIComponent(id)}/permissions`, { loading: false, silent: true }));
}

export async function saveRoleCodes(id: string, codes: readonly string[]): Promise<void> {
  await write(() => http.put(`${ROLE}/${encodeURIComponent(id)}/permissions`, { codes }, { silent: true }));
}
