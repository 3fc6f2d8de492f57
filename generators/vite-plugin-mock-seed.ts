/**
 * Vite plugin: the demo build ships the mock backend's seed as `mock-seed.json`, built here in
 * Node (mocks/store/db.ts through Vite's module runner, the way vitest's global set-up builds it),
 * so a browser starting the demo reads it (milliseconds) instead of generating it (seconds of
 * faker and picture encoding on every first visit and on every reset of a new page). The seed
 * is deterministic (a fixed reference date, mocks/store/time.ts), so the file equals what the
 * browser would build. The dev server and `--mode real` ship no file: the browser builds it.
 */
import { resolve } from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as DbModule from '../mocks/store/db';

/** The asset's name beside index.html; mocks/store/seedAsset.ts reads it. */
export const MOCK_SEED_FILE = 'mock-seed.json';

export async function mockSeedJson(root: string): Promise<string> {
  const { module } = await runnerImport<typeof DbModule>(resolve(root, 'mocks/store/db.ts'), { configFile: false, root, logLevel: 'error' });
  return JSON.stringify(module.buildSeed(module.DEFAULT_SEED));
}

export function mockSeedAsset(): Plugin {
  let root = process.cwd();
  let enabled = false;
  return {
    name: 'hpc-mock-seed',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // A library build (a test bundling one component) is not the app.
      enabled = config.mode !== 'real' && !config.build.lib;
    },
    async generateBundle() {
      if (!enabled) return;
      this.emitFile({ type: 'asset', fileName: MOCK_SEED_FILE, source: await mockSeedJson(root) });
    },
  };
}
