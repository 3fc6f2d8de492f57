/**
 * Shapes of the storage service (docs/behaviour §3), as the console and the mocks read them: the wire types
 * are the storage family's declared answers (schemas/families/storage.json, generated into
 * schemas/generated/operations.ts), written once.
 */
import type { OperationAnswer } from './operationTypes';

type Spec<O extends 'get-dir-info' | 'get-opt' | 'get-accounts'> = OperationAnswer<'storage', O>['spec'];

/** The `{ code, info }` envelope every storage reply carries; 200 means it worked. */
export interface Envelope {
  code: number;
  info?: string;
}

/** docs/behaviour §3 File entry: type 0 is a file, anything else a folder (an entry of storage get-dir-info). */
export type FileEntry = Spec<'get-dir-info'>[number];

/** docs/behaviour §3 Storage operation record (storage get-opt); `from` and `target` are JSON lists of `{ path }`. */
export type StorageRecord = Spec<'get-opt'>[number];

/** An HPC account the admin page may browse (storage get-accounts). */
export type HpcAccountOption = Spec<'get-accounts'>[number];

/** Who the calls are made for: the storage token and, on the admin page, the HPC account. */
export interface StorageSession {
  xgToken: string;
  acc: string | null;
}

/** Operation types of POST storage/opt (docs/behaviour §7.3). */
export const OpType = {
  delete: 1,
  copy: 2,
  mkdir: 3,
  rename: 4,
  chmod: 5,
  restoreOwner: 6,
  pack: 7,
  unpack: 8,
} as const;

export type OpTypeValue = (typeof OpType)[keyof typeof OpType];
