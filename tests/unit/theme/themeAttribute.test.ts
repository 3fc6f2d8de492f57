import { describe, expect, it } from 'vitest';
import {
  BLUE_THEME, DEFAULT_THEME, formatThemeAttribute, ORANGE_THEME, parseThemeAttribute, THEMES,
} from '../../../src/core/theme/themes';

describe('themes (docs/behaviour §3 Theme, §9)', () => {
  it('默认蓝 (blue, 1, #496ddd) and 红茶橙 (orange, 2, #E68E39), blue by default', () => {
    expect(THEMES.map(({ name, en, index, colour }) => ({ name, en, index, colour }))).toEqual([
      { name: '默认蓝', en: 'blue', index: 1, colour: '#496ddd' },
      { name: '红茶橙', en: 'orange', index: 2, colour: '#E68E39' },
    ]);
    expect(DEFAULT_THEME).toBe(BLUE_THEME);
    expect(BLUE_THEME.rgb).toBe('73, 109, 221');
    expect(ORANGE_THEME.rgb).toBe('230, 142, 57');
    for (const theme of THEMES) {
      expect(Array.from(theme.name)).toHaveLength(3);
      expect(theme.tableHeaderBg).toMatch(/^#[0-9a-f]{6}$/i);
      expect(theme.tableHeaderColor).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('is stored as name + "-" + index', () => {
    expect(formatThemeAttribute(BLUE_THEME)).toBe('默认蓝-1');
    expect(formatThemeAttribute(ORANGE_THEME)).toBe('红茶橙-2');
  });
});

describe('parseThemeAttribute: first three characters name, last character index', () => {
  it('reads good values', () => {
    expect(parseThemeAttribute('默认蓝-1')).toBe(BLUE_THEME);
    expect(parseThemeAttribute('红茶橙-2')).toBe(ORANGE_THEME);
    expect(parseThemeAttribute(' 红茶橙-2 ')).toBe(ORANGE_THEME);
    expect(parseThemeAttribute('红茶橙2')).toBe(ORANGE_THEME); // only the first three and the last count
    for (const theme of THEMES) expect(parseThemeAttribute(formatThemeAttribute(theme))).toBe(theme);
  });

  it('refuses values too short to hold a name and an index', () => {
    for (const value of ['', '默', '默认蓝', '-1', '蓝-1']) expect(parseThemeAttribute(value)).toBeNull();
  });

  it('refuses unknown names', () => {
    for (const value of ['天空蓝-1', '默认绿-1', 'blue-1', 'orange-2']) expect(parseThemeAttribute(value)).toBeNull();
  });

  it('refuses an index that is not a digit or not that theme’s', () => {
    for (const value of ['默认蓝-2', '红茶橙-1', '默认蓝-x', '红茶橙-', '默认蓝-9', '默认蓝-١']) {
      expect(parseThemeAttribute(value)).toBeNull();
    }
  });

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 1, {}, ['默认蓝-1']]) expect(parseThemeAttribute(value)).toBeNull();
  });
});
