/**
 * The tag bar of docs/behaviour §2.4 as a pure reducer: at most 9 recently visited pages, the least
 * recently visited dropped first, noTag and unpermitted pages never tagged, and closing the
 * current tag asks the shell to navigate to a neighbour. The shell keeps the state (e.g. in
 * useReducer or a jotai atom) and performs `navigation` after each action.
 */
import { isRouteAllowed, type PermissionCodes } from './permissions';
import { normalizePath } from './menuTree';
import type { MenuNode, Tag } from './types';

/** §2.4 "at most about 9". */
export const MAX_TAGS = 9;

/** What the shell should do after an action. */
export type TagNavigation =
  | { readonly kind: 'stay' }
  /** Open this tag (href = path + its remembered query). */
  | { readonly kind: 'tag'; readonly href: string }
  /** No tag is left to show: go to the home page (the first permitted menu page). */
  | { readonly kind: 'home' };

export interface TagBarState {
  /** Tags in bar order (order of first visit). */
  readonly tags: readonly Tag[];
  /** Path of the page on screen, tagged or not; null before the first visit. */
  readonly current: string | null;
  /** Tag paths from least to most recently visited: the first one is dropped when full. */
  readonly recency: readonly string[];
  /** The navigation the last action asks for. */
  readonly navigation: TagNavigation;
}

export const emptyTagBar: TagBarState = { tags: [], current: null, recency: [], navigation: { kind: 'stay' } };

export interface TagVisit {
  /** The location visited; a query part is kept as the tag's search. */
  readonly path: string;
  /** The menu node of that path; undefined for routes outside the menu (not tagged). */
  readonly node: MenuNode | undefined;
  readonly codes: PermissionCodes;
}

export type TagBarAction =
  | ({ readonly type: 'visit' } & TagVisit)
  | { readonly type: 'close'; readonly path: string }
  | { readonly type: 'closeOthers'; readonly path: string }
  | { readonly type: 'closeAll' };

const STAY: TagNavigation = { kind: 'stay' };

/** Where a tag leads: its path with the query last seen there. */
export function tagHref(tag: Tag): string {
  return `${tag.path}${tag.search ?? ''}`;
}

function splitLocation(location: string): { path: string; search: string } {
  const path = normalizePath(location);
  const query = /\?[^#]*/.exec(location.startsWith('#') ? location.slice(1) : location);
  return { path, search: query && query[0] !== '?' ? query[0] : '' };
}

/** §2.4: noTag pages, pages outside the menu and pages whose code the user lacks get no tag. */
export function isTaggable(node: MenuNode | undefined, codes: PermissionCodes): node is MenuNode {
  return node !== undefined && node.noTag !== true && isRouteAllowed(node, codes);
}

/** A page was shown: tag it (or refresh its tag) and make it current. */
export function visitTag(state: TagBarState, visit: TagVisit): TagBarState {
  const { path, search } = splitLocation(visit.path);
  if (!isTaggable(visit.node, visit.codes)) return { ...state, current: path, navigation: STAY };
  const title = visit.node.title;
  const recency = [...state.recency.filter((p) => p !== path), path];
  const existing = state.tags.findIndex((tag) => tag.path === path);
  if (existing >= 0) {
    // Revisiting never duplicates: the tag keeps its place and remembers the latest query.
    const tags = state.tags.map((tag, i) => (i === existing ? { title, path, search } : tag));
    return { tags, current: path, recency, navigation: STAY };
  }
  let tags: Tag[] = [...state.tags, { title, path, search }];
  let kept = recency;
  while (tags.length > MAX_TAGS) {
    const oldest = kept[0];
    tags = tags.filter((tag) => tag.path !== oldest);
    kept = kept.slice(1);
  }
  return { tags, current: path, recency: kept, navigation: STAY };
}

/**
 * Closes one tag. Closing the current page moves to its right neighbour, else its left one,
 * else home (§2.4 "closing the current page moves to a neighbour"); closing another tag stays.
 */
export function closeTag(state: TagBarState, path: string): TagBarState {
  const key = normalizePath(path);
  const index = state.tags.findIndex((tag) => tag.path === key);
  if (index < 0) return { ...state, navigation: STAY };
  const tags = state.tags.filter((_, i) => i !== index);
  const recency = state.recency.filter((p) => p !== key);
  if (state.current !== key) return { ...state, tags, recency, navigation: STAY };
  const neighbour = tags[index] ?? tags[index - 1];
  if (!neighbour) return { tags, recency, current: null, navigation: { kind: 'home' } };
  return { tags, recency, current: neighbour.path, navigation: { kind: 'tag', href: tagHref(neighbour) } };
}

/** Keeps only the given tag; if another page was on screen, opens the kept tag. */
export function closeOtherTags(state: TagBarState, path: string): TagBarState {
  const key = normalizePath(path);
  const kept = state.tags.find((tag) => tag.path === key);
  if (!kept) return { ...state, navigation: STAY };
  const navigation: TagNavigation = state.current === key ? STAY : { kind: 'tag', href: tagHref(kept) };
  return { tags: [kept], recency: [key], current: key, navigation };
}

/** Removes every tag and goes home. */
export function closeAllTags(_state: TagBarState): TagBarState {
  return { tags: [], recency: [], current: null, navigation: { kind: 'home' } };
}

/** The reducer form of the functions above, e.g. for useReducer. */
export function tagBarReducer(state: TagBarState, action: TagBarAction): TagBarState {
  switch (action.type) {
    case 'visit':
      return visitTag(state, action);
    case 'close':
      return closeTag(state, action.path);
    case 'closeOthers':
      return closeOtherTags(state, action.path);
    case 'closeAll':
      return closeAllTags(state);
  }
}
