import type { ThemeDefinition } from './themes';

/** The one style block the theme engine owns; replaced wholesale on every change (docs/behaviour §4 Theme). */
export const THEME_STYLE_ID = 'hpc-theme';

/**
 * CSS for the parts of the page antd's tokens do not reach (the frame header, hand-written
 * modules, portal pages): custom properties on :root that stylesheets read with var(...).
 */
export function themeCss(theme: ThemeDefinition): string {
  return [
    ':root {',
    `  --hpc-primary: ${theme.colour};`,
    `  --hpc-primary-rgb: ${theme.rgb};`,
    `  --hpc-primary-soft: rgba(${theme.rgb}, 0.1);`,
    `  --hpc-table-header-bg: ${theme.tableHeaderBg};`,
    `  --hpc-table-header-color: ${theme.tableHeaderColor};`,
    '}',
    '',
  ].join('\n');
}

/**
 * Writes the theme into the page: replaces <style id="hpc-theme"> (created at the end of <head>
 * the first time, so it wins over static stylesheets) and marks the root element with
 * data-theme for theme-specific icons and images.
 */
export function applyThemeStyle(theme: ThemeDefinition, doc: Document = document): void {
  const next = doc.createElement('style');
  next.id = THEME_STYLE_ID;
  next.textContent = themeCss(theme);
  const previous = doc.getElementById(THEME_STYLE_ID);
  if (previous) previous.replaceWith(next);
  else doc.head.appendChild(next);
  doc.documentElement.dataset.theme = theme.en;
}
