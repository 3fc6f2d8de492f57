/// <reference types="vitest/config" />
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import { antdStyles } from './generators/vite-plugin-antd-styles.js';
import { configFiles } from './generators/vite-plugin-config-files.js';
import { appRootChunkName } from './generators/vite-chunk-groups.js';
import { domFilesNeedingIsolation, filesNeedingIsolation } from './generators/vitest-isolation.js';
import { formValidators } from './generators/vite-plugin-form-validators.js';
import { mockSeedAsset, type SeedJson } from './generators/vite-plugin-mock-seed.js';
import { schemaLint } from './generators/vite-plugin-schema-lint.js';
import { CONTENT_SECURITY_POLICY, FRAME_ANCESTORS, securityHeaders } from './generators/security-headers.js';
import { MOCK_WORKER_FILES } from './mocks/workerScript.js';
import type * as DbModule from './mocks/store/db';

/**
 * The demo build's seed (generators/vite-plugin-mock-seed.ts), built by the mock backend's own
 * code run through Vite's module runner: given here because a generator imports nothing from
 * mocks/, while the config may.
 */
const mockSeedJson: SeedJson = async (root) => {
  const { module } = await runnerImport<typeof DbModule>(resolve(root, 'mocks/store/db.ts'), { configFile: false, root, logLevel: 'error' });
  return JSON.stringify(module.buildSeed(module.DEFAULT_SEED));
};

/**
 * `vite build --mode real` produces a deployment build: no mock code is bundled, the worker
 * scripts are not shipped and the emitted config.json has mocks off. The default build keeps
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
      for (const file of MOCK_WORKER_FILES) rmSync(resolve(outDir, file), { force: true });
      const configPath = resolve(outDir, 'config.json');
      const runtime = JSON.parse(readFileSync(configPath, 'utf8')) as Record<string, unknown>;
      delete runtime.$schema;
      writeFileSync(configPath, `${JSON.stringify({ ...runtime, mock: false }, null, 2)}\n`);
    },
  };
}

// The policy and headers live in generators/security-headers.ts (a test compares them with the README).
export { CONTENT_SECURITY_POLICY, securityHeaders };

/**
 * The dev server's policy header: no framing, no plugins, no <base> — but not the script rules,
 * as the dev server injects inline scripts (HMR, React refresh).
 */
const DEV_SERVER_POLICY = [FRAME_ANCESTORS, "object-src 'none'", "base-uri 'self'"].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'hpc-content-security-policy',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' },
    ],
  };
}

/**
 * Chunking beyond the automatic split. A demo build's mock backend reads every page config and
 * entity at boot (the CRUD mocks are generated from them), and every entity's compiled form
 * validators, which the app otherwise loads one small chunk per page or entity: in a demo build
 * they are one chunk, instead of some hundred requests queued in front of the backend's start.
 * A real build keeps one chunk per page and entity (a route downloads only its own).
 */
