/**
 * The organisation calls (paths documented in mocks/handlers/orgUsers.ts and personalCentre.ts),
 * through the one HTTP client: /api/aam/ is rewritten to the stored account-service name,
 * passwords travel encrypted like the login's. Writes show the server's
 * message on failure — a refusal under the delegation rule with its reason
 * (core/http/writeWithReason.ts) — and reject, so a dialog keeps what was typed.
 */
import { getRuntimeConfig } from '../../../core/config/runtimeConfig';
import { http } from '../../../core/http/client';
import { writeWithReason } from '../../../core/http/writeWithReason';
import { encryptPassword } from '../../../core/session/passwordCipher';

const USER = '/api/aam/v1/mgmt/user';

export interface UserRow {
  id: string;
  userName: string;
  displayName: string;
  phone: string;
  email: string;
  accountType: 'person' | 'enterprise';
  enabled: boolean;
  roleId: string;
  roleName: string;
  groupId: string;
  groupName: string;
  createTime: string;
}

export interface UserPage {
  records: UserRow[];
  total: number;
}

export interface UserQuery {
  pageIndex: number;
  pageSize: number;
  keyword?: string;
  groupId?: string;
  roleId?: string;
  enabled?: '' | '1' | '0';
}

export interface UserOptions {
  groups: { groupId: string; groupName: string }[];
  roles: { roleId: string; roleName: string }[];
}

export interface UserProfileInput {
  displayName: string;
  phone: string;
  email: string;
}

export interface NewUserInput extends UserProfileInput {
  userName: string;
  password: string;
  groupId: string;
  roleId: string;
}

const data = <T>(body: unknown): T => (body as { data: T }).data;
const cipher = (password: string) => encryptPassword(password, getRuntimeConfig().passwordKey);
const quiet = { loading: false, silent: true } as const;

export async function listUsers(query: UserQuery): Promise<UserPage> {
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return data<UserPage>(await http.get(`${USER}/page`, { query: params, ...quiet }));
}

export async function userOptions(): Promise<UserOptions> {
  return data<UserOptions>(await http.get(`${USER}/options`, quiet));
}

export async function createUser(input: NewUserInput): Promise<UserRow> {
  return data<UserRow>(await writeWithReason(() => http.post(USER, { ...input, password: cipher(input.password) }, { silent: true })));
}

export async function updateUser(id: string, input: UserProfileInput): Promise<UserRow> {
  return data<UserRow>(await writeWithReason(() => http.put(`${USER}/${encodeURIComponent(id)}`, input, { silent: true })));
}

export async function setUserEnabled(id: string, enabled: boolean): Promise<void> {
  await writeWithReason(() => http.put(`${USER}/${encodeURIComponent(id)}/status/${enabled ? 1 : 0}`, undefined, { silent: true }));
}

export async function resetUserPassword(id: string, password: string): Promise<void> {
  await writeWithReason(() => http.put(`${USER}/${encodeURIComponent(id)}/password`, { password: cipher(password) }, { silent: true }));
}

export async function assignUser(id: string, groupId: string, roleId: string): Promise<UserRow> {
  return data<UserRow>(await writeWithReason(() => http.put(`${USER}/${encodeURIComponent(id)}/assign`, { groupId, roleId }, { silent: true })));
}
