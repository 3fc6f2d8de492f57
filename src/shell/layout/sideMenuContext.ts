import { createContext, useContext, type KeyboardEvent } from 'react';
import { resolveMenuKey, type MenuKeyEntry } from './sideMenuKeys';

/** What every entry of the side menu reads: drawn with antd Menu's classes (prefix `ant-menu`). */
export interface SideMenuView {
  readonly prefixCls: string;
  /** antd's style hash and CSS-variable classes for popups outside the root list. */
  readonly rootClassName: string;
  readonly selectedPath: string | null;
  readonly openKeys: readonly string[];
  /** The one entry reached by Tab (roving tab stop): the selected entry, else the first. */
  readonly tabStop: string | null;
  readonly toggle: (path: string) => void;
  readonly navigate: (path: string) => void;
}

export const SideMenuContext = createContext<SideMenuView | null>(null);

export function useSideMenu(): SideMenuView {
  const view = useContext(SideMenuContext);
  if (!view) throw new Error('useSideMenu 须在 SideMenu 内使用');
  return view;
}

/** A class list from names, skipping the ones not set. */
export const cx = (...names: (string | false | null | undefined)[]): string => names.filter(Boolean).join(' ');

/** Whether `path` is `group` or lies under it. */
export function isWithin(path: string | null, group: string): boolean {
  return path !== null && (path === group || path.startsWith(`${group}/`));
}

const ENTRY = '[data-menu-path]';

function entryOf(element: Element): MenuKeyEntry {
  const open = element.getAttribute('data-menu-open');
  return {
    path: element.getAttribute('data-menu-path') ?? '',
    open: open === null ? undefined : open === 'true',
    parent: element.getAttribute('data-menu-parent'),
  };
}

/** Focuses the entry of `path` inside `list`; false when it is not rendered. */
export function focusMenuEntry(list: HTMLElement, path: string): boolean {
  const target = [...list.querySelectorAll<HTMLElement>(ENTRY)].find((el) => el.getAttribute('data-menu-path') === path);
  target?.focus();
  return target !== undefined;
}

/**
 * The keydown handler of a menu list (the root list, or a flyout's): moves focus, opens and
 * closes groups, activates entries (sideMenuKeys.ts). `onClose` is the list's Escape / ArrowLeft
 * at its top level (a flyout closes; the root list has none).
 */
export function handleMenuKeyDown(event: KeyboardEvent<HTMLElement>, onClose?: () => void): void {
  const list = event.currentTarget;
  const entries = [...list.querySelectorAll<HTMLElement>(ENTRY)].filter((el) => el.closest('[data-menu-list]') === list);
  const index = entries.findIndex((el) => el === event.target);
  if (index < 0) return;
  const action = resolveMenuKey(entries.map(entryOf), index, event.key);
  if (!action) return;
  event.preventDefault();
  event.stopPropagation();
  // Toggling and activating go through the entry's click handler, which knows disabled entries.
  if (action.type === 'focus') focusMenuEntry(list, action.path);
  else if (action.type === 'close') onClose?.();
  else entries[index]!.click();
}
