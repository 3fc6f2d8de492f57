import { generatedFile, generatedIndex } from './generated';
import type { DirNode, FsNode } from './nodes';

/**
 * Entry access for directories, generated or not. Every change of a directory's entry list
 * goes through here, so generated entries are shadowed/hidden correctly and `rev` moves.
 */

function generatedChild(dir: DirNode, name: string): FsNode | undefined {
  const spec = dir.generated;
  if (!spec || dir.removed?.has(name)) return undefined;
  const i = generatedIndex(name, spec.count);
  return i < 0 ? undefined : generatedFile(spec, i, dir);
}

/**
 * The entry `name`. With `materialize`, a generated entry is copied into `children` first, so
 * the caller may change the returned object in place and the change is kept.
 */
export function getChild(dir: DirNode, name: string, materialize = false): FsNode | undefined {
  const stored = dir.children.get(name);
  if (stored) return stored;
  const generated = generatedChild(dir, name);
  if (generated && materialize) {
    dir.children.set(name, generated);
    dir.rev += 1;
  }
  return generated;
}

export function hasChild(dir: DirNode, name: string): boolean {
  return getChild(dir, name) !== undefined;
}

export function setChild(dir: DirNode, node: FsNode): void {
  dir.children.set(node.name, node);
  dir.rev += 1;
}

export function deleteChild(dir: DirNode, name: string): boolean {
  let gone = dir.children.delete(name);
  if (dir.generated && generatedIndex(name, dir.generated.count) >= 0 && !dir.removed?.has(name)) {
    dir.removed ??= new Set();
    dir.removed.add(name);
    gone = true;
  }
  if (gone) dir.rev += 1;
  return gone;
}

/** Every entry: stored ones, then generated ones not shadowed or removed. */
export function* children(dir: DirNode): Generator<FsNode> {
  yield* dir.children.values();
  const spec = dir.generated;
  if (!spec) return;
  for (let i = 0; i < spec.count; i += 1) {
    const node = generatedFile(spec, i, dir);
    if (dir.children.has(node.name) || dir.removed?.has(node.name)) continue;
    yield node;
  }
}

export function childCount(dir: DirNode): number {
  if (!dir.generated) return dir.children.size;
  let n = dir.children.size;
  for (let i = 0; i < dir.generated.count; i += 1) {
    const name = generatedFile(dir.generated, i, dir).name;
    if (!dir.children.has(name) && !dir.removed?.has(name)) n += 1;
  }
  return n;
}

/** Deep copy; file contents are immutable references and stay shared (copy-on-write). */
export function cloneNode<T extends FsNode>(node: T): T {
  if (node.kind === 'file') return { ...node, content: { ...node.content } };
  if (node.kind === 'link') return { ...node };
  const copy: DirNode = {
    ...node,
    children: new Map([...node.children].map(([name, child]) => [name, cloneNode(child)])),
    rev: 0,
  };
  if (node.generated) copy.generated = { ...node.generated };
  if (node.removed) copy.removed = new Set(node.removed);
  return copy as T;
}
