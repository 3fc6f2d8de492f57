#!/usr/bin/env node
/**
 * npm run bench — builds both flavours (the demo one with a manifest) and the bench-only plain
 * page into test-results/bench-*, records the bundle figures, then runtime figures measured in Chromium, all merged into
 * bench-results.json:
 *  - list: the generated list page vs a plain TanStack table page over 10,000 records, route JS;
 *  - storage: the 100,000-entry directory and a 1 GiB upload;
 *  - portal: /portal/home cold for a first-time visitor (FCP, JS gz; portalBench.mjs);
 *  - route JS and CSS on the real build served by the mock server (routeSizes.mjs: login, portal home, list, storage);
 *  - lint:schemas wall time;
 * then every issue-37 target as met or missed with its figure (targets.mjs).
 * Switches: BENCH_STORAGE=0 (no storage part), BENCH_UPLOAD=0 (no 1 GiB upload), BENCH_LIST=0, BENCH_PORTAL=0, BENCH_ROUTES=0,
 * BENCH_BUILD=0 (reuse existing builds), BENCH_RUNS (list runs, default 5), BENCH_PORT (base, 4390).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { measureBuild } from './bundleSize.mjs';
import { measureList } from './listBench.mjs';
import { measureLint } from './lintTime.mjs';
import { measurePortalHome, printPortal } from './portalBench.mjs';
import { printLint, printList } from './report.mjs';
import { measureRoutes, printRoutes } from './routeSizes.mjs';
import { measureStorage, printStorage, startPreview } from './storageBench.mjs';
import { printTargets } from './targets.mjs';

const env = process.env;
// The bench's own builds (git- and eslint-ignored), so a concurrent `vite build` of dist/ by
// someone else cannot swap the files under a measurement. No typecheck here: `npm run typecheck`.
const APP_DIR = 'test-results/bench-app';
const REAL_DIR = 'test-results/bench-real';
const PLAIN_DIR = 'test-results/bench-plain';
const steps = [
  ['npx', ['vite', 'build', '--manifest', '--outDir', APP_DIR, '--emptyOutDir']],
  ['npx', ['vite', 'build', '--mode', 'real', '--outDir', REAL_DIR, '--emptyOutDir']],
  ['npx', ['vite', 'build', '--config', 'tests/bench/vite.plain.config.ts']],
];
if (env.BENCH_BUILD !== '0') {
  for (const [command, args] of steps) {
    const child = spawnSync(command, args, { stdio: 'inherit' });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
}

const previous = existsSync('bench-results.json') ? JSON.parse(readFileSync('bench-results.json', 'utf8')) : {};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const bundles = { demo: measureBuild(APP_DIR), real: measureBuild(REAL_DIR) };
for (const [flavour, m] of Object.entries(bundles)) {
  console.log(`\n${flavour}: initial JS ${kb(m.initialJsBytes)} (gzip ${kb(m.initialJsGzip)}), all JS gzip ${kb(m.totalJsGzip)}`);
  for (const c of m.chunks) console.log(`  ${c.name.padEnd(48)} ${kb(c.bytes).padStart(10)}  gzip ${kb(c.gzip).padStart(9)}`);
}
const port = Number(env.BENCH_PORT ?? 4390);
const results = { ...previous, measuredAt: new Date().toISOString(), bundles };

if (env.BENCH_LIST !== '0') {
  const machine = { cpus: cpus().length, loadBefore: loadavg()[0] };
  const stops = [await startPreview(APP_DIR, port + 1), await startPreview(PLAIN_DIR, port + 2), await startPreview(REAL_DIR, port + 3)];
  try {
    const url = (offset) => `http://127.0.0.1:${port + offset}`;
    results.list = await measureList({ appUrl: url(1), plainUrl: url(2), realUrl: url(3), appDir: APP_DIR, realDir: REAL_DIR, runs: Number(env.BENCH_RUNS ?? 5) });
  } finally {
    stops.forEach((stop) => stop());
  }
  machine.loadAfter = loadavg()[0];
  results.list.machine = machine;
  printList(results.list, machine);
}

if (env.BENCH_STORAGE !== '0') {
  const stopPreview = await startPreview(APP_DIR, port);
  try {
    results.storage = await measureStorage({ baseUrl: `http://127.0.0.1:${port}`, upload: env.BENCH_UPLOAD !== '0' });
    results.storage.measuredAt = new Date().toISOString();
    printStorage(results.storage);
  } finally {
    stopPreview();
  }
}

if (env.BENCH_PORTAL !== '0') {
  const stopPreview = await startPreview(APP_DIR, port + 4);
  try {
    results.portal = await measurePortalHome({ appUrl: `http://127.0.0.1:${port + 4}`, appDir: APP_DIR });
    printPortal(results.portal);
  } finally {
    stopPreview();
  }
}

if (env.BENCH_ROUTES !== '0') {
  results.routes = await measureRoutes(REAL_DIR, { port: port + 5 });
  printRoutes(results.routes);
}

results.lintSchemas = measureLint(3);
printLint(results.lintSchemas);

printTargets(results);

writeFileSync('bench-results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten: bench-results.json');
