#!/usr/bin/env node
/**
 * npm run new:page — writes a working list page from a few answers: the entity
 * (schemas/entities/<entity>.json), the page config (schemas/pages/<page id>.json), its menu
 * entry (schemas/menu.json) and its mock seed (mocks/crud/seeds/<entity>.ts). The generated
 * CRUD mocks serve it, the demo admin holds its codes and the contract tests cover it, with no
 * hand-written code. Then it regenerates the permission tree and lints the schemas.
 *
 * Asks each answer it is not given; with --yes it asks nothing (CI, tests):
 *   npm run new:page -- --parent /operation-center/customer --name customer-ticket \
 *     --title 客户工单 --entity customer-ticket --entity-title 工单 \
 *     --fields "subject:text:工单标题:required,phone:phone:联系电话:required,level:enum(1=普通|2=紧急):级别:required" --yes
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FieldSpecError, parseFieldSpecs } from './scaffold/fieldSpec.mjs';
import { formatMenu, groupPaths, insertLeaf } from './scaffold/menuFile.mjs';
import { buildEntity, buildFamily, buildListPage, buildSeedModule } from './scaffold/pageFiles.mjs';

const QUESTIONS = {
  parent: '菜单分组路径（如 /operation-center/customer）',
  name: '页面路径名（小写英文与连字符，如 customer-ticket）',
  title: '菜单标题（如 客户工单）',
  entity: '实体名（默认与页面路径名相同）',
  'entity-title': '实体中文名（如 工单）',
  fields: '字段（key:类型:标题[:required][:unique]，逗号分隔；类型 text textarea phone email int number money date datetime switch image richtext enum(1=甲|2=乙)）',
};

const { values: args } = parseArgs({
  options: {
    parent: { type: 'string' }, name: { type: 'string' }, title: { type: 'string' }, entity: { type: 'string' },
    'entity-title': { type: 'string' }, fields: { type: 'string' }, count: { type: 'string' },
    root: { type: 'string' }, yes: { type: 'boolean', short: 'y' }, 'no-lint': { type: 'boolean' },
  },
});

const root = resolve(args.root ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const menuPath = join(root, 'schemas/menu.json');

function fail(message) {
  console.error(`new:page — ${message}`);
  process.exit(1);
}

async function answers() {
  const menu = JSON.parse(readFileSync(menuPath, 'utf8'));
  const given = { ...args };
  const missing = Object.keys(QUESTIONS).filter((key) => !given[key] && !(key === 'entity' && given.name));
  if (missing.length > 0 && (args.yes || !process.stdin.isTTY)) fail(`缺少参数：${missing.map((k) => `--${k}`).join(' ')}`);
  if (missing.length > 0) {
    const rl = createInterface({ input: process.stdin, output: process.stdout });
    console.log(`可添加页面的分组：\n  ${groupPaths(menu).join('\n  ')}`);
    for (const key of missing) given[key] = (await rl.question(`${QUESTIONS[key]}：`)).trim();
    rl.close();
  }
  given.entity ||= given.name;
  return { menu, given };
}

const { menu, given } = await answers();
if (!/^[a-z][a-z0-9-]*$/.test(given.name ?? '')) fail(`页面路径名 "${given.name}" 只能含小写英文、数字与连字符`);
if (!/^[a-z][a-zA-Z0-9-]*$/.test(given.entity)) fail(`实体名 "${given.entity}" 只能含英文、数字与连字符`);
if (!given.title || !given['entity-title']) fail('菜单标题与实体中文名不能为空');
let fields;
try {
  fields = parseFieldSpecs(given.fields ?? '');
} catch (error) {
  if (error instanceof FieldSpecError) fail(error.message);
  throw error;
}

const path = `${given.parent.replace(/\/+$/, '')}/${given.name}`;
const pageId = path.slice(1);
const files = {
  entity: join(root, 'schemas/entities', `${given.entity}.json`),
  family: join(root, 'schemas/families', `${given.entity}.json`),
  page: join(root, 'schemas/pages', `${pageId}.json`),
  seed: join(root, 'mocks/crud/seeds', `${given.entity}.ts`),
};
for (const file of Object.values(files)) if (existsSync(file)) fail(`${file} 已存在，未写入任何文件`);
try {
  insertLeaf(menu, given.parent, { title: given.title, path, code: `${given.name}-look`, page: pageId, extension: true });
} catch (error) {
  fail(`${error.message}，未写入任何文件`);
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
mkdirSync(dirname(files.page), { recursive: true });
writeFileSync(files.entity, json(buildEntity({ entity: given.entity, entityTitle: given['entity-title'], fields })));
writeFileSync(files.family, json(buildFamily({ entity: given.entity, entityTitle: given['entity-title'], title: given.title, fields, permissionPrefix: given.name })));
writeFileSync(files.page, json(buildListPage({ pageId, entity: given.entity, permissionPrefix: given.name, fields })));
writeFileSync(files.seed, buildSeedModule({ entity: given.entity, count: Number(given.count ?? 80) }));
writeFileSync(menuPath, formatMenu(menu));
console.log(`已写入：\n  ${Object.values(files).join('\n  ')}\n  ${menuPath}（新增菜单项 ${path}）`);

if (!args['no-lint']) {
  for (const script of ['gen-permissions.mjs', 'lint-schemas.mjs']) {
    const file = join(root, 'generators', script);
    if (!existsSync(file)) continue;
    const child = spawnSync(process.execPath, [file], { cwd: root, stdio: 'inherit' });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
}
console.log(`完成：npm start 后打开 #${path}`);
