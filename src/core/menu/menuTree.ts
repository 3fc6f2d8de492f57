/**
 * The back-stage menu tree (schemas/menu.json) and pure look-ups over it. Routes, side menu,
 * breadcrumb and tag bar all read the tree through these functions, so there is one list of
 * routes. Every function takes the tree as a parameter (defaulting to the shipped one) so tests
 * and tools can pass their own.
 */
import menuJson from '../../../schemas/menu.json';
import type { MenuEntry, MenuFile, MenuNode } from './types';

/** The shipped menu file; the typed assignment makes tsc check the JSON against MenuFile. */
export const menuFile: MenuFile = menuJson;

/** The shipped back-stage tree, top-level entries in menu order. */
export const menuTree: readonly MenuNode[] = menuFile.menu;

/**
 * Reduces a location to the path the menu is keyed by: drops a leading "#", the query, an inner
 * hash and a trailing slash ("#/a/b/?x=1" → "/a/b").
 */
export function normalizePath(location: string): string {
  let path = location.startsWith('#') ? location.slice(1) : location;
  const cut = path.search(/[?#]/);
  if (cut >= 0) path = path.slice(0, cut);
  if (!path.startsWith('/')) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** Whether the entry can be opened at all (placeholders say linkable: false). */
export function isLinkable(node: MenuNode): boolean {
  return node.linkable !== false;
}

/** A node with at least one child is a group; everything else is a page or placeholder. */
export function isGroup(node: MenuNode): boolean {
  return (node.children?.length ?? 0) > 0;
}

/** Every node of the tree, depth first in menu order, each with its ancestor chain. */
export function walkMenu(tree: readonly MenuNode[] = menuTree): MenuEntry[] {
  const entries: MenuEntry[] = [];
  const visit = (nodes: readonly MenuNode[], ancestors: readonly MenuNode[]) => {
    for (const node of nodes) {
      entries.push({ node, ancestors, level: ancestors.length + 1 });
      if (node.children) visit(node.children, [...ancestors, node]);
    }
  };
  visit(tree, []);
  return entries;
}

/** The leaves (pages, redirects, placeholders) with their ancestor chains. */
export function menuLeaves(tree: readonly MenuNode[] = menuTree): MenuEntry[] {
  return walkMenu(tree).filter((entry) => !isGroup(entry.node));
}

/** The leaves that are real routes, i.e. everything but the non-linkable placeholders. */
export function routeLeaves(tree: readonly MenuNode[] = menuTree): MenuEntry[] {
  return menuLeaves(tree).filter((entry) => isLinkable(entry.node));
}

// Path → entry indexes, built once per tree object (the tree is immutable configuration).
const indexes = new WeakMap<readonly MenuNode[], ReadonlyMap<string, MenuEntry>>();

function indexOf(tree: readonly MenuNode[]): ReadonlyMap<string, MenuEntry> {
  let index = indexes.get(tree);
  if (!index) {
    index = new Map(walkMenu(tree).map((entry) => [entry.node.path, entry]));
    indexes.set(tree, index);
  }
  return index;
}

/** The entry at exactly this path (query, hash and trailing slash ignored), if the menu has one. */
export function findMenuEntry(path: string, tree: readonly MenuNode[] = menuTree): MenuEntry | undefined {
  return indexOf(tree).get(normalizePath(path));
}

export function findMenuNode(path: string, tree: readonly MenuNode[] = menuTree): MenuNode | undefined {
  return findMenuEntry(path, tree)?.node;
}

/** Which side-menu entry is highlighted and which groups are open for the current location. */
export interface ActiveMenu {
  /** Path of the highlighted entry; null when nothing in the menu corresponds. */
  readonly selectedPath: string | null;
  /** Paths of the groups to expand, outermost first. */
  readonly openPaths: readonly string[];
}

/**
 * The side-menu state for a location. A page with activePath highlights that entry (job-detail
 * highlights start-app); a hidden page without one highlights nothing but keeps its groups open,
 * so the user still sees where they are.
 */
export function activeMenu(path: string, tree: readonly MenuNode[] = menuTree): ActiveMenu {
  const entry = findMenuEntry(path, tree);
  if (!entry) return { selectedPath: null, openPaths: [] };
  const target = entry.node.activePath !== undefined ? findMenuEntry(entry.node.activePath, tree) : entry;
  if (!target) return { selectedPath: null, openPaths: entry.ancestors.map((node) => node.path) };
  const selectedPath = target.node.hidden ? null : target.node.path;
  return { selectedPath, openPaths: target.ancestors.map((node) => node.path) };
}

/** Every permission code the tree uses, in menu order, without repeats (e.g. for an all-powerful demo role). */
export function menuCodes(tree: readonly MenuNode[] = menuTree): string[] {
  const codes = new Set<string>();
  for (const { node } of walkMenu(tree)) if (node.code) codes.add(node.code);
  return [...codes];
}
