import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { ANTD_STYLES_LINK_ID } from '../src/core/theme/prebuiltAntdStyles.js';

const RENDERER = fileURLToPath(new URL('./antd-styles/renderAntdStyleSheet.tsx', import.meta.url));
const CACHE_MAP_RULE = '.data-ant-cssinjs-cache-path{';

/**
 * Builds only: renders antd's first-view styles for the default theme on the server
 * (antd-styles/renderAntdStyleSheet.tsx), emits them as `assets/antd-<hash>.css` and links that
 * file from index.html as a preload. The app applies it before mounting, and antd then skips
 * generating those styles at runtime. The dev server and tests keep antd's runtime styles.
 */
export function antdStyles(): Plugin {
  let href = '';
  let base = './';
  return {
    name: 'hpc-antd-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const { module } = await runnerImport<{ renderAntdStyleSheet: () => string }>(RENDERER, { configFile: false, logLevel: 'error' });
      const css = module.renderAntdStyleSheet();
      // Without its map the sheet would only add bytes: antd would generate every style anyway.
      if (!css.includes(CACHE_MAP_RULE)) this.error('antd 预生成样式缺少 data-ant-cssinjs-cache-path 映射');
      const fileName = `assets/antd-${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
      href = `${base}${fileName}`;
    },
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'preload', as: 'style', href, id: ANTD_STYLES_LINK_ID }, injectTo: 'head' },
    ],
  };
}
