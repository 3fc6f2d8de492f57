import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formPageSaveCode } from '../../../src/contract/actionCodes';
import { generatePermissionTree } from '../../../generators/gen-permissions.mjs';
import { loadTree } from '../../../generators/lint/loadTree.mjs';
import {
  buildPermissionTree,
  pageActionCodes,
  permissionTreePath,
  readPermissionTree,
  treeCodes,
  type PermissionTreeNode,
} from '../../../generators/permissions/permissionTree.mjs';
import { listActionCodes, resolveActionCode } from '../../../src/contract/actionCodes';
import { GLOBAL_CODES } from '../../../src/core/menu/globalCodes';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';

const SCHEMAS = resolve('schemas');
const VALID = resolve('tests/fixtures/schemas-valid');
const BROKEN = resolve('tests/fixtures/schemas-broken');
const noReport = { error: () => undefined };

function listPages(dir: string): ListPageConfig[] {
  return [...loadTree(dir, noReport).pages.values()].map((p) => p.data as ListPageConfig).filter((c) => c.kind === 'list');
}

const find = (nodes: PermissionTreeNode[], title: string): PermissionTreeNode | undefined =>
  nodes.map((n) => (n.title === title ? n : find(n.children, title))).find(Boolean);

describe('permission tree (docs/behaviour §2.9)', () => {
  it('gives every list page the same action codes as the renderer checks', () => {
    const pages = [...listPages(SCHEMAS), ...listPages(VALID), ...listPages(BROKEN)];
    expect(pages.length).toBeGreaterThan(5);
    for (const config of pages) {
      expect(new Set(pageActionCodes(config).map((a) => a.code))).toEqual(new Set(listActionCodes(config)));
      for (const action of [...(config.toolbar ?? []), ...(config.rowActions ?? [])]) {
        expect(pageActionCodes({ ...config, columns: [], toolbar: [action], rowActions: [] })[0]?.code).toBe(resolveActionCode(action, config.permissionPrefix));
      }
    }
  });

  it('gives a form page the edit code its save button checks', () => {
    expect(pageActionCodes({ kind: 'form', permissionPrefix: 'settings' }).map(({ code, title }) => ({ code, title }))).toEqual([{ code: 'settings-edit', title: '编辑' }]);
    // The code FormPage checks (and the demo roles hold) is this one.
    expect(formPageSaveCode({ permissionPrefix: 'settings' })).toBe('settings-edit');
    expect(readFileSync('src/renderer/formPage/FormPage.tsx', 'utf8')).toContain('hasPermission(formPageSaveCode(config)');
    expect(pageActionCodes({ kind: 'detail', permissionPrefix: 'x' })).toEqual([]);
  });

  it('gives a detail page’s header actions their codes, as DetailActions checks them (resolveActionCode)', () => {
    const pay = { type: 'custom', name: 'pay', label: '支付', endpoint: { method: 'POST', path: 'pay' }, effect: {} } as const;
    const cancel = { type: 'custom', name: 'cancel', label: '取消订单', endpoint: { method: 'PUT', path: 'cancel' }, effect: {}, permission: 'order-look' } as const;
    expect(pageActionCodes({ kind: 'detail', permissionPrefix: 'order', actions: [pay, cancel] })).toEqual([
      { code: resolveActionCode(pay, 'order'), title: '支付', at: ['actions', 0] },
      { code: 'order-look', title: '取消订单', at: ['actions', 1] },
    ]);
    expect(resolveActionCode(pay, 'order')).toBe('order-pay');
    expect(readFileSync('src/renderer/detail/DetailActions.tsx', 'utf8')).toContain('hasPermission(resolveActionCode(action, permissionPrefix), codes)');
  });

  it('nests menu groups, titles checkboxes in Chinese and gives custom actions their name and label', () => {
    const { nodes, problems } = generatePermissionTree(VALID);
    expect(problems).toEqual([]);
    expect(nodes.map((n) => n.code)).toEqual(['ops-look', 'storage-look']); // the code-less redirect entry is left out
    expect(nodes[0]!.children.map((n) => n.code)).toEqual(['items-look', 'item-detail-look', 'stats-look', 'later-look', 'placeholder-look']);
    expect(find(nodes, '物品')?.childrens).toEqual([
      { title: '新增', code: 'items-add' },
      { title: '导出', code: 'items-export' },
      { title: '删除', code: 'items-del' },
      { title: '编辑', code: 'items-edit' },
      { title: '驳回', code: 'items-reject' },
      { title: '修改状态', code: 'items-status' },
    ]);
    // The detail tab's sub-list has no menu entry: its checkboxes belong to the detail page.
    expect(find(nodes, '物品详情')?.childrens).toEqual([
      { title: '添加备注', code: 'item-notes-add' },
      { title: '删除', code: 'item-notes-del' },
      { title: '置顶', code: 'item-notes-pin' },
    ]);
  });

  it('has unique codes, in the committed tree and the fixture', () => {
    for (const nodes of [readPermissionTree(permissionTreePath(SCHEMAS)), generatePermissionTree(VALID).nodes]) {
      const codes = treeCodes(nodes ?? []);
      expect(codes.length).toBeGreaterThan(10);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('reports codes that cannot be granted: duplicates, a menu code reused, actions on a code-less entry', () => {
    const { problems } = buildPermissionTree(loadTree(BROKEN, noReport));
    expect(problems.map((p) => `${p.file.slice(BROKEN.length + 1)}#${p.pointer}`).sort()).toEqual([
      'menu.json#/menu/0/children/10',
      'menu.json#/menu/0/children/2/code',
      'pages/bad/things.json#/toolbar/1',
      'pages/bad/twin.json#/toolbar/0',
    ]);
  });

  it('refuses a code placed twice, naming the code and both places: in the tree, or in the tree and the editor’s 通用权限 group', () => {
    const { problems } = buildPermissionTree(loadTree(BROKEN, noReport), { globals: [{ code: 'theme-look', title: '切换主题' }, { code: 'things-add', title: '新增物品' }] });
    const twice = problems.filter((p) => p.message.includes('出现了两次')).map((p) => [`${p.file.slice(BROKEN.length + 1)}#${p.pointer}`, p.message]);
    expect(twice).toEqual([
      ['menu.json#/menu/0/children/2/code', '权限编码 "things-look" 在权限树中出现了两次：“坏例子 › 物品”和“坏例子 › 重复编码”'],
      ['menu.json#/menu/0/children/11/code', '权限编码 "theme-look" 在权限树中出现了两次：“坏例子 › 主题”和“通用权限 › 切换主题”'],
      // A page's checkbox is a place too.
      ['menu.json#/menu/0/children/0/code', '权限编码 "things-add" 在权限树中出现了两次：“坏例子 › 物品 › 新增”和“通用权限 › 新增物品”'],
    ]);
  });

  it('the shipped tree and the role editor’s 通用权限 codes place every code once', () => {
    const { problems } = buildPermissionTree(loadTree(SCHEMAS, noReport), { globals: [...GLOBAL_CODES] });
    expect(problems).toEqual([]);
  });

  // The front end fetches the tree now; that the fetch answers this file is checked against the
  // mock backend in tests/integration/role/permissionTreeFetch.test.tsx.
});

describe('npm run gen:permissions', () => {
  const run = (...args: string[]) => spawnSync(process.execPath, ['generators/gen-permissions.mjs', ...args], { encoding: 'utf8' });

  it('writes the tree, and --check exits 1 while it is stale and 0 once written', () => {
    const dir = mkdtempSync(join(tmpdir(), 'perm-tree-'));
    try {
      cpSync(VALID, dir, { recursive: true });
      const file = permissionTreePath(dir);
      rmSync(file);
      expect(run('--root', dir, '--check').status).toBe(1);
      const written = run('--root', dir);
      expect(written.status).toBe(0);
      expect(written.stdout).toContain('16 个权限编码');
      expect(readFileSync(file, 'utf8')).toBe(readFileSync(permissionTreePath(VALID), 'utf8'));
      expect(run('--root', dir, '--check').status).toBe(0);
      writeFileSync(file, readFileSync(file, 'utf8').replace('"驳回"', '"拒绝"'));
      const stale = run('--root', dir, '--check');
      expect(stale.status).toBe(1);
      expect(stale.stderr).toContain('已过期');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits 1 when the menu and pages give codes that cannot be granted', () => {
    const out = run('--root', 'tests/fixtures/schemas-broken', '--check');
    expect(out.status).toBe(1);
    expect(out.stderr).toContain('菜单项“免检”没有权限编码');
  });
});
