/**
 * The rules of a tree family (a list page with `tree`, src/pageLanguage/pageConfig.ts TreeConfig),
 * pure so they are unit-tested alone: nesting records by their parent key, the depth of a node,
 * and why a create, a delete or a reorder is refused.
 */
import type { TreeConfig } from '../../src/pageLanguage/pageConfig';
import type { CrudRecord } from './crudRecord';

/** The parent value of a root: 0 (also read from null, undefined or ""). */
export const TREE_ROOT = 0;

export const DEFAULT_CHILDREN_KEY = 'children';
export const DEFAULT_CHILD_LABEL = '下级';

export function isRootValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || String(value) === String(TREE_ROOT);
}

export interface TreeShape {
  tree: TreeConfig;
  /** Field ordering siblings (the family's orderKey); ties by id. */
  orderKey: string;
}

type Node = CrudRecord & Record<string, unknown>;

const byOrder = (orderKey: string) => (a: CrudRecord, b: CrudRecord) => Number(a[orderKey] ?? 0) - Number(b[orderKey] ?? 0) || a.id - b.id;

/**
 * The nodes under `parent` (TREE_ROOT: the roots), each with its own children nested under the
 * children key, siblings in order. A node whose parent is missing counts as a root.
 */
export function nestTree(records: readonly CrudRecord[], shape: TreeShape, parent: unknown = TREE_ROOT): Node[] {
  const { parentKey } = shape.tree;
  const childrenKey = shape.tree.childrenKey ?? DEFAULT_CHILDREN_KEY;
  const ids = new Set(records.map((r) => String(r.id)));
  const parentOf = (r: CrudRecord) => (isRootValue(r[parentKey]) || !ids.has(String(r[parentKey])) ? String(TREE_ROOT) : String(r[parentKey]));
  const byParent = new Map<string, CrudRecord[]>();
  for (const record of records) byParent.set(parentOf(record), [...(byParent.get(parentOf(record)) ?? []), record]);
  const build = (key: string, seen: ReadonlySet<string>): Node[] =>
    (byParent.get(key) ?? [])
      .filter((r) => !seen.has(String(r.id)))
      .sort(byOrder(shape.orderKey))
      .map((r) => ({ ...r, [childrenKey]: build(String(r.id), new Set([...seen, String(r.id)])) }));
  return build(isRootValue(parent) ? String(TREE_ROOT) : String(parent), new Set());
}

/** Levels from the root down to the record (a root is at depth 1); 0 when it does not exist. */
export function depthOf(records: readonly CrudRecord[], parentKey: string, id: unknown): number {
  const byId = new Map(records.map((r) => [String(r.id), r]));
  let depth = 0;
  let current = byId.get(String(id));
  const seen = new Set<string>();
  while (current && !seen.has(String(current.id))) {
    seen.add(String(current.id));
    depth += 1;
    current = isRootValue(current[parentKey]) ? undefined : byId.get(String(current[parentKey]));
  }
  return depth;
}

/** Why a new node under `parent` is refused (unknown parent, too deep), or null. */
export function createRefusal(records: readonly CrudRecord[], tree: TreeConfig, entityTitle: string, parent: unknown): string | null {
  if (isRootValue(parent)) return null;
  const depth = depthOf(records, tree.parentKey, parent);
  if (depth === 0) return `上级${entityTitle}不存在`;
  if (tree.maxDepth !== undefined && depth + 1 > tree.maxDepth) return `${entityTitle}最多 ${tree.maxDepth} 级`;
  return null;
}

/** Why deleting the node is refused (it has children, or records of `usedBy` point at it), or null. */
export function deleteRefusal(
  records: readonly CrudRecord[],
  tree: TreeConfig,
  entityTitle: string,
  id: unknown,
  usages: readonly { label: string; count: number }[],
): string | null {
  if (records.some((r) => !isRootValue(r[tree.parentKey]) && String(r[tree.parentKey]) === String(id))) {
    return `该${entityTitle}下还有${tree.childLabel ?? DEFAULT_CHILD_LABEL}，不能删除`;
  }
  const used = usages.find((u) => u.count > 0);
  return used ? `该${entityTitle}下还有${used.label}，不能删除` : null;
}

/** A reorder moves siblings only: refused when the records named have different parents. */
export function reorderRefusal(moved: readonly CrudRecord[], tree: TreeConfig): string | null {
  const parents = new Set(moved.map((r) => (isRootValue(r[tree.parentKey]) ? String(TREE_ROOT) : String(r[tree.parentKey]))));
  return parents.size > 1 ? '只能在同级之间调整顺序' : null;
}
