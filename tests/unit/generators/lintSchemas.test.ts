import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintSchemas, lintTree, REPO, type LintProblem } from '../../../generators/lint-schemas.mjs';

const schemaPath = resolve('schemas/runtime-config.schema.json');
const BROKEN = resolve('tests/fixtures/schemas-broken');
const VALID = resolve('tests/fixtures/schemas-valid');

function configFile(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'lint-'));
  const file = join(dir, 'config.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify({ $schema: schemaPath, ...(content as object) }));
  return file;
}

const where = (p: LintProblem) => `${relative(BROKEN, p.file)}#${p.pointer}`;

describe('lint:schemas — files naming a $schema', () => {
  it('passes the shipped config', () => {
    expect(lintSchemas([resolve('public/config.json')])).toEqual({ checked: 1, problems: [] });
  });

  it('reports unknown fields and wrong types with a JSON pointer and a hint', () => {
    const { problems } = lintSchemas([configFile({ mock: 'yes', apiBsae: '' })]);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ pointer: '/mock', hint: '类型应为 boolean' }),
        expect.objectContaining({ pointer: '/', hint: expect.stringContaining('apiBsae') }),
      ]),
    );
  });

  it('reports invalid JSON', () => {
    const { problems } = lintSchemas([configFile('{ "mock": true, }')]);
    expect(problems[0]?.message).toMatch(/不是合法的 JSON/);
  });
});

describe('lint:schemas — the repo tree', () => {
  it('passes with no errors; routes without a page file are warnings, counted', () => {
    const result = lintTree({ extraFiles: [resolve('public/config.json')] });
    expect(result.errors.map((e) => `${relative(REPO, e.file)}#${e.pointer} ${e.message}`)).toEqual([]);
    const unconfigured = result.warnings.filter((w) => w.kind === 'unconfigured-page');
    expect(result.counts.unconfigured).toBe(unconfigured.length);
    for (const w of unconfigured) expect(w.message).toMatch(/^页面 \S+ 尚未配置/);
    expect(result.counts.pages).toBeGreaterThan(0);
    expect(result.counts.permissionCodes).toBeGreaterThan(result.counts.menuEntries / 2);
  });
});

describe('lint:schemas — a valid minimal fixture', () => {
  it('passes, with the one route whose page is not written reported as a warning', () => {
    const result = lintTree({ schemasDir: VALID });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([
      expect.objectContaining({ kind: 'unconfigured-page', pointer: '/menu/0/children/3/page', message: expect.stringContaining('ops/later') }),
    ]);
    expect(result.counts).toMatchObject({ menuEntries: 8, pages: 5, entities: 2, families: 3, modulePages: 1, unconfigured: 1 });
  });
});

