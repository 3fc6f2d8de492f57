#!/usr/bin/env node
/**
 * Cost flat in page count (issue 37), a layer of `npm test`: a copy of the checkout gets 50 more
 * list pages from `npm run new:page`, is built with `--mode real`, and the JS a browser fetches for
 * the login, portal home and customer list routes (tests/bench/routeSizes.mjs, gzip -9) may grow by
 * at most 2 KiB against the checkout's own real build — the one npm test has just made (`dist-real`,
 * or ROUTE_COST_BASE), so only the copy's build is paid here.
 *
 *   node tests/perf/routeCostFlat.mjs        exit 0 when every route is within the budget
 *   ROUTE_COST_BASE=<real build dir> ROUTE_COST_PORT=<port> (default 4552; the next one too) ROUTE_COST_PAGES=<n> (default 50)
 *   ROUTE_COST_KEEP=1 keeps the copy (its path is printed) to look into what grew
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { measureRoutes } from '../bench/routeSizes.mjs';

export const BUDGET_GZIP = 2 * 1024;
export const ROUTES = ['login', 'portalHome', 'list'];
const ROOT = resolve('.');
const PAGES = Number(process.env.ROUTE_COST_PAGES ?? 50);
const PORT = Number(process.env.ROUTE_COST_PORT ?? 4552);
const BASE = resolve(process.env.ROUTE_COST_BASE ?? 'dist-real');
/** What the copy leaves out: installed packages, history, builds and results (as newPage.scaffold.test.ts). */
const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'bench-results.json', 'coverage']);

function run(command, args, cwd) {
  const child = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  if (child.status !== 0) throw new Error(`${command} ${args.join(' ')}: exit ${child.status}\n${child.stdout?.slice(-2000)}\n${child.stderr?.slice(-2000)}`);
}

/** A copy of the checkout with `count` scaffolded list pages (one entity and family each), built with --mode real. */
export function grownBuild(copy, count) {
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => {
      const top = relative(ROOT, source).split(/[\\/]/)[0] ?? '';
      return !SKIP.has(top) && !top.startsWith('dist') && !top.startsWith('.vitest') && !top.startsWith('.playwright') && !top.startsWith('test-results');
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
  for (let i = 1; i <= count; i += 1) {
    run('node', [
      'generators/new-page.mjs', '--yes', '--no-lint', '--parent', '/operation-center/customer',
      '--name', `flat-cost-${i}`, '--title', `扩展页${i}`, '--entity', `flat-cost-${i}`, '--entity-title', `扩展${i}`,
      '--fields', 'subject:text:标题:required,level:enum(1=普通|2=紧急):级别:required,fee:money:金额,due:date:日期,detail:textarea:描述',
    ], copy);
  }
  run('npx', ['vite', 'build', '--mode', 'real', '--logLevel', 'error'], copy);
  return join(copy, 'dist-real');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  if (!existsSync(join(BASE, 'index.html'))) {
    console.error(`route cost: no real build at ${BASE} (npm run build:real, or ROUTE_COST_BASE)`);
    process.exit(1);
  }
  const copy = mkdtempSync(join(tmpdir(), 'hpc-route-cost-'));
  let failed = false;
  try {
    const grown = grownBuild(copy, PAGES);
    const built = Date.now();
    // Side by side, each on its own mock server: sizes do not depend on the machine's load.
    const [before, after] = await Promise.all([
      measureRoutes(BASE, { port: PORT, names: ROUTES }),
      measureRoutes(grown, { port: PORT + 1, names: ROUTES }),
    ]);
    const kib = (v) => `${(v / 1024).toFixed(2)} KiB`;
    console.log(`route JS with ${PAGES} more list pages (gzip -9; budget +${kib(BUDGET_GZIP)}):`);
    for (const name of ROUTES) {
      const growth = after[name].jsGzip - before[name].jsGzip;
      const ok = growth <= BUDGET_GZIP;
      failed ||= !ok;
      console.log(`  ${ok ? '✓' : '✗'} ${name.padEnd(11)} ${kib(before[name].jsGzip)} → ${kib(after[name].jsGzip)} (${growth >= 0 ? '+' : ''}${kib(growth)})`);
    }
    console.log(`  copy, scaffold and build ${((built - started) / 1000).toFixed(1)} s, measuring ${((Date.now() - built) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed = true;
    console.error(error);
  } finally {
    if (process.env.ROUTE_COST_KEEP === '1') console.log(`  copy kept: ${copy}`);
    else rmSync(copy, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}
