/// <reference types="vitest/config" />
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * `vite build --mode real` produces a deployment build: no mock code is bundled, the worker
 * script is not shipped and the emitted config.json has mocks off. The default build keeps
 * mocks in a lazily loaded chunk, so the same output can also run as a demo.
 */
function realDeploymentBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hpc-real-deployment-build',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
      const configPath = resolve(outDir, 'config.json');
      const runtime = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
      delete runtime.$schema;
      writeFileSync(configPath, `${JSON.stringify({ ...runtime, mock: false }, null, 2)}\n`);
    },
  };
}

export default defineConfig(({ mode }) => ({
  base: './',
  plugins: [react(), ...(mode === 'real' ? [realDeploymentBuild()] : [])],
  define: {
    __MOCKS_BUNDLED__: JSON.stringify(mode !== 'real'),
  },
  build: {
    outDir: mode === 'real' ? 'dist-real' : 'dist',
    chunkSizeWarningLimit: 1500,
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts', 'generators/**/*.test.ts', 'mocks/**/*.test.ts'],
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 30000, // jsdom renders of antd pages take seconds on a busy 2-core machine
  },
}));
