import { atom, getDefaultStore } from 'jotai';
import { applyThemeStyle } from './themeStyle';
import { DEFAULT_THEME, formatThemeAttribute, parseThemeAttribute, type ThemeDefinition } from './themes';

/**
 * Where a selected theme is kept locally (docs/behaviour §4 "Selecting a colour stores it locally"),
 * in the stored form "红茶橙-2". Logout clears storage, so after the next sign-in the user's
 * attribute on the server decides.
 */
export const THEME_STORAGE_KEY = 'hpcTheme';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // locked-down browsers: the theme then lasts for the page only
  }
}

export function readStoredTheme(): ThemeDefinition | null {
  return parseThemeAttribute(storage()?.getItem(THEME_STORAGE_KEY) ?? null);
}

/** The active theme; AppProviders feeds it to antd's ConfigProvider. */
export const themeAtom = atom<ThemeDefinition>(readStoredTheme() ?? DEFAULT_THEME);

export interface ApplyThemeOptions {
  /** Keep it in local storage (default true). */
  persist?: boolean;
  store?: ReturnType<typeof getDefaultStore>;
}

/**
 * Makes a theme current everywhere at once, without a reload: antd components through the atom,
 * the rest of the page through the replaced style block.
 */
export function applyTheme(theme: ThemeDefinition, options: ApplyThemeOptions = {}): void {
  const store = options.store ?? getDefaultStore();
  store.set(themeAtom, theme);
  applyThemeStyle(theme);
  if (options.persist !== false) storage()?.setItem(THEME_STORAGE_KEY, formatThemeAttribute(theme));
}

export function currentTheme(store: ReturnType<typeof getDefaultStore> = getDefaultStore()): ThemeDefinition {
  return store.get(themeAtom);
}
