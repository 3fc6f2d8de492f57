/**
 * The role calls of the account service (mocks/handlers/roles.ts documents them), through the one
 * HTTP client: /api/aam/ is rewritten to the stored account-service name. Writes show the
 * server's message on failure and reject, so the dialog keeps what was typed and the tree its
 * ticks. A 403 there is the delegation rule's answer (不能授予您自己没有的权限 …): its reason is
 * shown rather than the catalogue's bare 拒绝访问.
 */
import { http } from '../../../core/http/client';
import { extractServerMessage } from '../../../core/http/errorCatalogue';
import { HttpError } from '../../../core/http/HttpError';
import { notify } from '../../../core/feedback/notify';

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

/** The words a failed write shows: a refusal's own reason, otherwise the client's catalogue text. */
export function writeFailureMessage(error: unknown): string {
  if (error instanceof HttpError) return (error.status === 403 ? extractServerMessage(error.body) : undefined) ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** Runs a write with the client's toast off, shows why it failed, and rejects. */
async function write<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // An aborted call says nothing; an expired session the client reports itself.
    const handled = error instanceof HttpError && (error.kind === 'aborted' || error.status === 401);
    if (!handled) notify.error(writeFailureMessage(error));
    throw error;
  }
}

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
