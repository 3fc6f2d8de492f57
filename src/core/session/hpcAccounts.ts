import { http } from '../http/client';

/** An HPC (supercomputer) account bound to the platform user (docs/behaviour §3 HPC account list). */
export interface HpcAccount {
  acc: string;
  cluster?: string;
  homeDir?: string;
  status?: string;
  createTime?: string;
}

export const HPC_ACCOUNT_LIST_PATH = '/api/operation-management/v1/starlight/account/list';

/** Accepts a bare array or a `{ code, data }` envelope; drops entries without an account name. */
export function resolveHpcAccounts(body: unknown): HpcAccount[] {
  const data = Array.isArray(body) ? body : (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.filter((item): item is HpcAccount => typeof (item as HpcAccount | null)?.acc === 'string');
}

export async function fetchHpcAccounts(options: { loading?: boolean } = {}): Promise<HpcAccount[]> {
  return resolveHpcAccounts(await http.get(HPC_ACCOUNT_LIST_PATH, { loading: options.loading ?? false }));
}
