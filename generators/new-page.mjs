#!/usr/bin/env node
/**
 * npm run new:page — writes a working list page from a few answers: the entity
 * (schemas/entities/<entity>.json, with how many records the mocks seed), its endpoint family
 * (schemas/families/<entity>.json), the page config (schemas/pages/<page id>.json) and its menu
 * entry (schemas/menu.json). The generated CRUD mocks serve it and seed it from the entity, the
 * demo admin holds its codes and the contract tests cover it, with no hand-written code. Then it
 * regenerates the permission tree and the OpenAPI document and lints the schemas.
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
import { buildEntity, buildFamily, buildListPage } from './scaffold/pageFiles.mjs';

const QUESTIONS = {
  parent: '菜单分组路径（如 /operation-center/customer）',
  name: '页面路径名（小写英文与连字符，如 customer-ticket）',
  title: '菜单标题（如 客户工单）',
  entity: '实体名（默认与页面路径名相同）',
  'entity-title': '实体中文名（如 工单）',
  fields: '字段（key:类型:标题[:required][:unique]，逗号分隔；类型 text textarea phone email int number money date datetime switch image richtext enum(1=甲|2=乙)）',
};

const OPTIONS = {
  parent: { type: 'string' }, name: { type: 'string' }, title: { type: 'string' }, entity: { type: 'string' },
  'entity-title': { type: 'string' }, fields: { type: 'string' }, count: { type: 'string' },
  root: { type: 'string' }, yes: { type: 'boolean', short: 'y' }, 'no-lint': { type: 'boolean' }, help: { type: 'boolean', short: 'h' },
};

const USAGE = `用法：npm run new:page -- [选项]
写入一个可用的列表页：实体、接口族、页面配置与菜单项，然后重新生成权限树与 OpenAPI 文档并检查配置。
未给出的选项会逐项询问；加 --yes 则不询问（缺少时报错）。

  --parent <路径>        ${QUESTIONS.parent}
  --name <路径名>        ${QUESTIONS.name}
  --title <标题>         ${QUESTIONS.title}
  --entity <实体名>      ${QUESTIONS.entity}
  --entity-title <名称>  ${QUESTIONS['entity-title']}
  --fields <字段>        ${QUESTIONS.fields}
  --count <条数>         演示数据条数（默认 80）
  --yes, -y             不询问
  --no-lint             不重新生成、不检查（由调用方随后执行）
  --help, -h            显示本说明

示例：
  npm run new:page -- --parent /operation-center/customer --name customer-ticket --title 客户工单 \\
    --entity customer-ticket --entity-title 工单 --yes \\
    --fields "subject:text:工单标题:required,level:enum(1=普通|2=紧急):级别:required"`;

function parseOptions() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    // parseArgs's own English text names the option; the user reads which one and where help is.
    const option = /'([^']+)'/.exec(error.message)?.[1];
    console.error(`new:page — ${option ? `不认识的参数 ${option}` : '参数有误'}；运行 npm run new:page -- --help 查看用法`);
    process.exit(1);
  }
}

const args = parseOptions();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}

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
};
for (const file of Object.values(files)) if (existsSync(file)) fail(`${file} 已存在，未写入任何文件`);
try {
  insertLeaf(menu, given.parent, { title: given.title, path, code: `${given.name}-look`, page: pageId, extension: true });
} catch (error) {
  fail(`${error.message}，未写入任何文件`);
}

const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
mkdirSync(dirname(files.page), { recursive: true });
const count = Number(given.count ?? 80);
if (!Number.isInteger(count) || count < 0 || count > 10_000) fail(`演示数据条数 "${given.count}" 应为 0 到 10000 的整数`);
writeFileSync(files.entity, json(buildEntity({ entity: given.entity, entityTitle: given['entity-title'], fields, count })));
writeFileSync(files.family, json(buildFamily({ entity: given.entity, entityTitle: given['entity-title'], title: given.title, fields, permissionPrefix: given.name })));
writeFileSync(files.page, json(buildListPage({ pageId, entity: given.entity, permissionPrefix: given.name, fields })));
writeFileSync(menuPath, formatMenu(menu));
console.log(`已写入：\n  ${Object.values(files).join('\n  ')}\n  ${menuPath}（新增菜单项 ${path}）`);

if (!args['no-lint']) {
  // The OpenAPI document lists the new family; a stale one fails npm test (gen-openapi --check).
  for (const script of ['gen-permissions.mjs', 'gen-openapi.mjs', 'lint-schemas.mjs']) {
    const file = join(root, 'generators', script);
    if (!existsSync(file)) continue;
    const child = spawnSync(process.execPath, [file], { cwd: root, stdio: 'inherit' });
    if (child.status !== 0) process.exit(child.status ?? 1);
  }
}
console.log(`完成：npm start 后打开 #${path}`);
