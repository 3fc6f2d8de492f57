/**
 * Acceptance of `npm run new:page`: in a copy of the repository, a page written by the scaffolder
 * passes what `npm test` runs on it with nothing else edited — the schema lint (the permission
 * tree regenerated), the typecheck and eslint of its files, the vitest suites that read the page
 * configs and the menu (API contract, menu, permission tree, CRUD families) and, in Chromium, its
 * generated UI contract (and a journey, if it brings a new kind of filter, control or action).
 *
 * What the copy shares with the checkout is checked by `npm test`'s own layers, so here only what
 * the page can change is run again (this test once cost ≈ 165 s, mostly re-running those layers):
 * the typecheck covers the files new:page wrote or changed and the modules that import a JSON file
 * it changed; vitest runs those suites whole except the per-page tests of the other pages.
 */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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

/** Tests of a vitest or Playwright JSON report whose full name mentions `needle`. */
function vitestResults(file: string): { fullName: string; status: string }[] {
  const report = JSON.parse(readFileSync(join(copy, file), 'utf8')) as { testResults: { assertionResults: { fullName: string; status: string }[] }[] };
  return report.testResults.flatMap((f) => f.assertionResults);
}

const SOURCE_DIRS = ['src', 'mocks', 'tests', 'schemas', 'generators'];

function filesUnder(root: string, dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** Files of the copy that are new or differ from the checkout (what new:page wrote). */
function changedFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) => filesUnder(copy, dir)).filter((file) => {
    const original = join(ROOT, file);
    return !existsSync(original) || readFileSync(original, 'utf8') !== readFileSync(join(copy, file), 'utf8');
  });
}

/**
 * The TypeScript files whose types the change can reach: the changed .ts files, and every module
 * importing a changed JSON file (its type is inferred from the JSON). Everything else is the same
 * as in the checkout, which the typecheck layer checks.
 */
function typecheckTargets(changed: string[]): string[] {
  const tsFiles = changed.filter((file) => /\.tsx?$/.test(file));
  const jsonNames = changed.filter((file) => file.endsWith('.json')).map((file) => file.split('/').pop()!);
  const importers = SOURCE_DIRS.flatMap((dir) => filesUnder(copy, dir))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => {
      const text = readFileSync(join(copy, file), 'utf8');
      return jsonNames.some((name) => new RegExp(`from '[^']*/${name.replace(/[.-]/g, '\\$&')}'`).test(text));
    });
  // Ambient declarations (virtual modules of the Vite plugins) are seen only when listed.
  const declarations = SOURCE_DIRS.flatMap((dir) => filesUnder(copy, dir)).filter((file) => file.endsWith('.d.ts'));
  return [...new Set([...tsFiles, ...importers, ...declarations])];
}

