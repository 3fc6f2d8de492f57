#!/usr/bin/env node
/**
 * npm run bench — builds both flavours and records their bundle figures in
 * bench-results.json (later issues add runtime benchmarks here).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { measureBuild } from './bundleSize.mjs';

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
writeFileSync(
  'bench-results.json',
  `${JSON.stringify({ ...previous, measuredAt: new Date().toISOString(), bundles }, null, 2)}\n`,
);
console.log('\nwritten: bench-results.json');
