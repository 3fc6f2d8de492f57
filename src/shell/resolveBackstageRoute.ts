import {
  findMenuEntry,
  firstPermittedPath,
  isGroup,
  isLinkable,
  isRouteAllowed,
  landingPath,
  menuTree,
  type MenuEntry,
  type MenuNode,
  type PermissionCodes,
} from '../core/menu';

/** What the back stage shows for a path: everything is decided by schemas/menu.json and the codes. */
export type BackstageRoute =
  | { kind: 'page'; entry: MenuEntry; pageId: string }
  | { kind: 'redirect'; to: string }
  /** No permitted page at all: nothing in the menu can be shown to this user. */
  | { kind: 'no-permission' }
  /** A placeholder entry (linkable: false): a part of the platform that is not open yet. */
  | { kind: 'not-open'; title: string }
  /** A path the menu does not know: a mistyped or outdated address. */
  | { kind: 'not-found' }
  /** A menu page without its page configuration: a configuration error. */
  | { kind: 'not-configured'; missing: string };

/**
 * docs/behaviour §2.3: groups land on their first permitted page, redirects apply, an unpermitted page
 * sends the user to the first permitted menu page.
 */
export function resolveBackstageRoute(
  pathname: string,
  codes: PermissionCodes,
  tree: readonly MenuNode[] = menuTree,
): BackstageRoute {
  const entry = findMenuEntry(pathname, tree);
  if (!entry) return { kind: 'not-found' };
  const { node } = entry;
  if (!isRouteAllowed(node, codes)) {
    const first = firstPermittedPath(tree, codes);
    return first ? { kind: 'redirect', to: first } : { kind: 'no-permission' };
  }
  if (node.redirect) return { kind: 'redirect', to: node.redirect };
  if (isGroup(node)) {
    const landing = landingPath(node, codes);
    if (landing && landing !== node.path) return { kind: 'redirect', to: landing };
    const first = firstPermittedPath(tree, codes);
    return first ? { kind: 'redirect', to: first } : { kind: 'no-permission' };
  }
  if (!isLinkable(node)) return { kind: 'not-open', title: node.title };
  if (!node.page) {
    return { kind: 'not-configured', missing: `schemas/menu.json 中 ${node.path} 的页面（page）` };
  }
  return { kind: 'page', entry, pageId: node.page };
}
