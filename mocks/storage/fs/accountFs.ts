import { db } from '../../store/db';
import type { StorageFsRecord } from '../seed/storageFsRecord';
import { normalise } from '../paths';
import type { DirNode } from './nodes';
import { deserialize, serialize, type SerialDir } from './serialize';

/**
 * The live file system of one HPC account: its storage roots as trees of mutable nodes.
 * It is read from the `storageFs` collection on first use and written back after every change
 * (the collection persists through the mock database like any other).
 */
export interface AccountFs {
  acc: string;
  uid: number;
  gid: number;
  /** The per-user default directory (docs/behaviour §2.8); null shows the list of roots instead. */
  defaultPath: string | null;
  roots: { path: string; parts: string[]; node: DirNode }[];
}

const live = new Map<string, AccountFs>();
const replacedListeners = new Set<() => void>();
let saving = false;

// A reset or a reload of the database replaces the records behind our back: drop the live trees.
db.onChange((name) => {
  if (name !== 'storageFs' || saving) return;
  live.clear();
  for (const listener of replacedListeners) listener();
});

/** Called when the stored file systems were replaced wholesale (reset, load from IndexedDB). */
export function onFsReplaced(listener: () => void): () => void {
  replacedListeners.add(listener);
  return () => replacedListeners.delete(listener);
}

function fromRecord(record: StorageFsRecord): AccountFs {
  return {
    acc: record.id,
    uid: record.uid,
    gid: record.gid,
    defaultPath: record.defaultPath,
    roots: record.roots.map(({ path, tree }) => {
      const node = deserialize(tree);
      if (node.kind !== 'dir') throw new Error(`存储根目录 ${path} 不是目录`);
      return { path, parts: normalise(path), node };
    }),
  };
}

/** The account's file system, or undefined when the account has no storage. */
export function accountFs(acc: string): AccountFs | undefined {
  const cached = live.get(acc);
  if (cached) return cached;
  const record = db.collection('storageFs').get(acc);
  if (!record) return undefined;
  const fs = fromRecord(record);
  live.set(acc, fs);
  return fs;
}

/** Writes the account's trees back to the collection (which schedules the persistent write). */
export function saveFs(fs: AccountFs): void {
  saving = true;
  try {
    db.collection('storageFs').update(fs.acc, {
      defaultPath: fs.defaultPath,
      roots: fs.roots.map(({ path, node }) => ({ path, tree: serialize(node) as SerialDir })),
    });
  } finally {
    saving = false;
  }
}
