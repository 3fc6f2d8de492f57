import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests drive Debian's Chromium (/usr/bin/chromium; Playwright's own browser
 * download does not work here) against the built app served by `vite preview`:
 * port 4173 serves `dist` (mocks on), port 4174 serves `dist-real` (mocks off), ports 4175 and
 * 4176 two standalone mock servers with `dist-real` on the same origin.
 */
// Debian's headless shell (package chromium-headless-shell, installed by .ci/run) when there: the
// same engine without the browser's UI layers, as Playwright's own headless mode uses — the
// contract spec took 6–14 % less wall time with it than with the full browser (two subsets, same
// machine). Without it, the full browser.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Overridable so several people can run specs at once on one machine without sharing ports or builds.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const REAL_PORT = Number(process.env.E2E_REAL_PORT ?? 4174);
// The standalone mock server (npm run mock:server) serving dist-real: tests/e2e/mock-server.spec.ts.
const MOCK_SERVER_PORT = Number(process.env.E2E_MOCK_SERVER_PORT ?? 4175);
// A second mock server for the route walk over real HTTP (tests/e2e/route-walk-server.spec.ts): its
// sign-ins and user-events sockets must not meet mock-server.spec.ts's resets, faults and socket
// count when the two specs run at once on two workers. Started after the first, from its cache (~2 s).
const WALK_SERVER_PORT = Number(process.env.E2E_WALK_SERVER_PORT ?? 4176);
const DIST = process.env.E2E_DIST ?? 'dist';
// The real build (mocks off) the real preview and the mock server serve.
const REAL_DIST = process.env.E2E_REAL_DIST ?? 'dist-real';
// The control calls of the mock server need this token (tests/e2e/mock-server.spec.ts sends the same).
const MOCK_CONTROL_TOKEN = process.env.E2E_MOCK_CONTROL_TOKEN ?? 'e2e-mock-control-token';
const OUT = process.env.E2E_OUT ?? 'test-results';
// E2E_REAL=0: no server for the real build (a run of specs that do not use it, e.g. new:page's test).
const WITH_REAL = process.env.E2E_REAL !== '0';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `${OUT}/e2e`,
  // Both cores: spec files spread over two workers (the contract specs spread their tests too).
  // Each worker's browser context has its own mock backend (service worker + IndexedDB).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.E2E_JSON ?? '.playwright-results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    viewport: { width: 1440, height: 900 },
    // The console honours the setting (src/core/theme/reducedMotion.ts): dialogs and drawers are
    // at rest as soon as they show, so no step waits out an animation or judges a frame of one.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // A failed test keeps a trace of its actions, console and network. Its DOM snapshots and
    // screencast cost a quarter of the suite's wall time (the contract spec on one worker: 82 s with
    // them, 56 s without, 55 s with no trace); E2E_TRACE=full records them for a rerun under study.
    trace: process.env.E2E_TRACE === 'full'
      ? 'retain-on-failure'
      : { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: false },
    launchOptions: {
      executablePath: CHROMIUM,
      // The machine has no network: keep Chromium from reaching for Google services.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // No optimising compiler (TurboFan): a test page lives seconds, and on 2 cores compiling
        // its hot code costs more than the code it speeds up — the contract spec's renderer CPU
        // fell by ≈ 20 % (25 → 20 s over 14 pages, same machine, four alternating runs), the
        // storage spec's hashing was no slower. What a page does is unchanged.
        '--js-flags=--no-opt',
      ],
    },
  },
  webServer: [
    {
      command: `npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort --outDir ${DIST}`,
      url: `http://127.0.0.1:${PORT}/config.json`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(WITH_REAL
      ? [{
          command: `npx vite preview --mode real --host 127.0.0.1 --port ${REAL_PORT} --strictPort --outDir ${REAL_DIST}`,
          url: `http://127.0.0.1:${REAL_PORT}/config.json`,
          reuseExistingServer: false,
          timeout: 60_000,
        }, {
          // A first start bundles the mocks (cached under node_modules/.cache afterwards).
          command: 'node mocks/server/main.mjs',
          env: { MOCK_SERVER_PORT: String(MOCK_SERVER_PORT), MOCK_SERVER_DIST: REAL_DIST, MOCK_SERVER_CONTROL_TOKEN: MOCK_CONTROL_TOKEN },
          url: `http://127.0.0.1:${MOCK_SERVER_PORT}/config.json`,
          reuseExistingServer: false,
          timeout: 120_000,
        }, {
          command: 'node mocks/server/main.mjs',
          env: { MOCK_SERVER_PORT: String(WALK_SERVER_PORT), MOCK_SERVER_DIST: REAL_DIST, MOCK_SERVER_CONTROL_TOKEN: MOCK_CONTROL_TOKEN },
          url: `http://127.0.0.1:${WALK_SERVER_PORT}/config.json`,
          reuseExistingServer: false,
          timeout: 120_000,
        }]
      : []),
  ],
});
