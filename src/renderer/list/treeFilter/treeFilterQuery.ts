/**
 * The tree beside a list (pageConfig.ts ListTreeFilter): its operation's answer read under the
 * page's family key — a save anywhere on the family reads it again — and turned into plain nodes
 * (key, name, figure, children) by the fields the page names.
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../core/http/client';
import { responseOf } from '../../../contract/backendDialect';
import { readPath } from '../../../contract/readPath';
import type { EndpointFamily } from '../../../pageLanguage/endpoint';
import type { ListTreeFilter } from '../../../pageLanguage/pageConfig';
import { familyKey } from '../../data/familyQueries';

export interface FilterTreeNode {
  key: string;
  label: string;
  /** The node's figure (count.field), when the page shows one and the node has it. */
  count: number | null;
  children: FilterTreeNode[];
}

type RawNode = Readonly<Record<string, unknown>>;
const isNode = (value: unknown): value is RawNode => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Plain nodes of an answer's node array; a node without a key is left out with what is below it. */
export function filterTreeNodes(raw: unknown, tree: Pick<ListTreeFilter, 'nodeKey' | 'nodeLabel' | 'childrenKey' | 'count'>, depth = 0): FilterTreeNode[] {
  // A cycle or a runaway answer stops at a depth no real tree reaches.
  if (!Array.isArray(raw) || depth > 32) return [];
  return raw.filter(isNode).flatMap((node) => {
    const key = node[tree.nodeKey];
    if (typeof key !== 'string' && typeof key !== 'number') return [];
    const label = node[tree.nodeLabel];
    const count = tree.count ? node[tree.count.field] : undefined;
    return [{
      key: String(key),
      label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(key),
      count: typeof count === 'number' ? count : null,
      children: filterTreeNodes(node[tree.childrenKey ?? 'children'], tree, depth + 1),
    }];
  });
}

export function treeFilterQuery(tree: ListTreeFilter, family: EndpointFamily) {
  return queryOptions<FilterTreeNode[]>({
    queryKey: [...familyKey(family.base), 'tree-filter', tree.source],
    queryFn: async ({ signal }) => filterTreeNodes(readPath(await http.get<unknown>(tree.source, { signal, loading: false, silent: true }), tree.nodes ?? responseOf(family).item), tree),
  });
}

/** The node with `key` and the names of the nodes above it, or null. */
export function findTreeNode(nodes: readonly FilterTreeNode[], key: string): FilterTreeNode | null {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inner = findTreeNode(node.children, key);
    if (inner) return inner;
  }
  return null;
}

export function treeKeys(nodes: readonly FilterTreeNode[]): string[] {
  return nodes.flatMap((node) => [node.key, ...treeKeys(node.children)]);
}
