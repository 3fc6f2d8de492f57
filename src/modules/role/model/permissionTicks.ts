/**
 * The tick logic of the permission-tree editor (docs/behaviour §2.9), apart from any widget: the tree the
 * editor shows, which boxes a role's codes tick, what a tick or untick changes, and the codes a
 * save sends — those of checked and partly checked nodes.
 *
 * Only leaves are stored as ticked; a parent is checked when every leaf under it is and half
 * checked when some are. A page with action checkboxes gets a 查看 leaf for its own look code,
 * so a read-only grant (look without actions) can be ticked and survives a save.
 */
import type { PermissionTreeNode } from '../../../core/menu/permissionTree';

export interface TickNode {
  /** Unique in the tree: the code, or `look:<code>` for a page's own 查看 leaf. */
  key: string;
  title: string;
  /** The code this node grants. */
  code: string;
  children: TickNode[];
}

/** Codes outside the menu (docs/behaviour §6), shown under their own group so a role can grant them. */
export interface ExtraCode {
  code: string;
  title: string;
}

export const EXTRA_GROUP_KEY = 'extra:global';
const LOOK_PREFIX = 'look:';

export function buildTickTree(tree: readonly PermissionTreeNode[], extras: readonly ExtraCode[] = []): TickNode[] {
  const toNode = (node: PermissionTreeNode): TickNode => {
    const actions = node.childrens.map((a) => ({ key: a.code, title: a.title, code: a.code, children: [] }));
    const children = [
      ...(actions.length > 0 ? [{ key: `${LOOK_PREFIX}${node.code}`, title: '查看', code: node.code, children: [] }] : []),
      ...actions,
      ...node.children.map(toNode),
    ];
    return { key: node.code, title: node.title, code: node.code, children };
  };
  const nodes = tree.map(toNode);
  // A code the tree places already keeps that one place: a second node of the same key would tick
  // and untick both. lint:schemas refuses such a code in the shipped lists; a server's tree may
  // still place one.
  const placed = grantableCodes(nodes);
  const own = extras.filter((e) => !placed.has(e.code));
  if (own.length === 0) return nodes;
  return [...nodes, {
    key: EXTRA_GROUP_KEY,
    title: '通用权限',
    code: '',
    children: own.map((e) => ({ key: e.code, title: e.title, code: e.code, children: [] })),
  }];
}

/** Every node key of the tree, depth first (a key written twice appears twice). */
export function tickKeys(tree: readonly TickNode[]): string[] {
  const keys: string[] = [];
  walk(tree, (node) => keys.push(node.key));
  return keys;
}

function leavesUnder(node: TickNode, into: string[] = []): string[] {
  if (node.children.length === 0) into.push(node.key);
  for (const child of node.children) leavesUnder(child, into);
  return into;
}

function walk(nodes: readonly TickNode[], visit: (node: TickNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walk(node.children, visit);
  }
}

/** The leaves a role's codes tick (a parent's code alone ticks nothing under it). */
export function leavesOfCodes(tree: readonly TickNode[], codes: Iterable<string>): Set<string> {
  const held = new Set(codes);
  const leaves = new Set<string>();
  walk(tree, (node) => {
    if (node.children.length === 0 && held.has(node.code)) leaves.add(node.key);
  });
  return leaves;
}

export interface TickState {
  checked: Set<string>;
  halfChecked: Set<string>;
}

/** Checked and half-checked node keys from the ticked leaves. */
export function tickState(tree: readonly TickNode[], leaves: ReadonlySet<string>): TickState {
  const checked = new Set<string>();
  const halfChecked = new Set<string>();
  /** 'all' | 'some' | 'none' of the leaves under the node are ticked. */
  const visit = (node: TickNode): 'all' | 'some' | 'none' => {
    if (node.children.length === 0) {
      if (!leaves.has(node.key)) return 'none';
      checked.add(node.key);
      return 'all';
    }
    const states = node.children.map(visit);
    const result = states.every((s) => s === 'all') ? 'all' : states.every((s) => s === 'none') ? 'none' : 'some';
    if (result === 'all') checked.add(node.key);
    else if (result === 'some') halfChecked.add(node.key);
    return result;
  };
  tree.forEach(visit);
  return { checked, halfChecked };
}

function findNode(tree: readonly TickNode[], key: string): TickNode | null {
  let found: TickNode | null = null;
  walk(tree, (node) => {
    if (node.key === key) found ??= node;
  });
  return found;
}

/** Ticking a node ticks every leaf under it; unticking unticks them. */
export function toggle(tree: readonly TickNode[], leaves: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const node = findNode(tree, key);
  const next = new Set(leaves);
  if (!node) return next;
  for (const leaf of leavesUnder(node)) {
    if (on) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}

/** The codes a save sends: those of checked and half-checked nodes, each once, in tree order. */
export function codesToSave(tree: readonly TickNode[], state: TickState): string[] {
  const codes: string[] = [];
  walk(tree, (node) => {
    if (node.code && (state.checked.has(node.key) || state.halfChecked.has(node.key)) && !codes.includes(node.code)) codes.push(node.code);
  });
  return codes;
}

/** Every code the tree can grant (the server refuses others). */
export function grantableCodes(tree: readonly TickNode[]): Set<string> {
  const codes = new Set<string>();
  walk(tree, (node) => {
    if (node.code) codes.add(node.code);
  });
  return codes;
}

/**
 * The nodes the signed-in user cannot grant (the server refuses codes its caller lacks): a leaf
 * whose code they do not hold, and a group all of whose leaves are such. `held` null: no limit.
 */
export function lockedKeys(tree: readonly TickNode[], held: ReadonlySet<string> | null): Set<string> {
  const locked = new Set<string>();
  if (!held) return locked;
  const visit = (node: TickNode): boolean => {
    const isLocked = node.children.length === 0 ? !held.has(node.code) : node.children.map(visit).every(Boolean);
    if (isLocked) locked.add(node.key);
    return isLocked;
  };
  tree.forEach(visit);
  return locked;
}

/**
 * A click on a node: ticks every leaf under it the user may grant, or — when those are all ticked
 * already — unticks them. Locked leaves keep their state, so a group with some locked leaves can
 * be ticked and unticked as far as the user's own codes reach.
 */
export function clickNode(tree: readonly TickNode[], leaves: ReadonlySet<string>, key: string, locked: ReadonlySet<string>): Set<string> {
  const node = findNode(tree, key);
  const next = new Set(leaves);
  if (!node || locked.has(node.key)) return next;
  const open = leavesUnder(node).filter((leaf) => !locked.has(leaf));
  const on = open.some((leaf) => !leaves.has(leaf));
  for (const leaf of open) {
    if (on) next.add(leaf);
    else next.delete(leaf);
  }
  return next;
}
