import type { ContentRef, DirNode, FsNode, GeneratedSpec } from './nodes';

/**
 * The persisted form of a tree: plain objects and arrays, so it goes into the mock database
 * (structured clone, IndexedDB) as is. A generated directory is stored as its formula plus the
 * entries that differ, never as 100,000 rows.
 */
interface SerialMeta {
  n: string;
  m: number;
  u: number;
  g: number;
  t: number;
}

export interface SerialFile extends SerialMeta {
  k: 'f';
  s: number;
  c: ContentRef;
}

export interface SerialLink extends SerialMeta {
  k: 'l';
  to: string;
}

export interface SerialDir extends SerialMeta {
  k: 'd';
  c: SerialNode[];
  gen?: GeneratedSpec;
  rm?: string[];
}

export type SerialNode = SerialFile | SerialLink | SerialDir;

export function serialize(node: FsNode): SerialNode {
  const meta: SerialMeta = { n: node.name, m: node.mode, u: node.uid, g: node.gid, t: node.mtime };
  if (node.kind === 'file') return { ...meta, k: 'f', s: node.size, c: node.content };
  if (node.kind === 'link') return { ...meta, k: 'l', to: node.target };
  const dir: SerialDir = { ...meta, k: 'd', c: [...node.children.values()].map(serialize) };
  if (node.generated) dir.gen = node.generated;
  if (node.removed && node.removed.size > 0) dir.rm = [...node.removed];
  return dir;
}

export function deserialize(node: SerialNode): FsNode {
  const meta = { name: node.n, mode: node.m, uid: node.u, gid: node.g, mtime: node.t };
  if (node.k === 'f') return { ...meta, kind: 'file', size: node.s, content: node.c };
  if (node.k === 'l') return { ...meta, kind: 'link', target: node.to };
  const dir: DirNode = {
    ...meta,
    kind: 'dir',
    children: new Map(node.c.map((child) => [child.n, deserialize(child)])),
    rev: 0,
  };
  if (node.gen) dir.generated = { ...node.gen };
  if (node.rm) dir.removed = new Set(node.rm);
  return dir;
}

/** Content references held anywhere in a serialised tree (for the blob store's clean-up). */
export function* blobIds(node: SerialNode): Generator<string> {
  if (node.k === 'f' && 'blob' in node.c) yield node.c.blob;
  if (node.k === 'f' && 'parts' in node.c) yield* node.c.parts;
  if (node.k === 'd') for (const child of node.c) yield* blobIds(child);
}
