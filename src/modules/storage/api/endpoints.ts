/**
 * Storage calls go through the operation-management proxy (spec §7.3), like the progress
 * socket of src/core/socket/socketCodes.ts. Paths the spec leaves unnamed are chosen here:
 * the operation list is GET storage/opt, the storage token GET storage/xg-token, and the admin
 * page's account list GET storage/accounts.
 */
export const STORAGE_BASE = '/api/operation-management/v1/starlight/api/storage';

export const StorageEndpoint = {
  token: `${STORAGE_BASE}/xg-token`,
  roots: `${STORAGE_BASE}/user_storage_path`,
  accounts: `${STORAGE_BASE}/accounts`,
  dirInfo: `${STORAGE_BASE}/dir_info`,
  view: `${STORAGE_BASE}/view`,
  opt: `${STORAGE_BASE}/opt`,
  record: (id: string | number) => `${STORAGE_BASE}/opt/${encodeURIComponent(String(id))}`,
  upload: `${STORAGE_BASE}/upload`,
  download: `${STORAGE_BASE}/download`,
} as const;
