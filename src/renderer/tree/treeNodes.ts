/**
 * Pure helpers of a tree page (ListPageConfig `tree`): the nodes of a tree answer as table rows
 * (empty child lists dropped, so leaves show no expander), their keys and depths, and the
 * siblings 上移 / 下移 swap a node with.
 */
import type { DataRecord } from '../data/resolveResponse';
import { swappedIds, type RecordId } from '../list/reorder';

export const DEFAULT_CHILDREN_KEY = 'children';
export const DEFAULT_CHILD_LABEL = '下级';

export interface TreeRow extends DataRecord {
  /** Level from the root (a root is 1). */
  __depth: number;
  /** The node's siblings (itself included), in order. */
  __siblings: readonly DataRecord[];
}

/** Table rows from tree nodes: children under `children` (absent on leaves), depth and siblings noted. */
export function treeRows(nodes: readonly DataRecord[], childrenKey: string, depth = 1): TreeRow[] {
  return nodes.map((node) => {
    const raw = node[childrenKey];
    const children = Array.isArray(raw) ? raw.filter((c): c is DataRecord => typeof c === 'object' && c !== null) : [];
    const row: TreeRow = { ...node, __depth: depth, __siblings: nodes };
    delete row[childrenKey];
    if (children.length > 0) row.children = treeRows(children, childrenKey, depth + 1);
    return row;
  });
}

/** Keys of every node that has children (to open all levels). */
export function parentKeys(rows: readonly TreeRow[], rowKey: string): RecordId[] {
  return rows.flatMap((row) => {
    const children = row.children as TreeRow[] | undefined;
    return children ? [row[rowKey] as RecordId, ...parentKeys(children, rowKey)] : [];
  });
}

/** Number of nodes. */
export function countNodes(rows: readonly TreeRow[]): number {
  return rows.reduce((sum, row) => sum + 1 + countNodes((row.children as TreeRow[] | undefined) ?? []), 0);
}

/** The ids the family's `reorder` gets for moving a node among its siblings; null at an edge. */
export function siblingSwap(row: TreeRow, rowKey: string, delta: -1 | 1): RecordId[] | null {
  return swappedIds(row.__siblings, rowKey, row, delta);
}

/** Whether 新增<childLabel> shows on a node at this depth. */
export function canAddChild(depth: number, maxDepth: number | undefined): boolean {
  return maxDepth === undefined || depth < maxDepth;
}
