import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * File contents that are not seeded: uploads, archives made by "pack", files taken out of an
 * archive. They are kept as Blobs, never as one big ArrayBuffer: an uploaded file is a Blob
 * made of its chunk Blobs, and IndexedDB stores Blobs natively, so a 1 GiB upload does not
 * pass through the JS heap. Node (vitest) has no IndexedDB and keeps them in memory only.
 */
const memory = new Map<string, Blob>();
const pending = new Map<string, Promise<void>>();
/** Bigger Blobs are written in the background, so the last upload chunk answers promptly. */
const AWAIT_WRITE_BELOW = 64 * 1024 * 1024;

let idbStore: UseStore | null | undefined;

function store(): UseStore | null {
  if (idbStore === undefined) {
    // Its own database, so the JSON state written on every change never copies file contents.
    idbStore = typeof indexedDB === 'undefined' ? null : createStore('hpc-console-storage-blobs', 'blobs');
  }
  return idbStore;
}

let counter = 0;
function newId(): string {
  counter += 1;
  return `b${Date.now().toString(36)}${counter.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

export async function putBlob(blob: Blob): Promise<string> {
  const id = newId();
  memory.set(id, blob);
  const idb = store();
  if (!idb) return id;
  const write = set(id, blob, idb)
    .then(() => {
      // Once on disk, read it back from IndexedDB (a disk-backed Blob) rather than pin it here.
      if (memory.get(id) === blob) memory.delete(id);
    })
    .catch((error: unknown) => console.warn('[mocks] 保存文件内容失败', error))
    .finally(() => pending.delete(id));
  pending.set(id, write);
  if (blob.size < AWAIT_WRITE_BELOW) await write;
  return id;
}

export async function getBlob(id: string): Promise<Blob | undefined> {
  const held = memory.get(id);
  if (held) return held;
  const idb = store();
  if (!idb) return undefined;
  const stored = await get<Blob>(id, idb);
  return stored instanceof Blob ? stored : undefined;
}

/** Waits for background writes (tests, and before a deliberate reload). */
export async function flushBlobs(): Promise<void> {
  await Promise.all([...pending.values()]);
}

/** Drops every stored content not in `referenced` (after a reset, a delete or an overwrite). */
export async function collectGarbage(referenced: ReadonlySet<string>): Promise<number> {
  let dropped = 0;
  for (const id of [...memory.keys()]) {
    if (!referenced.has(id) && !pending.has(id)) {
      memory.delete(id);
      dropped += 1;
    }
  }
  const idb = store();
  if (!idb) return dropped;
  for (const key of await keys<string>(idb)) {
    if (typeof key === 'string' && !referenced.has(key) && !pending.has(key)) {
      await del(key, idb);
      dropped += 1;
    }
  }
  return dropped;
}
