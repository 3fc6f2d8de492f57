/** Shapes of the storage service (spec §3), as the console reads them. */

/** The `{ code, info }` envelope every storage reply carries; 200 means it worked. */
export interface Envelope {
  code: number;
  info?: string;
}

/** spec §3 File entry: type 0 is a file, anything else a folder. */
export interface FileEntry {
  name: string;
  path: string;
  type: number;
  uid: number;
  gid: number;
  perm: string;
  size: number;
  time: string;
}

/** spec §3 Directory response. */
export interface DirResponse extends Envelope {
  spec: FileEntry[];
  total: number;
}

/** spec §3 Operation response. */
export interface OperationResponse extends Envelope {
  spec?: { id: string | number };
}

/** spec §3 File view response. */
export interface FileViewResponse extends Envelope {
  spec?: { Body: string; Size: number };
}

/** spec §3 Storage operation record. */
export interface StorageRecord {
  id: number;
  type: number;
  status: number;
  /** JSON list of `{ path }`. */
  from: string;
  target: string;
  message?: string;
  createTime?: string;
}

export interface RecordsResponse extends Envelope {
  spec?: StorageRecord[];
  total?: number;
}

export interface RootsResponse extends Envelope {
  spec?: string[];
  /** The per-user default directory; empty when none is set. */
  default_path?: string;
}

export interface HpcAccountOption {
  acc: string;
  userName: string;
  displayName: string;
  cluster: string;
}

/** Who the calls are made for: the storage token and, on the admin page, the HPC account. */
export interface StorageSession {
  xgToken: string;
  acc: string | null;
}

/** Operation types of POST storage/opt (spec §7.3). */
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
