#!/usr/bin/env node
/**
 * `npm run test:changed` — the inner loop: runs only what the working tree's changes touch, not
 * the whole suite.
 *
 *   - eslint on the changed .ts/.tsx/.js/.mjs files;
 *   - `lint:schemas` when anything under schemas/ changed;
 *   - vitest: the changed test files, plus every test that imports a changed module
 *     (`vitest related`), plus — for a changed page config — the tests naming that page;
 *   - Playwright: the changed e2e specs, plus the contract tests of a changed page config
 *     (after one demo build; the real build's server only for real-build.spec.ts).
 *
 * Changes are the working tree against HEAD (staged, unstaged and untracked); `--base <ref>`
 * compares with another commit instead (e.g. `--base main` on a branch). `--types` adds the
 * typecheck. `--e2e <spec>` adds a Playwright spec; `--no-e2e` leaves Playwright out.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { plan } from './support/changedPlan.mjs';

const { values: args } = parseArgs({
  options: { base: { type: 'string' }, types: { type: 'boolean' }, e2e: { type: 'string', multiple: true }, 'no-e2e': { type: 'boolean' } },
});

function git(...command) {
  const result = spawnSync('git', command, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${command.join(' ')}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

const changed = [
  ...git('diff', '--name-only', args.base ?? 'HEAD'),
  ...git('ls-files', '--others', '--exclude-standard'),
].filter((file, index, all) => all.indexOf(file) === index && existsSync(file));

const steps = plan(changed, { types: Boolean(args.types), e2e: args['no-e2e'] ? [] : args.e2e ?? [], noE2e: Boolean(args['no-e2e']) });
if (steps.length === 0) {
  console.log('test:changed — 没有需要运行的检查（没有改动，或改动不涉及代码与配置）');
  process.exit(0);
}
console.log(`test:changed — ${changed.length} 个改动的文件：\n  ${changed.join('\n  ')}`);
let failed = 0;
for (const step of steps) {
  console.log(`\n▶ ${step.label}: ${step.command} ${step.args.join(' ')}`);
  const started = Date.now();
  const child = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...step.env } });
  console.log(`◀ ${step.label} exit ${child.status} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (child.status !== 0) failed += 1;
}
console.log(failed === 0 ? '\ntest:changed — 全部通过' : `\ntest:changed — ${failed} 步失败`);
process.exit(failed === 0 ? 0 : 1);
