/**
 * The breadcrumb of docs/behaviour §2.5, UI-free: crumbs come from the route path segments ("home"
 * ignored) with titles from the menu; inner pages may push and pop extra crumbs. Each crumb
 * carries an action descriptor the shell performs when it is clicked.
 */
import { findMenuNode, isGroup, menuTree, normalizePath } from './menuTree';
import type { MenuNode } from './types';

/** What clicking a crumb does. */
export type CrumbAction =
  /** Not clickable. */
  | { readonly kind: 'none' }
  /** Segment 1: open the left menu of this section (§2.5). */
  | { readonly kind: 'open-menu'; readonly sectionPath: string }
  /** Segment 2 of a crumb deeper than 3 levels: back to that section's home view, extra crumbs dropped. */
  | { readonly kind: 'back-home'; readonly path: string };

export interface Crumb {
  readonly title: string;
  /** The route path for segment crumbs; null for crumbs pushed by an inner page. */
  readonly path: string | null;
  readonly action: CrumbAction;
}

/** A crumb pushed by an inner page (e.g. a detail view opened inside a list page). */
export interface ExtraCrumb {
  readonly title: string;
}

/** The extra crumbs of one page. They belong to `path` and are dropped when the route changes. */
export interface CrumbStack {
  readonly path: string;
  readonly crumbs: readonly ExtraCrumb[];
}

export const emptyCrumbStack: CrumbStack = { path: '', crumbs: [] };

/** §2.5 "Segment 2 is clickable only when the crumb has more than 3 levels." */
export const SEGMENT_2_MIN_LEVELS = 4;

/** Pushes an inner crumb for the page at `path` (a stack left over from another page is discarded). */
export function pushCrumb(stack: CrumbStack, path: string, crumb: ExtraCrumb): CrumbStack {
  const key = normalizePath(path);
  const base = stack.path === key ? stack.crumbs : [];
  return { path: key, crumbs: [...base, crumb] };
}

/** Pops the innermost crumb of the page at `path`; popping an empty or foreign stack leaves it empty. */
export function popCrumb(stack: CrumbStack, path: string): CrumbStack {
  const key = normalizePath(path);
  if (stack.path !== key) return { path: key, crumbs: [] };
  return { path: key, crumbs: stack.crumbs.slice(0, -1) };
}

/** The extra crumbs that apply to `path`: none once the user has navigated elsewhere. */
export function extraCrumbsFor(stack: CrumbStack, path: string): readonly ExtraCrumb[] {
  return stack.path === normalizePath(path) ? stack.crumbs : [];
}

function segmentTitle(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape is shown as typed rather than breaking the shell
  }
}

/** Segment 1 opens a menu section only if it is one: a visible group of the menu. */
function isMenuSection(node: MenuNode | undefined): node is MenuNode {
  return node !== undefined && node.hidden !== true && isGroup(node);
}

/**
 * The crumbs for a location: one per path segment except "home", titled from the menu (the raw
 * segment when the menu has no node there), then the extra crumbs of the page.
 */
export function buildBreadcrumb(
  location: string,
  extra: readonly ExtraCrumb[] = [],
  tree: readonly MenuNode[] = menuTree,
): Crumb[] {
  const segments = normalizePath(location).split('/').filter(Boolean);
  const routeCrumbs: { title: string; path: string; node: MenuNode | undefined }[] = [];
  segments.forEach((segment, i) => {
    if (segment === 'home') return;
    const path = `/${segments.slice(0, i + 1).join('/')}`;
    const node = findMenuNode(path, tree);
    routeCrumbs.push({ title: node?.title ?? segmentTitle(segment), path, node });
  });
  const levels = routeCrumbs.length + extra.length;
  const crumbs: Crumb[] = routeCrumbs.map(({ title, path, node }, i) => {
    let action: CrumbAction = { kind: 'none' };
    if (i === 0 && isMenuSection(node)) action = { kind: 'open-menu', sectionPath: path };
    if (i === 1 && levels >= SEGMENT_2_MIN_LEVELS) action = { kind: 'back-home', path };
    return { title, path, action };
  });
  for (const crumb of extra) crumbs.push({ title: crumb.title, path: null, action: { kind: 'none' } });
  return crumbs;
}
