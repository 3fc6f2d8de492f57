/**
 * Acceptance of `npm run new:page` (issue 4): in a copy of the repository, a page written by the
 * scaffolder passes the schema lint, its generated API contract tests and, in Chromium, its
 * generated UI contract tests — none of which is written by hand for it.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve('.');
const PAGE_ID = 'operation-center/customer/customer-ticket';
const SKIP = new Set(['node_modules', '.git', 'test-results', 'playwright-report', 'bench-results.json']);
let copy = '';

function run(command: string, args: string[], env: Record<string, string> = {}): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd: copy, encoding: 'utf8', env: { ...process.env, CI: 'true', FORCE_COLOR: '0', ...env }, timeout: 480_000 });
}

function expectOk(result: SpawnSyncReturns<string>): void {
  if (result.status !== 0) throw new Error(`exit ${result.status}\n${result.stdout.slice(-4000)}\n${result.stderr.slice(-4000)}`);
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'hpc-new-page-'));
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => {
      const top = relative(ROOT, source).split(/[\\/]/)[0] ?? '';
      return !SKIP.has(top) && !top.startsWith('dist') && !top.startsWith('.vitest') && !top.startsWith('.playwright');
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:page', () => {
  it('writes a list page that lints, is served by the mocks and passes its generated contract tests', () => {
    const before = readFileSync(join(copy, 'schemas/menu.json'), 'utf8').split('\n');
    expectOk(run('node', [
      'generators/new-page.mjs', '--yes', '--no-lint',
      '--parent', '/operation-center/customer', '--name', 'customer-ticket', '--title', '客户工单',
      '--entity', 'customer-ticket', '--entity-title', '工单',
      '--fields', 'subject:text:工单标题:required:unique,phone:phone:联系电话:required,level:enum(1=普通|2=紧急|3=特急):级别:required,fee:money:涉及金额,due:date:截止日期,status:switch:状态,detail:textarea:问题描述',
    ]));
    for (const file of ['schemas/entities/customer-ticket.json', `schemas/pages/${PAGE_ID}.json`, 'mocks/crud/seeds/customer-ticket.ts']) {
      expect(existsSync(join(copy, file)), file).toBe(true);
    }
    const after = readFileSync(join(copy, 'schemas/menu.json'), 'utf8').split('\n');
    expect(after.length).toBe(before.length + 1);

    // Refused the second time, and nothing is overwritten.
    const again = run('node', ['generators/new-page.mjs', '--yes', '--no-lint', '--parent', '/operation-center/customer', '--name', 'customer-ticket', '--title', '客户工单', '--entity-title', '工单', '--fields', 'a:text:甲']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('已存在');

    expectOk(run('node', ['generators/gen-permissions.mjs']));
    const lint = run('node', ['generators/lint-schemas.mjs']);
    expectOk(lint);
    expect(lint.stdout).toMatch(/0 个问题/);

    // The generated API contract tests now include the new page.
    const api = run('npx', ['vitest', 'run', 'tests/contract', '--reporter=json', '--outputFile=.vitest-new-page.json']);
    expectOk(api);
    const report = JSON.parse(readFileSync(join(copy, '.vitest-new-page.json'), 'utf8')) as { testResults: { assertionResults: { fullName: string; status: string }[] }[] };
    const ours = report.testResults.flatMap((file) => file.assertionResults).filter((test) => test.fullName.includes(PAGE_ID));
    expect(ours.length).toBeGreaterThan(3);
    expect(ours.every((test) => test.status === 'passed')).toBe(true);

    // And the generated UI contract test drives it in Chromium.
    expectOk(run('npx', ['vite', 'build']));
    expectOk(run('npx', ['vite', 'build', '--mode', 'real']));
    const ui = run('npx', ['playwright', 'test', 'tests/e2e/contract.spec.ts', '-g', PAGE_ID], {
      E2E_PORT: '4351', E2E_REAL_PORT: '4352', E2E_JSON: '.playwright-new-page.json', E2E_OUT: 'test-results-new-page',
    });
    expectOk(ui);
    const stats = (JSON.parse(readFileSync(join(copy, '.playwright-new-page.json'), 'utf8')) as { stats: { expected: number; unexpected: number } }).stats;
    expect(stats.expected).toBeGreaterThan(0);
    expect(stats.unexpected).toBe(0);
  }, 900_000);
});
