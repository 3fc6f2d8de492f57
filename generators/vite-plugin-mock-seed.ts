/**
 * Vite plugin: the demo build ships the mock backend's seed as `mock-seed.json`, built in Node
 * by the function the config gives (vite.config.ts runs mocks/store/db.ts through Vite's module
 * runner, the way vitest's global set-up builds it; a generator imports nothing from mocks/), so
 * a browser starting the demo reads it (milliseconds) instead of generating it (seconds of
 * faker and picture encoding on every first visit and on every reset of a new page). The seed
 * is deterministic (a fixed reference date, mocks/store/time.ts), so the file equals what the
 * browser would build. The dev server and `--mode real` ship no file: the browser builds it.
 */
import type { Plugin } from 'vite';

/** The asset's name beside index.html; mocks/store/seedAsset.ts reads it. */
export const MOCK_SEED_FILE = 'mock-seed.json';

/** The seed's JSON, built from the project at `root`. */
export type SeedJson = (root: string) => Promise<string>;

export function mockSeedAsset(seedJson: SeedJson): Plugin {
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
      this.emitFile({ type: 'asset', fileName: MOCK_SEED_FILE, source: await seedJson(root) });
    },
  };
}
