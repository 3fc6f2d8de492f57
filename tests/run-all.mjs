#!/usr/bin/env node
/**
 * `npm test`: every layer in order — schema lint, typecheck, eslint, vitest (unit +
 * integration), production builds, Playwright end-to-end in Chromium — then one closing
 * line `N passed, N failed` with the real totals. The three static checks count as one
 * test each; vitest and Playwright count their test cases.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

const results = [];
const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: '0' };

function run(label, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const child = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${label} exit ${child.status} in ${seconds}s`);
  return child.status === 0;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

function check(label, command, args) {
  const ok = run(label, command, args);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

check('lint:schemas', 'node', ['generators/lint-schemas.mjs']);
check('typecheck', 'npx', ['tsc', '--noEmit', '-p', '.']);
check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']);

rmSync('.vitest-results.json', { force: true });
const vitestOk = run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.vitest-results.json']);
const vitest = readJson('.vitest-results.json');
results.push(
  vitest
    ? { label: 'vitest', passed: vitest.numPassedTests, failed: vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1) }
    : { label: 'vitest', passed: 0, failed: 1 },
);

// The typecheck ran above; build with vite alone rather than `npm run build` (which typechecks again).
const built = run('build (mocks bundled)', 'npx', ['vite', 'build']) && run('build (--mode real)', 'npx', ['vite', 'build', '--mode', 'real']);
if (!built) {
  results.push({ label: 'build', passed: 0, failed: 1 });
} else {
  rmSync('.playwright-results.json', { force: true });
  const e2eOk = run('playwright', 'npx', ['playwright', 'test']);
  const pw = existsSync('.playwright-results.json') ? readJson('.playwright-results.json') : undefined;
  const stats = pw?.stats;
  results.push(
    stats
      ? { label: 'playwright', passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected + (e2eOk || stats.unexpected > 0 ? 0 : 1) }
      : { label: 'playwright', passed: 0, failed: 1 },
  );
}

console.log('\n── summary ──');
for (const r of results) console.log(`${r.label.padEnd(14)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
