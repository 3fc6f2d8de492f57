import { describe, expect, it } from 'vitest';
import { renderAntdStyleSheet } from './renderAntdStyleSheet';

/** The cache-path map antd reads from the sheet: `tokenKey|Component-Part|prefix|iconPrefix:styleHash;…`. */
function cacheMap(css: string): string[] {
  const match = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css);
  return match?.[1]?.split(';') ?? [];
}

describe('renderAntdStyleSheet', () => {
  const css = renderAntdStyleSheet();
  const entries = cacheMap(css);

  it('holds the first-view components and the map that lets antd skip generating them', () => {
    const paths = entries.map((entry) => entry.split('|').slice(1).join('|').replace(/:[^:]*$/, ''));
    for (const path of ['Menu-Menu|ant-menu|anticon', 'Select-Select|ant-select|anticon', 'Pagination-Pagination|ant-pagination|anticon', 'Button-Button|ant-btn|anticon', 'Input-Component|ant-input|anticon', 'Dropdown-Dropdown|ant-dropdown|anticon']) {
      expect(paths).toContain(path);
    }
    expect(css).toContain('.ant-pagination');
    expect(css).toContain('.ant-menu');
  });

  it('is keyed by one theme, the default one, whose primary colour the rules carry', () => {
    // Component styles (`Name-Part|prefix|…`); the shared icon rules have a key of their own.
    const components = entries.filter((entry) => /^[^|]+\|[A-Z]/.test(entry));
    const tokenKeys = new Set(components.map((entry) => entry.split('|')[0]));
    expect(components.length).toBeGreaterThan(10);
    expect(tokenKeys.size).toBe(1);
    expect(css).toContain('#496ddd'); // the default theme's main colour (src/core/theme/themes.ts)
  });
});