/** Every problem planted in tests/fixtures/schemas-broken: where, and what the message says. */
const EXPECTED: [string, RegExp][] = [
  ['pages/bad/broken.json#/', /不是合法的 JSON/],
  ['menu.json#/menu/0/children/1/path', /路由地址 "\/bad\/things" 重复/],
  ['menu.json#/menu/0/children/2/code', /权限编码 "things-look" 重复/],
  ['menu.json#/menu/0/children/3/page', /页面 "bad\/things" 重复/],
  ['menu.json#/menu/0/children/4/path', /不在上级 "\/bad" 之下/],
  ['menu.json#/menu/0/children/5/activePath', /不是菜单中的路由/],
  ['menu.json#/menu/0/children/6', /没有指定页面/],
  ['menu.json#/menu/0/children/10', /没有权限编码，其页面的操作 free-add 无法在权限树中授予/],
  // A code has one place in the role editor's tree: the menu's twice, or the menu's and the 通用权限 group's (src/core/menu/globalCodes.ts).
  ['menu.json#/menu/0/children/2/code', /权限编码 "things-look" 在权限树中出现了两次：“坏例子 › 物品”和“坏例子 › 重复编码”/],
  ['menu.json#/menu/0/children/11/code', /权限编码 "theme-look" 在权限树中出现了两次：“坏例子 › 主题”和“通用权限 › 切换主题”/],
  ['entities/wrong-id.json#/$id', /与文件名 wrong-id.json 不一致/],
  ['pages/bad/dashboard.json#/', /must NOT have additional properties/],
  ['pages/bad/dashboard.json#/source', /统计接口 \/api\/fixture\/v1\/nowhere\/stats 没有 mock/],
  ['pages/bad/no-entity.json#/entity', /实体 "ghost" 不存在/],
  ['pages/bad/no-entity.json#/family', /list 页面需要接口族提供 list，但接口族 ghost 的 verbs 中没有/],
  // A family names its entity too.
  ['families/ghost.json#/entity', /实体 "ghost" 不存在/],
  // A family may only declare codes the permission tree has (generators/lint/grantChecks.mjs).
  ['families/stats.json#/operations/0/access/grants/0', /权限编码 "stats-look" 不在权限树中/],
  // A declared read names rows, scopes and fields that exist (generators/lint/readChecks.mjs).
  ['families/stats.json#/operations/1/aggregate/source', /数据来源 "ghost-rows" 没有注册/],
  ['families/stats.json#/operations/1/aggregate/restrict/scope', /范围 "ghost-scope" 没有注册/],
  ['families/stats.json#/operations/2/aggregate/parts/byKind/measures/weight/sum', /字段 "weight" 不在实体 thing 中/],
  ['families/stats.json#/operations/2/aggregate/parts/shipped/source', /数据来源 "ghost-parts" 没有注册/],
  ['families/stats.json#/operations/2/aggregate/parts/noted/value/sum', /字段 "mass" 不在实体 note 中/],
  ['families/stats.json#/operations/3/records/where/0/field', /字段 "enabled" 不在实体 thing 中/],
  ['families/stats.json#/operations/3/records/derived/notes/count/field', /字段 "ghostId" 不在实体 note 中/],
  ['pages/bad/thing-view.json#/titleField', /字段 "ghost" 不在实体 thing 中/],
  ['pages/bad/thing-view.json#/sections/0/fields/1', /详情分区“基本”引用的字段 "nosuch"/],
  ['pages/bad/thing-view.json#/tabs/0/list', /"bad\/missing-list" 不存在/],
  ['pages/bad/thing-view.json#/tabs/1/list', /类型是 detail，应为 list/],
  ['pages/bad/thing-view.json#/tabs/2/foreignKey', /外键 "nosuch" 不在子列表 bad\/notes 的实体 note 中/],
  ['pages/bad/thing-view.json#/tabs/2/localKey', /localKey 引用的字段 "ghost"/],
  ['pages/bad/things.json#/filters/0/key', /与列表自身的地址参数（页码、条数、排序）重名/],
  ['pages/bad/things.json#/filters/1/key', /与地址栏登录令牌参数（t、p）重名/],
  ['pages/bad/things.json#/filters/3/key', /筛选项 "name" 重复/],
  ['pages/bad/things.json#/filters/4/key', /筛选项引用的字段 "nosuch"/],
  ['pages/bad/things.json#/columns/1/key', /表格列 "name" 重复/],
  ['pages/bad/things.json#/columns/2/key', /表格列引用的字段 "nosuch"/],
  ['pages/bad/things.json#/columns/3/key', /开关列的字段 "flag" 没有 oneOf/],
  ['pages/bad/things.json#/columns/3/key', /开关列 "flag" 与接口族 thing 的状态字段 status 不一致/],
  ['pages/bad/things.json#/columns/4/switch/off', /值 9 不是实体 thing 字段 "status" 的可选值/],
  ['pages/bad/things.json#/columns/6/key', /"nope.label" 不在实体 thing 中/],
  ['pages/bad/things.json#/defaultSort/key', /默认排序引用的字段 "nosuch"/],
  ['pages/bad/things.json#/rowKey', /字段 "uid"/],
  ['pages/bad/things.json#/scope/kind', /值 7 不是实体 thing 字段 "kind" 的可选值/],
  ['pages/bad/things.json#/scope/ghost', /固定筛选 scope 引用的字段 "ghost"/],
  // A family's calls and actions are told in its own file.
  // A get/update/delete route may name its record by idField instead (recordIdPlace): the planted route is the status one.
  ['families/thing.json#/routes/status/path', /路径 "state\/\{value\}" 缺少 \{id\}/],
  // Pages sharing a base can no longer disagree on a route (the route is the family's): a route for a verb the family does not serve.
  ['families/thing.json#/routes/create', /routes 写了 create，但 verbs 中没有/],
  ['pages/bad/things.json#/toolbar/0', /操作 create 打开表单对话框，但页面没有 form/],
  ['pages/bad/things.json#/toolbar/0/type', /操作 create 需要接口族提供 create/],
  ['pages/bad/things.json#/toolbar/1', /操作权限编码 "bad-look" 与菜单项“坏例子”的编码相同/],
  ['families/thing.json#/actions/0/endpoint/path', /路径 "approve" 缺少 \{id\}/],
  ['families/thing.json#/actions/0/effect/state', /值 "approved" 不是/],
  ['pages/bad/things.json#/rowActions/0', /查看操作 view 没有指定详情页/],
  ['pages/bad/things.json#/rowActions/1/detail', /"bad\/missing-detail" 不存在/],
  ['pages/bad/things.json#/rowActions/2/detail', /类型是 list，应为 detail/],
  ['pages/bad/things.json#/rowActions/3', /操作 edit 打开表单对话框，但页面没有 form/],
  ['families/thing.json#/actions/1/endpoint/path', /以 \/ 开头但不是 \/api\/ 绝对路径/],
  ['families/thing.json#/actions/1/effect/ghostField', /effect 引用的字段 "ghostField"/],
  ['families/thing.json#/actions/1/effect/auditCount', /"\$now" 写入的是时间字符串/],
  ['families/thing.json#/actions/1/showWhen/field', /showWhen 引用的字段 "nosuch"/],
  ['families/thing.json#/actions/1/prompt/field', /prompt 引用的字段 "why"/],
  ['families/thing.json#/actions/2/endpoint/path', /含有 \. 或 \.\. 段/],
  ['families/thing.json#/actions/2/endpoint/path', /不能含 \{value\}/],
  // What the page words its own way is still checked in the page.
  ['pages/bad/things.json#/rowActions/5/showWhen/field', /showWhen 引用的字段 "ghostShow"/],
  ['families/thing.json#/actions/3/endpoint', /与接口族 thing 的 update 路由是同一个调用（PUT \/api\/fixture\/v1\/thing\/\{\}）/],
  ['families/thing.json#/actions/4/decision', /审核操作“审核”没有 prompt/],
  ['families/thing.json#/actions/4/decision/options/1/value', /结果值 pending 重复/],
  ['families/thing.json#/actions/4/decision/options/1/effect/state', /值 "gone" 不是/],
  ['families/thing.json#/actions/4/current/method', /current 读取须为 GET/],
  ['families/thing.json#/actions/4/current', /没有对话框（prompt），current 读到的值无处显示/],
  ['families/thing.json#/actions/4/current/path', /同时用路径 \{id\} 和查询参数 id 指明记录/],
  ['families/thing.json#/actions/5/idField', /同时在路径 \{id\} 和请求体 id 中指明记录/],
  ['pages/bad/things.json#/rowActions/9/action', /接口族 thing 没有自定义操作 "vanish"/],
  ['families/thing.json#/orderKey', /排序字段 orderKey 引用的字段 "ghostOrder"/],
  ['families/thing.json#/orderKey', /排序字段 orderKey 需要接口族提供 reorder/],
  // Pages sharing a base can no longer disagree on the entity: a second family declaring the base, and a page whose entity is not its family's.
  ['families/twin.json#/base', /base \/api\/fixture\/v1\/thing 已由接口族 thing 声明/],
  ['families/twin.json#/verbs', /list 路由与接口族 thing 的 list 路由是同一个调用（GET \/api\/fixture\/v1\/thing\/page）/],
  ['pages/bad/twin.json#/entity', /接口族 twin 的实体是 thing，这里却是 note/],
  ['pages/bad/twin.json#/toolbar/0', /操作权限编码 "things-add" 已属于菜单项“物品”/],
  ['families/twin.json#/paging/page', /paging 的 page 与后端约定 backend-dialect.json 相同/],
  ['families/twin.json#/response', /response 的 records 与后端约定 backend-dialect.json 相同/],
  ['pages/pm/role.json#/module', /没有在路由 \/platform-manage\/organization\/role 所属的子应用中注册（src\/modules\/groups\/userManagement.ts）/],
  ['pages/pm/unknown-module.json#/module', /模块 "storage-browsr" 没有在路由/],
  // A hand-written page says why it is not a config.
  ['pages/pm/no-why.json#/', /must have required property 'why'/],
  ['generated/permission-tree.json#/', /权限树已过期/],
];

