/**
 * Bench-only build of the plain TanStack table page (tests/bench/plain): the baseline that
 * `npm run bench` measures the generated list page against. It is the app's own Vite config
 * (same plugins, defines and public dir, so the mock backend builds exactly as in the app) with
 * another entry and output: test-results/bench-plain (git- and eslint-ignored), never the app's dist.
 * The page is served at /tests/bench/plain/index.html on its own port.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import appConfig from '../../vite.config.js';

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export default defineConfig(async (env) => {
  const app: UserConfig = typeof appConfig === 'function' ? await appConfig(env) : await appConfig;
  return mergeConfig(app, {
    // Absolute, so the msw worker script (public dir, at the output root) is found from the page's sub-path.
    base: '/',
    logLevel: 'warn',
    build: {
      outDir: repo('test-results/bench-plain'),
      emptyOutDir: true,
      manifest: false,
      rolldownOptions: { input: repo('tests/bench/plain/index.html') },
    },
  } satisfies UserConfig);
});