/** Names vitest gives the per-page tests of the API contract (`contract <pageId> (...)`, `permissions <pageId> ...`). */
const PER_PAGE = /^(?:contract|permissions) \S+ /;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'hpc-new-page-'));
  cpSync(ROOT, copy, {
    recursive: true,
    filter: (source) => {
      const top = relative(ROOT, source).split(/[\\/]/)[0] ?? '';
      return !SKIP.has(top) && !top.startsWith('dist') && !top.startsWith('.vitest') && !top.startsWith('.playwright') && !top.startsWith('test-results');
    },
  });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
}, 120_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:page', () => {
  it('explains itself with --help and refuses an unknown option in Chinese, writing nothing', () => {
    const help = run('node', ['generators/new-page.mjs', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('用法：npm run new:page -- [选项]');
    expect(help.stdout).toContain('--fields <字段>');
    const unknown = run('node', ['generators/new-page.mjs', '--colour', 'red']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr.trim()).toBe('new:page — 不认识的参数 --colour；运行 npm run new:page -- --help 查看用法');
    expect(changedFiles()).toEqual([]);
  });

  it('writes a list page that passes, with nothing else edited, the suites that read it', () => {
    const before = readFileSync(join(copy, 'schemas/menu.json'), 'utf8').split('\n');
    expectOk(run('node', [
      'generators/new-page.mjs', '--yes',
      '--parent', '/operation-center/customer', '--name', 'customer-ticket', '--title', '客户工单',
      '--entity', 'customer-ticket', '--entity-title', '工单',
      '--fields', 'subject:text:工单标题:required:unique,phone:phone:联系电话:required,level:enum(1=普通|2=紧急|3=特急):级别:required,fee:money:涉及金额,due:date:截止日期,status:switch:状态,detail:textarea:问题描述,vendor:text:软件厂商,contact:text:联系人,mail:email:联系邮箱',
    ]));
    const files = ['schemas/entities/customer-ticket.json', 'schemas/families/customer-ticket.json', `schemas/pages/${PAGE_ID}.json`];
    for (const file of files) expect(existsSync(join(copy, file)), file).toBe(true);
    // No hand-written seed: the generated mocks seed the entity's declared number of records.
    expect(existsSync(join(copy, 'mocks/crud/seeds/customer-ticket.ts'))).toBe(false);
    expect(JSON.parse(readFileSync(join(copy, 'schemas/entities/customer-ticket.json'), 'utf8'))).toMatchObject({ 'x-seed-count': 80 });
    // Seed hints by kind and title: a vendor reads as a company, never as a remark; the e-mail is the contact's.
    expect(JSON.parse(readFileSync(join(copy, 'schemas/entities/customer-ticket.json'), 'utf8'))).toMatchObject({
      properties: { vendor: { 'x-seed': { org: 'company' } }, contact: { 'x-seed': { person: true } }, mail: { 'x-seed': { email: 'contact' } } },
    });
    const after = readFileSync(join(copy, 'schemas/menu.json'), 'utf8').split('\n');
    expect(after.length).toBe(before.length + 1);

    // Refused the second time, and nothing is overwritten.
    const again = run('node', ['generators/new-page.mjs', '--yes', '--no-lint', '--parent', '/operation-center/customer', '--name', 'customer-ticket', '--title', '客户工单', '--entity-title', '工单', '--fields', 'a:text:甲']);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('已存在');

    // new:page regenerated the permission tree and the OpenAPI document and linted; the lint
    // passes on its own too, and the document is current (npm test's check).
    const lint = run('node', ['generators/lint-schemas.mjs']);
    expectOk(lint);
    expect(lint.stdout).toMatch(/0 个问题/);
    expectOk(run('node', ['generators/gen-openapi.mjs', '--check']));
    const changed = changedFiles();
    expect(changed).toEqual(expect.arrayContaining([...files, 'schemas/menu.json', 'schemas/generated/openapi.json']));
    const targets = typecheckTargets(changed);
    expect(targets).toEqual(expect.arrayContaining(['src/core/menu/menuTree.ts']));
    writeFileSync(join(copy, 'tsconfig.new-page.json'), JSON.stringify({ extends: './tsconfig.json', include: [], files: targets }));
    expectOk(run('node', ['node_modules/typescript-7/bin/tsc', '--noEmit', '-p', 'tsconfig.new-page.json']));
    // eslint of what new:page wrote: when that is no script, there is nothing to lint (eslint reads
    // no JSON). \`eslint\` given no file lints the whole copy, the same code npm test's eslint layer
    // lints in the checkout: 41 of this test's 105 s, checking nothing new.
    const scripts = changed.filter((file) => /\.(?:[cm]?[jt]sx?)$/.test(file));
    if (scripts.length > 0) expectOk(run('npx', ['eslint', '--max-warnings=0', ...scripts]));
    else expect(changed.every((file) => file.endsWith('.json')), changed.join(', ')).toBe(true);

    // The vitest suites that read page configs and the menu: every test but the other pages' own —
    // the new page's API contract, the catalogue-wide checks (codes grantable, handlers declared,
    // every config with its entity), and the menu test that holds routes to the spec (the entry is
    // flagged as an addition).
    const suites = ['tests/contract', 'tests/unit/menu', 'tests/unit/generators/permissionTree.test.ts', 'tests/integration/mocks/crudFamilies.test.ts'];
    const otherPages = `^(?!(?:contract|permissions) (?!${PAGE_ID} )\\S+ )`;
    expectOk(run('npx', ['vitest', 'run', '--project', 'node', '--project', 'unit', ...suites, '-t', otherPages, '--reporter=json', '--outputFile=.vitest-new-page.json']));
    const results = vitestResults('.vitest-new-page.json');
    expect(results.filter((test) => test.status !== 'passed' && test.status !== 'skipped')).toEqual([]);
    expect(results.filter((test) => test.status === 'skipped' && (!PER_PAGE.test(test.fullName) || test.fullName.includes(` ${PAGE_ID} `)))).toEqual([]);
    expect(results.filter((test) => test.status === 'passed' && !PER_PAGE.test(test.fullName)).length).toBeGreaterThan(50);
    expect(results.filter((test) => test.fullName.includes(PAGE_ID)).length).toBeGreaterThan(3);

    // And its generated UI contract in Chromium, against the demo build.
    expectOk(run('npx', ['vite', 'build', '--logLevel', 'warn']));
    const ui = run('npx', ['playwright', 'test', 'tests/e2e/contract.spec.ts', 'tests/e2e/contract-journeys.spec.ts', '-g', PAGE_ID], {
      E2E_PORT: '4351', E2E_REAL: '0', E2E_JSON: '.playwright-new-page.json', E2E_OUT: 'test-results-new-page',
    });
    expectOk(ui);
    const stats = (JSON.parse(readFileSync(join(copy, '.playwright-new-page.json'), 'utf8')) as { stats: { expected: number; unexpected: number } }).stats;
    expect(stats.expected).toBeGreaterThan(0);
    expect(stats.unexpected).toBe(0);
  }, 900_000);
});
