import { children } from './dir';
import type { DirNode, FsNode } from './nodes';

/** Depth-first walk of a subtree (generated entries included), parents before children. */
export interface Visit {
  node: FsNode;
  /** Path relative to the walk's start, "" for the start itself. */
  rel: string;
  parent: DirNode | undefined;
}

export function* walk(node: FsNode, rel = '', parent?: DirNode): Generator<Visit> {
  yield { node, rel, parent };
  if (node.kind !== 'dir') return;
  for (const child of children(node)) yield* walk(child, rel === '' ? child.name : `${rel}/${child.name}`, node);
}

/** Entries in a subtree, counting the start; stops early once past `limit`. */
export function countEntries(node: FsNode, limit = Number.POSITIVE_INFINITY): number {
  let n = 0;
  for (const _ of walk(node)) {
    n += 1;
    if (n > limit) break;
  }
  return n;
}

export function totalSize(node: FsNode): number {
  let bytes = 0;
  for (const { node: each } of walk(node)) if (each.kind === 'file') bytes += each.size;
  return bytes;
}
