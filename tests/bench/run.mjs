#!/usr/bin/env node
/**
 * npm run bench — builds both flavours and records their bundle figures in
 * bench-results.json, then runtime figures measured in Chromium against the demo build
 * (storage: the 100,000-entry directory and a 1 GiB upload; BENCH_UPLOAD=0 skips the upload).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { measureBuild } from './bundleSize.mjs';
import { measureStorage, printStorage, startPreview } from './storageBench.mjs';

for (const script of ['build', 'build:real']) {
  const child = spawnSync('npm', ['run', '-s', script], { stdio: 'inherit' });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

const previous = existsSync('bench-results.json') ? JSON.parse(readFileSync('bench-results.json', 'utf8')) : {};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const bundles = { demo: measureBuild('dist'), real: measureBuild('dist-real') };
for (const [flavour, m] of Object.entries(bundles)) {
  console.log(`\n${flavour}: initial JS ${kb(m.initialJsBytes)} (gzip ${kb(m.initialJsGzip)}), all JS gzip ${kb(m.totalJsGzip)}`);
  for (const c of m.chunks) console.log(`  ${c.name.padEnd(48)} ${kb(c.bytes).padStart(10)}  gzip ${kb(c.gzip).padStart(9)}`);
}
const port = Number(process.env.BENCH_PORT ?? 4390);
const stopPreview = await startPreview('dist', port);
let storage;
try {
  storage = await measureStorage({ baseUrl: `http://127.0.0.1:${port}`, upload: process.env.BENCH_UPLOAD !== '0' });
  printStorage(storage);
} finally {
  stopPreview();
}

writeFileSync(
  'bench-results.json',
  `${JSON.stringify({ ...previous, measuredAt: new Date().toISOString(), bundles, storage }, null, 2)}\n`,
);
console.log('\nwritten: bench-results.json');
