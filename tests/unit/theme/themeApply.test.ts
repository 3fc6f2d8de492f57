// @vitest-environment jsdom
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { antdThemeConfig, PLATFORM_FONT_FAMILY } from '../../../src/core/theme/antdTheme';
import { applyTheme, readStoredTheme, THEME_STORAGE_KEY, themeAtom } from '../../../src/core/theme/themeState';
import { applyThemeStyle, themeCss, THEME_STYLE_ID } from '../../../src/core/theme/themeStyle';
import { BLUE_THEME, ORANGE_THEME } from '../../../src/core/theme/themes';

afterEach(() => {
  document.getElementById(THEME_STYLE_ID)?.remove();
  delete document.documentElement.dataset.theme;
});

const styleBlocks = (): HTMLStyleElement[] => [...document.querySelectorAll<HTMLStyleElement>(`style#${THEME_STYLE_ID}`)];

describe('theme style block (docs/behaviour §4 "applied by replacing the style block")', () => {
  it('writes the theme as custom properties on :root', () => {
    const css = themeCss(ORANGE_THEME);
    expect(css).toContain('--hpc-primary: #E68E39;');
    expect(css).toContain('--hpc-primary-rgb: 230, 142, 57;');
    expect(css).toContain(`--hpc-table-header-bg: ${ORANGE_THEME.tableHeaderBg};`);
    expect(css).toContain(`--hpc-table-header-color: ${ORANGE_THEME.tableHeaderColor};`);
  });

  it('replaces the one block instead of adding another, and marks data-theme', () => {
    applyThemeStyle(BLUE_THEME);
    const first = styleBlocks()[0];
    applyThemeStyle(ORANGE_THEME);
    expect(styleBlocks()).toHaveLength(1);
    expect(styleBlocks()[0]).not.toBe(first);
    expect(first?.isConnected).toBe(false);
    expect(styleBlocks()[0]?.textContent).toContain('#E68E39');
    expect(document.documentElement.dataset.theme).toBe('orange');
    expect(getComputedStyle(document.documentElement).getPropertyValue('--hpc-primary').trim()).toBe('#E68E39');
  });
});

describe('applyTheme', () => {
  it('sets the atom, the style block and the local copy at once', () => {
    const store = createStore();
    applyTheme(ORANGE_THEME, { store });
    expect(store.get(themeAtom)).toBe(ORANGE_THEME);
    expect(styleBlocks()[0]?.textContent).toContain('#E68E39');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('红茶橙-2');
    expect(readStoredTheme()).toBe(ORANGE_THEME);
  });

  it('persist: false leaves local storage alone', () => {
    const store = createStore();
    applyTheme(BLUE_THEME, { store, persist: false });
    expect(store.get(themeAtom)).toBe(BLUE_THEME);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('a stored value that does not parse reads as none', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '天空蓝-3');
    expect(readStoredTheme()).toBeNull();
  });
});

describe('antd tokens', () => {
  it('primary, info and link colours and the table header follow the theme', () => {
    const config = antdThemeConfig(ORANGE_THEME);
    expect(config.token).toMatchObject({ colorPrimary: '#E68E39', colorInfo: '#E68E39', colorLink: '#E68E39' });
    expect(config.components?.Table).toEqual({ headerBg: ORANGE_THEME.tableHeaderBg, headerColor: ORANGE_THEME.tableHeaderColor });
  });

  it('reduced motion turns antd\'s motion off; by default the token is left alone (the prebuilt sheet matches)', () => {
    expect(antdThemeConfig(BLUE_THEME, { reducedMotion: true }).token?.motion).toBe(false);
    expect(antdThemeConfig(BLUE_THEME).token).not.toHaveProperty('motion');
    expect(antdThemeConfig(BLUE_THEME, { reducedMotion: false }).token).not.toHaveProperty('motion');
  });

  it('antd components and the page body use one font stack, Chinese UI fonts before Latin ones', () => {
    for (const theme of [BLUE_THEME, ORANGE_THEME]) expect(antdThemeConfig(theme).token?.fontFamily).toBe(PLATFORM_FONT_FAMILY);
    const families = PLATFORM_FONT_FAMILY.split(',').map((name) => name.trim());
    expect(families.indexOf("'Microsoft YaHei'")).toBeLessThan(families.indexOf('Arial'));
    const css = readFileSync('src/styles/global.css', 'utf8') // vitest runs from the repo root;
    const body = /body\s*{\s*font-family:\s*([^;]+);/.exec(css)?.[1]?.replace(/\s+/g, ' ');
    expect(body).toBe(PLATFORM_FONT_FAMILY);
  });
});
