/**
 * Bench-only build of the plain TanStack table page (tests/bench/plain): the baseline that
 * `npm run bench` measures the generated list page against. Never part of the app's dist:
 * it is written to test-results/bench-plain (git- and eslint-ignored) and served on its own port.
 */
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repo = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

export default defineConfig({
  root: repo('tests/bench/plain'),
  base: './',
  // The app's public dir: the same msw worker script (and a config.json nobody reads here).
  publicDir: repo('public'),
  plugins: [react()],
  define: { __MOCKS_BUNDLED__: 'true' },
  logLevel: 'warn',
  build: {
    outDir: repo('test-results/bench-plain'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
});
