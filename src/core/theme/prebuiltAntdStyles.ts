/** The id of the preload link a build puts in index.html for antd's prebuilt styles (generators/vite-plugin-antd-styles.ts). */
export const ANTD_STYLES_LINK_ID = 'hpc-antd-styles';

/**
 * Applies antd's prebuilt stylesheet, if the page links one, so that antd finds it on its first
 * render and skips generating those styles. Resolves once the sheet applied — or failed to load:
 * antd then generates its styles at runtime as it does without the sheet (dev server, tests).
 *
 * The sheet goes first in <head>, before the app's own CSS, which overrides antd's rules where
 * it means to — the order antd's runtime styles (inserted at the top of <head>) have too.
 */
export function applyPrebuiltAntdStyles(doc: Document = document): Promise<void> {
  const preload = doc.getElementById(ANTD_STYLES_LINK_ID);
  if (!(preload instanceof HTMLLinkElement) || !preload.href) return Promise.resolve();
  const sheet = doc.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.href = preload.href;
  const settled = new Promise<void>((resolve) => {
    sheet.addEventListener('load', () => resolve(), { once: true });
    sheet.addEventListener('error', () => resolve(), { once: true });
  });
  doc.head.prepend(sheet);
  return settled;
}
