/**
 * Nodes of the virtual POSIX-like file system of one HPC account. Live nodes are mutable
 * objects (directories hold a Map of children); what is persisted is their plain serialised
 * form (serialize.ts). Modes are permission bits only (0o755), times are epoch milliseconds.
 */

/** Where a file's bytes are. Small seeded texts and binaries travel inline; uploads live as Blobs. */
export type ContentRef =
  | { text: string }
  | { b64: string }
  /** Deterministic filler bytes of the file's size, generated on demand from this seed. */
  | { gen: number }
  /** A Blob in the content store (content/blobStore.ts), shared by copies. */
  | { blob: string }
  /** Stored Blobs in order: a chunked upload's chunks, each written to disk as it arrived. */
  | { parts: string[] };

export interface NodeMeta {
  name: string;
  mode: number;
  uid: number;
  gid: number;
  mtime: number;
}

export interface FileNode extends NodeMeta {
  kind: 'file';
  size: number;
  content: ContentRef;
}

export interface LinkNode extends NodeMeta {
  kind: 'link';
  /** Absolute or relative to the link's directory, as `ln -s` stores it. */
  target: string;
}

/**
 * A directory whose entries are generated from a formula instead of stored one by one (the
 * 100,000-entry seed directory). `children` then holds only what differs: entries added or
 * changed shadow generated ones of the same name, `removed` hides generated ones.
 */
export interface GeneratedSpec {
  count: number;
  seed: number;
  /** mtime of entry 0; later entries are older. */
  newest: number;
}

export interface DirNode extends NodeMeta {
  kind: 'dir';
  children: Map<string, FsNode>;
  generated?: GeneratedSpec;
  removed?: Set<string>;
  /** Bumped on every change of the entry list; keys listing caches. */
  rev: number;
}

export type FsNode = FileNode | DirNode | LinkNode;

export interface Owner {
  uid: number;
  gid: number;
}

export function newDir(name: string, owner: Owner, mtime: number, mode = 0o755): DirNode {
  return { kind: 'dir', name, mode, uid: owner.uid, gid: owner.gid, mtime, children: new Map(), rev: 0 };
}
