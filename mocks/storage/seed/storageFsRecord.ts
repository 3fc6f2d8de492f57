import type { SerialDir } from '../fs/serialize';

/** One HPC account's storage as persisted in the `storageFs` collection (id = account name). */
export interface StorageFsRecord {
  id: string;
  uid: number;
  gid: number;
  defaultPath: string | null;
  roots: { path: string; tree: SerialDir }[];
}

/**
 * A storage operation record (docs/behaviour §3): the asynchronous operations (delete, copy, pack,
 * unpack) that failed (status 3) or were cancelled (4). `from` and `target` are JSON lists of
 * `{ path }`, as the real service stores them.
 */
export interface StorageRecord {
  id: number;
  acc: string;
  type: 1 | 2 | 7 | 8;
  status: 3 | 4;
  from: string;
  target: string;
  /** The last line of the task's output: why it failed. */
  message: string;
  taskId: string;
  createTime: string;
}