describe('lint:schemas — the broken fixture', () => {
  const result = lintTree({ schemasDir: BROKEN });

  it.each(EXPECTED)('reports %s', (at, message) => {
    const found = result.errors.filter((p) => where(p) === at);
    expect(found.map((p) => p.message)).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it('reports nothing it was not planted with, and every problem carries a Chinese hint', () => {
    expect([...new Set(result.errors.map(where))].sort()).toEqual([...new Set(EXPECTED.map(([at]) => at))].sort());
    for (const p of result.errors) expect(p.hint).toMatch(/[\u4e00-\u9fff]/);
  });

  it('names the choices of an unmet anyOf once instead of one error per branch', () => {
    const menuLeaf = result.errors.filter((p) => where(p) === 'menu.json#/menu/0/children/6');
    expect(menuLeaf.map((p) => p.hint)).toEqual(['需要以下字段之一：children、page、redirect、linkable', expect.stringContaining('"page"')]);
  });

  it('suggests the near miss of a misspelt name', () => {
    const unknown = result.errors.find((p) => where(p) === 'pages/pm/unknown-module.json#/module');
    expect(unknown?.hint).toContain('是否想写 "storage-browser"？');
    expect(result.errors.find((p) => where(p) === 'pages/bad/things.json#/rowKey')?.hint).toBe('是否想写 "id"？');
  });

  it('warns about routes whose page is not written, pages nothing opens and families no page uses, without failing on them', () => {
    expect(result.warnings.map((w) => `${where(w)} ${w.kind}`).sort()).toEqual([
      'families/unused.json#/ orphan',
      'menu.json#/menu/0/children/1/page unconfigured-page',
      'menu.json#/menu/0/children/2/page unconfigured-page',
      'menu.json#/menu/0/children/4/page unconfigured-page',
      'menu.json#/menu/0/children/5/page unconfigured-page',
      'pages/bad/orphan.json#/ orphan',
    ]);
  });
});

describe('lint:schemas — the command', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['generators/lint-schemas.mjs', ...args], { encoding: 'utf8' });

  it('exits 1 on the broken fixture, printing file#pointer, the message and 提示', () => {
    const out = run('--root', 'tests/fixtures/schemas-broken');
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('tests/fixtures/schemas-broken/pages/bad/things.json#/filters/0/key  筛选项的 key "page"');
    expect(out.stderr).toContain('    提示：');
    expect(out.stderr).toContain('警告：4 个未配置页面的菜单项');
    expect(out.stdout).toMatch(/lint:schemas — 23 个配置已检查（菜单项 17、页面 11、实体 3）.*；\d+ 个问题，6 个警告，用时 \d+ ms/);
  });

  it('exits 0 on the valid fixture and lists each warning with --verbose', () => {
    const out = run('--root', 'tests/fixtures/schemas-valid', '--verbose');
    expect(out.status).toBe(0);
    expect(out.stderr).toContain('警告 tests/fixtures/schemas-valid/menu.json#/menu/0/children/3/page  页面 ops/later 尚未配置');
    expect(out.stdout).toMatch(/0 个问题，1 个警告/);
  });
});
