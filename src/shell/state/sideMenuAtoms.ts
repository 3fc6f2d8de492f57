import { atom } from 'jotai';
import { activeMenu } from '../../core/menu';

/**
 * Open submenu keys of the side menu, with the page they were last chosen on. Entering a page
 * opens the groups above it: keys chosen on another page are not used (see openKeysOn), so the
 * first render of a page already has its groups open — no second render of the menu after it.
 * Coming back to the page of the last choice (no choice made in between) shows that choice again.
 */
export interface OpenMenuState {
  /** The pathname the keys were set on; null before any choice. */
  readonly pathname: string | null;
  readonly keys: readonly string[];
}

export const openMenuAtom = atom<OpenMenuState>({ pathname: null, keys: [] });

/** The open groups on `pathname`: those chosen there, else the groups above its menu entry. */
export function openKeysOn(state: OpenMenuState, pathname: string): string[] {
  return state.pathname === pathname ? [...state.keys] : [...activeMenu(pathname).openPaths];
}

/** Whether the side menu is collapsed to icons. */
export const siderCollapsedAtom = atom(false);
