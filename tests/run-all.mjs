#!/usr/bin/env node
/**
 * `npm test`: every layer — schema lint, typecheck, eslint, vitest (unit, node and DOM projects:
 * unit, integration, contract), both production builds, Playwright end-to-end in Chromium, the
 * route cost check (tests/perf/routeCostFlat.mjs: 50 more pages must not make routes heavier) — then the
 * seconds of each layer, the 10 slowest test files and one closing line `N passed, N failed`
 * with the real totals. The four static checks count as one test each; vitest and Playwright
 * count their test cases.
 *
 * Side by side: typecheck ‖ eslint ‖ schema lint ‖ redocly lint, and later the two builds; vitest and Playwright
 * spread over the cores themselves (see vite.config.ts and playwright.config.ts), so they run alone.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { slowestFiles } from './support/slowestFiles.mjs';

const results = [];
const timings = [];
const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: '0', REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
const VITEST_JSON = '.vitest-results.json';
const PLAYWRIGHT_JSON = '.playwright-results.json';

/** Runs one command with its output passed through; resolves true on exit 0. */
function run(label, command, args, { quiet = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
    if (quiet) {
      child.stdout.on('data', (d) => chunks.push(d));
      child.stderr.on('data', (d) => chunks.push(d));
    }
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      timings.push({ label, seconds });
      // Side-by-side layers print their output whole once done, so it does not interleave.
      if (quiet) process.stdout.write(Buffer.concat(chunks));
      console.log(`◀ ${label} exit ${code} in ${seconds.toFixed(1)}s`);
      resolve(code === 0);
    });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

async function check(label, command, args) {
  const ok = await run(label, command, args, { quiet: true });
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

const started = Date.now();
await Promise.all([
  check('lint:schemas', 'node', ['generators/lint-schemas.mjs']),
  // `npm run typecheck`: TypeScript 7 (the native compiler), ≈ 6 s where 5.9 took ≈ 55 s.
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  // One lint thread: `--concurrency=2` measured 53 s against 56 s alone (one thread already keeps
  // both cores busy with the garbage collector), within the noise.
  check('eslint', 'npx', ['eslint', '.', '--max-warnings=0']),
  // The OpenAPI document against Redocly's recommended rules (redocly.yaml); an error fails it.
  // Offline: the local binary, no usage data (env above and redocly.yaml), no update check.
  check('redocly lint', 'node_modules/.bin/redocly', ['lint', 'schemas/generated/openapi.json', '--max-problems=50']),
]);

rmSync(VITEST_JSON, { force: true });
const vitestOk = await run('vitest', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_JSON}`]);
const vitest = readJson(VITEST_JSON);
results.push(
  vitest
    ? { label: 'vitest', passed: vitest.numPassedTests, failed: vitest.numFailedTests + (vitestOk || vitest.numFailedTests > 0 ? 0 : 1) }
    : { label: 'vitest', passed: 0, failed: 1 },
);

// The typecheck ran above; build with vite alone rather than `npm run build` (which typechecks again).
const builds = await Promise.all([
  run('build (mocks bundled)', 'npx', ['vite', 'build', '--logLevel', 'warn'], { quiet: true }),
  run('build (--mode real)', 'npx', ['vite', 'build', '--mode', 'real', '--logLevel', 'warn'], { quiet: true }),
]);
let playwright;
if (!builds.every(Boolean)) {
  results.push({ label: 'build', passed: 0, failed: 1 });
} else {
  rmSync(PLAYWRIGHT_JSON, { force: true });
  const e2eOk = await run('playwright', 'npx', ['playwright', 'test']);
  playwright = existsSync(PLAYWRIGHT_JSON) ? readJson(PLAYWRIGHT_JSON) : undefined;
  const stats = playwright?.stats;
  results.push(
    stats
      ? { label: 'playwright', passed: stats.expected + (stats.flaky ?? 0), failed: stats.unexpected + (e2eOk || stats.unexpected > 0 ? 0 : 1) }
      : { label: 'playwright', passed: 0, failed: 1 },
  );
  // Cost flat in page count (issue 37): a copy with 50 more pages is built once more (--mode real)
  // and its routes' JS compared with dist-real's above; its own servers, after Playwright's are gone.
  await check('route cost flat', 'node', ['tests/perf/routeCostFlat.mjs']);
}

console.log('\n── seconds per layer ──');
for (const t of timings) console.log(`${t.label.padEnd(24)} ${t.seconds.toFixed(1).padStart(7)} s`);
console.log(`${'wall'.padEnd(24)} ${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s`);

console.log('\n── 10 slowest test files ──');
for (const f of slowestFiles({ vitest, playwright, root: process.cwd(), relative }).slice(0, 10)) {
  console.log(`${f.seconds.toFixed(1).padStart(7)} s  ${f.layer.padEnd(10)} ${f.file} (${f.tests} tests)`);
}

console.log('\n── summary ──');
for (const r of results) console.log(`${r.label.padEnd(14)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
