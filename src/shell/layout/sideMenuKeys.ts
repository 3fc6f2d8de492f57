/**
 * Keyboard of the side menu (WAI-ARIA menu pattern, as antd's Menu has it): the arrow keys move
 * between the entries shown, Home / End to the first / last, ArrowRight opens a group and
 * ArrowLeft closes it or goes up to it, Enter and Space activate. Pure, so it is tested alone.
 */

/** An entry as the keyboard sees it: a group title or a page item, in document order. */
export interface MenuKeyEntry {
  readonly path: string;
  /** A group (it has children); undefined for a page item. */
  readonly open?: boolean;
  /** The group the entry sits in (null at the top level or in a flyout's root). */
  readonly parent: string | null;
}

export type MenuKeyAction =
  | { readonly type: 'focus'; readonly path: string }
  | { readonly type: 'toggle'; readonly path: string }
  | { readonly type: 'activate'; readonly path: string }
  | { readonly type: 'close' };

/**
 * What `key` does on the entry at `index` of `entries` (the entries rendered, in order).
 * null: the key is not the menu's (the event is left alone).
 */
export function resolveMenuKey(entries: readonly MenuKeyEntry[], index: number, key: string): MenuKeyAction | null {
  const entry = entries[index];
  if (!entry) return null;
  const focusAt = (at: number): MenuKeyAction | null => {
    const target = entries[at];
    return target ? { type: 'focus', path: target.path } : null;
  };
  switch (key) {
    case 'ArrowDown':
      return focusAt(index + 1 < entries.length ? index + 1 : 0);
    case 'ArrowUp':
      return focusAt(index > 0 ? index - 1 : entries.length - 1);
    case 'Home':
      return focusAt(0);
    case 'End':
      return focusAt(entries.length - 1);
    case 'Enter':
    case ' ':
      return entry.open === undefined ? { type: 'activate', path: entry.path } : { type: 'toggle', path: entry.path };
    case 'ArrowRight':
      if (entry.open === false) return { type: 'toggle', path: entry.path };
      // An open group: into its first entry.
      if (entry.open === true) return entries[index + 1]?.parent === entry.path ? focusAt(index + 1) : null;
      return null;
    case 'ArrowLeft':
      if (entry.open === true) return { type: 'toggle', path: entry.path };
      return entry.parent !== null ? { type: 'focus', path: entry.parent } : { type: 'close' };
    case 'Escape':
      return { type: 'close' };
    default:
      return null;
  }
}
