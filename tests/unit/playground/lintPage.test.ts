/**
 * The playground's lint is lint:schemas: the same page broken the same way gets the same
 * problems in the browser adapter (tree in memory, build-time facts and compiled meta-schema)
 * as from the CLI on a copy of the tree with that file changed.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import facts from 'virtual:schema-lint/facts';
import validate from 'virtual:schema-lint/page-validator';
import { REPO, lintTree } from '../../../generators/lint-schemas.mjs';
import type { ParsedTree } from '../../../generators/lint/crossChecks.mjs';
import { loadTree } from '../../../generators/lint/loadTree.mjs';
import { lintFacts, lintPage, pageFile, type PageValidator, type SerialisedFacts } from '../../../src/modules/playground/model/lintPage';

const PAGE = 'operation-center/customer/customer-info';
const original = JSON.parse(readFileSync(join(REPO, 'schemas/pages', `${PAGE}.json`), 'utf8')) as Record<string, unknown> & { columns: { key: string }[] };

/** The repo's tree with files named as the browser names them (schemas/…). */
function browserTree(): ParsedTree {
  const tree = loadTree(join(REPO, 'schemas'), { error: () => undefined });
  const rel = (file: string) => file.slice(REPO.length + 1);
  return {
    menu: tree.menu && { file: rel(tree.menu.file), data: tree.menu.data },
    pages: new Map([...tree.pages].map(([id, p]) => [id, { ...p, file: rel(p.file) }])),
    entities: new Map([...tree.entities].map(([name, e]) => [name, { ...e, file: rel(e.file) }])),
    families: new Map([...tree.families].map(([name, f]) => [name, { ...f, file: rel(f.file) }])),
  };
}

const tree = browserTree();
const factSet = lintFacts(facts as SerialisedFacts);
const lint = (data: unknown, pageId = PAGE) => lintPage({ pageId, data, tree, facts: factSet, validate: validate as PageValidator });

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The CLI's problems of the page after writing `data` into a copy of schemas/. */
function cliProblems(data: unknown) {
  const dir = mkdtempSync(join(tmpdir(), 'playground-lint-'));
  copies.push(dir);
  cpSync(join(REPO, 'schemas'), dir, { recursive: true });
  writeFileSync(join(dir, 'pages', `${PAGE}.json`), JSON.stringify(data));
  const file = join(dir, 'pages', `${PAGE}.json`);
  const result = lintTree({ schemasDir: dir });
  // The copy's $schema line points back into the repo, which the CLI (rightly) flags there.
  return [...result.errors, ...result.warnings].filter((p) => p.file === file && p.pointer !== '/$schema');
}

describe('playground lint adapter', () => {
  it('finds nothing in a shipped page', () => {
    expect(lint(original)).toEqual([]);
  });

  it('reports a misspelt field at its pointer, word for word as the CLI', () => {
    const broken = structuredClone(original);
    broken.columns[1]!.key = 'nam';
    const problems = lint(broken);
    expect(problems).toEqual([
      { level: 'error', pointer: '/columns/1/key', at: '/columns/1/key', message: '表格列引用的字段 "nam" 不在实体 customer 中', hint: '是否想写 "name"？', source: 'cross' },
    ]);
    expect(cliProblems(broken).map(({ pointer, message, hint }) => ({ pointer, message, hint }))).toEqual(problems.map(({ pointer, message, hint }) => ({ pointer, message, hint })));
  });

  it('reports meta-schema problems in Chinese with the CLI pointer and hint; an unknown field points at its own name', () => {
    const broken = { ...structuredClone(original), colums: [], pageSize: 30 };
    const problems = lint(broken);
    const meta = problems.filter((p) => p.source === 'meta');
    expect(meta.map(({ pointer, at, hint }) => ({ pointer, at, hint }))).toEqual([
      { pointer: '/', at: '/colums', hint: '未知字段 "colums"：检查拼写，或先在元模式中声明它' },
      { pointer: '/pageSize', at: '/pageSize', hint: '可选值：10, 20, 50, 100' },
    ]);
    expect(meta.every((p) => /[\u4e00-\u9fa5]/.test(p.message))).toBe(true);
    const cli = cliProblems(broken);
    expect(cli.map(({ pointer, hint }) => ({ pointer, hint }))).toEqual(meta.map(({ pointer, hint }) => ({ pointer, hint })));
  });

  it('lints a new page id in the context of the tree (an entity its family does not hold, no menu entry)', () => {
    const copy = { ...structuredClone(original), entity: 'company' };
    const problems = lint(copy, 'playground/new-list');
    expect(problems.map((p) => p.pointer)).toContain('/entity');
    expect(problems.find((p) => p.pointer === '/entity')?.message).toBe('接口族 customer 的实体是 customer，这里却是 company');
    expect(problems.at(-1)).toMatchObject({ level: 'warning', message: '页面 playground/new-list 没有菜单项，也没有被其他页面打开' });
    expect(pageFile('a/b')).toBe('schemas/pages/a/b.json');
  });

  it('checks the $schema line from the file\'s place, as the CLI does', () => {
    expect(lint({ ...original, $schema: '../../page.schema.json' })[0]).toMatchObject({ pointer: '/$schema', hint: '相对本文件写成 "../../../page.schema.json"' });
    expect(lint({ ...original, $schema: '../../page.schema.json' }, 'playground/new-list')).not.toContainEqual(expect.objectContaining({ pointer: '/$schema' }));
  });

  it('refuses a document that is not an object', () => {
    expect(lint([1, 2])).toEqual([expect.objectContaining({ pointer: '/', message: '页面配置应为一个 JSON 对象', source: 'meta' })]);
  });

  it('carries the runtime facts the CLI reads from source text', () => {
    expect(factSet.reserved.list).toEqual(['page', 'size', 'sort', 'order', 'view']);
    expect(factSet.groups.get('components')?.modules.has('schema-playground')).toBe(true);
    expect(factSet.mockPaths.some((m) => m.test.test('/api/operation-management/v1/account-stat'))).toBe(true);
  });
});
