/**
 * The colour themes of docs/behaviour §3 Theme / §9: name, English name, index, main colour, its RGB
 * triple (for translucent tints in CSS), and the table header background and text colour.
 * Menu icons and images per theme are selected in CSS through `data-theme` (the `en` name) on
 * the root element, so adding artwork needs no code here.
 */
export interface ThemeDefinition {
  /** Chinese name, exactly three characters: the attribute parser relies on it (docs/behaviour §3). */
  name: string;
  en: string;
  /** One digit: the attribute's last character. */
  index: number;
  colour: string;
  /** "r, g, b" of the main colour. */
  rgb: string;
  tableHeaderBg: string;
  tableHeaderColor: string;
}

export const BLUE_THEME: ThemeDefinition = {
  name: '默认蓝',
  en: 'blue',
  index: 1,
  colour: '#496ddd',
  rgb: '73, 109, 221',
  tableHeaderBg: '#edf0fc',
  tableHeaderColor: '#2f3f73',
};

export const ORANGE_THEME: ThemeDefinition = {
  name: '红茶橙',
  en: 'orange',
  index: 2,
  colour: '#E68E39',
  rgb: '230, 142, 57',
  tableHeaderBg: '#fdf4eb',
  tableHeaderColor: '#6b4114',
};

export const THEMES: readonly ThemeDefinition[] = [BLUE_THEME, ORANGE_THEME];

/** docs/behaviour §9: 默认蓝 is the default theme. */
export const DEFAULT_THEME = BLUE_THEME;

/** The stored form of docs/behaviour §3: name + "-" + index, e.g. "默认蓝-1". */
export function formatThemeAttribute(theme: ThemeDefinition): string {
  return `${theme.name}-${theme.index}`;
}

/**
 * Reads a user theme attribute (docs/behaviour §3): the first three characters are the name and the last
 * character is the index. Both must name the same known theme; anything else (too short, an
 * unknown name, an index that is not that theme's) is null, and callers fall back to the
 * default rather than guess between two themes that disagree.
 */
export function parseThemeAttribute(content: unknown): ThemeDefinition | null {
  if (typeof content !== 'string') return null;
  const chars = Array.from(content.trim());
  // name (3) + at least the index; "默认蓝-1" is the normal form, "默认蓝1" still reads.
  if (chars.length < 4) return null;
  const name = chars.slice(0, 3).join('');
  const indexChar = chars[chars.length - 1] ?? '';
  if (!/^[0-9]$/.test(indexChar)) return null;
  const theme = THEMES.find((candidate) => candidate.name === name);
  if (!theme || theme.index !== Number(indexChar)) return null;
  return theme;
}