function chunkGroups(mode: string) {
  // Every build: what the app root imports statically is one `app` chunk (generators/vite-chunk-groups.ts).
  const appRoot = {
    name: appRootChunkName(fileURLToPath(new URL('.', import.meta.url)), PURE_PACKAGES),
    // Only the modules named go in: by default rolldown also pulls in everything they import, so
    // the whole of rc-field-form (reached through antd Modal's form context) joined every route.
    includeDependenciesRecursively: false,
  };
  if (mode === 'real') return [appRoot];
  return [{ name: 'schemas', test: /[\\/]schemas[\\/](pages|entities)[\\/].+\.json$|^\0virtual:form-validators\/entity\// }, appRoot];
}

/**
 * Packages whose modules only define things (no global registration), declared so because their
 * package.json says nothing: antd's Input, Select… import rc-field-form's index for one context,
 * and without this its whole form engine (Field, List, useForm, async-validator, ~15 KiB gzip)
 * would stay in every route. Other modules keep the bundler's default.
 */
const PURE_PACKAGES = /[\\/]node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator)[\\/]/;
function moduleSideEffects(id: string): boolean | undefined {
  return PURE_PACKAGES.test(id) ? false : undefined;
}

/**
 * vitest's file order (generators/vitest-sequencer.ts). It extends vitest's node API, loaded only
 * when vitest reads this config: every vite build, preview and dev start reads it too.
 */
const vitestSequencer = process.env.VITEST ? (await import('./generators/vitest-sequencer.js')).EnvironmentGroupingSequencer : undefined;

/** Node- and unit-project files that replace a module (`vi.mock`…) or a global: they run isolated (see the projects below). */
const NODE_MODULE_MOCKING = ['tests/integration', 'tests/contract', 'generators', 'mocks'].flatMap((dir) => filesNeedingIsolation(dir, '.test.ts'));
const UNIT_MODULE_MOCKING = filesNeedingIsolation('tests/unit', '.test.ts');
/** DOM files that replace a module or put antd's sheets into the shared document: they run isolated. */
const DOM_ISOLATED = domFilesNeedingIsolation('tests/integration', '.test.tsx');
const DOM_UNIT_ISOLATED = domFilesNeedingIsolation('tests/unit', '.test.tsx');

interface TestProject {
  environment: 'node' | 'jsdom';
  include: string[];
  setupFiles: string[];
}

/**
 * A vitest project whose files share a worker's loaded modules (no isolation: each file no longer
 * pays for importing antd, the mock backend…), and its `-isolated` twin for the files that cannot
 * share (`isolated`: found by generators/vitest-isolation.ts), each with a registry of its own.
 */
function sharedAndIsolated(name: string, project: TestProject, isolated: string[]) {
  return [
    { extends: true as const, test: { name, ...project, exclude: [...isolated], isolate: false } },
    { extends: true as const, test: { name: `${name}-isolated`, ...project, include: [...isolated] } },
  ];
}

export default defineConfig(({ mode }) => ({
  base: './',
  plugins: [react(), formValidators(), schemaLint(), antdStyles(), contentSecurityPolicy(), mockSeedAsset(mockSeedJson), ...(mode === 'real' ? [realDeploymentBuild(), configFiles()] : [])],
  define: {
    __MOCKS_BUNDLED__: JSON.stringify(mode !== 'real'),
  },
  server: { headers: securityHeaders(DEV_SERVER_POLICY) },
  preview: { headers: securityHeaders() },
  build: {
    outDir: mode === 'real' ? 'dist-real' : 'dist',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: { codeSplitting: { groups: chunkGroups(mode) } },
      treeshake: { moduleSideEffects: moduleSideEffects },
      // Required by the app-root group's includeDependenciesRecursively: false (rolldown refuses
      // 'strict', which library builds such as tests/unit/renderer/validatorBundle.test.ts default to).
      preserveEntrySignatures: 'allow-extension',
    },
  },
  test: {
    // Both cores: vitest's default leaves one free, which on the 2-core CI machine ran every file one after another.
    maxWorkers: 2,
    // A project's files of one environment one after another: a worker is kept only for a next
    // file of its project and environment (generators/vitest-sequencer.ts).
    sequence: { sequencer: vitestSequencer },
    globalSetup: ['tests/setup/seedGlobal.ts'],
    // One copy of antd in the tests: `antd` resolves to its CommonJS build under Node, and a deep
    // `antd/es/…` import (the app's lazy parts) would load the ES build beside it — a second set of
    // contexts (locale, theme, CSS-in-JS) and a second transform of hundreds of files.
    alias: [{ find: /^(antd|@ant-design\/icons|rc-pagination)\/es\//, replacement: '$1/lib/' }],
    restoreMocks: true,
    testTimeout: 30000, // jsdom renders of antd pages take seconds on a busy 2-core machine
    projects: [
      // Pure logic, generators, mock handlers and the API contract: no DOM to set up. A file that
      // needs one says `// @vitest-environment jsdom` in its first lines. Sharing modules (the set-up
      // still runs per file and puts the mock data, the query cache and storage back after each
      // test): importing the mock backend once per file was ≈ 40 % of this project's time.
      ...sharedAndIsolated('node', {
        environment: 'node',
        include: ['tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts', 'generators/**/*.test.ts', 'mocks/**/*.test.ts'],
        setupFiles: ['tests/setup/common.setup.ts'],
      }, NODE_MODULE_MOCKING),
      // Pure logic: resolvers, models, generators' rules — without the mock backend (unit.setup.ts).
      // Sharing modules: 82 files, 64 → 45 s alone; passed in shuffled file orders.
      ...sharedAndIsolated('unit', {
        environment: 'node',
        include: ['tests/unit/**/*.test.ts'],
        setupFiles: ['tests/setup/unit.setup.ts'],
      }, UNIT_MODULE_MOCKING),
      // Components (testing-library in jsdom). Files of a worker share loaded modules and the jsdom
      // document (253 → 150 s for the DOM projects on 2 cores); what a file leaves in the app's
      // lifetime holders is put back after it (tests/setup/betweenFiles.ts).
      ...sharedAndIsolated('dom', {
        environment: 'jsdom',
        include: ['tests/integration/**/*.test.tsx'],
        setupFiles: ['tests/setup/common.setup.ts', 'tests/setup/dom.setup.ts'],
      }, DOM_ISOLATED),
      // Components on their own (no mock backend, as in the unit project): importing msw's handlers
      // and the demo data was most of such a file's time. A call fails loudly.
      ...sharedAndIsolated('dom-unit', {
        environment: 'jsdom',
        include: ['tests/unit/**/*.test.tsx'],
        setupFiles: ['tests/setup/unit.setup.ts', 'tests/setup/dom.setup.ts'],
      }, DOM_UNIT_ISOLATED),
    ],
  },
}));
