import { findMenuEntry } from '../../core/menu';

/**
 * Where a detail route's 返回 goes when there is no history to go back to (the page was opened
 * from a bookmark or a reload): the list it belongs to, i.e. its menu entry's `activePath`, else
 * its group (which lands on the group's first page).
 */
export function detailListPath(pathname: string): string {
  const entry = findMenuEntry(pathname);
  if (!entry) return '/';
  return entry.node.activePath ?? entry.ancestors[entry.ancestors.length - 1]?.path ?? '/';
}

/** The menu title of the route (used when the record has no title field value). */
export function detailMenuTitle(pathname: string): string | undefined {
  return findMenuEntry(pathname)?.node.title;
}
