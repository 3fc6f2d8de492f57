/**
 * The generated permission tree's labelled levels: 超算云平台 at the root holding 前台 (AI服务,
 * 数据管理, 模型管理, 服务管理), 后台 (系统管理, 组织管理 with the console's organisation pages) and
 * 运营管理 (the menu's centres), every code once — and the editor's tick tree built from it with
 * every key once too (the 通用权限 group no longer repeats account-resource-look).
 */
import { describe, expect, it } from 'vitest';
import { permissionTreePath, readPermissionTree, treeCodes, type PermissionTreeNode } from '../../../generators/permissions/permissionTree.mjs';
import { GLOBAL_CODES } from '../../../src/core/menu/globalCodes';
import { buildTickTree, EXTRA_GROUP_KEY, tickKeys } from '../../../src/modules/role/model/permissionTicks';

const tree = readPermissionTree(permissionTreePath('schemas')) ?? [];
const child = (node: PermissionTreeNode | undefined, title: string) => node?.children.find((c) => c.title === title);
const root = tree[0];
const front = child(root, '前台');
const back = child(root, '后台');
const operation = child(root, '运营管理');
const MODULE_ACTION = /^[A-Za-z][A-Za-z0-9_]*(-[A-Za-z0-9_]+)+$/;

describe('generated permission tree: labelled levels', () => {
  it('has one root 超算云平台 holding 前台, 后台 and 运营管理', () => {
    expect(tree.map((n) => n.title)).toEqual(['超算云平台']);
    expect(root!.children.map((n) => n.title)).toEqual(['前台', '后台', '运营管理']);
    for (const node of [root!, ...root!.children]) {
      expect(node.code).toMatch(MODULE_ACTION);
      expect(node.childrens).toEqual([]);
    }
  });

  it('前台 covers AI服务, 数据管理, 模型管理, 服务管理, each with look on the node and add/edit/del checkboxes', () => {
    expect(front!.children.map((n) => n.title)).toEqual(['AI服务', '数据管理', '模型管理', '服务管理']);
    for (const module of front!.children) {
      const prefix = module.code.replace(/-look$/, '');
      expect(module.code).toBe(`${prefix}-look`);
      expect(module.code).toMatch(MODULE_ACTION);
      expect(module.children).toEqual([]);
      expect(module.childrens).toEqual([
        { title: '新增', code: `${prefix}-add` },
        { title: '编辑', code: `${prefix}-edit` },
        { title: '删除', code: `${prefix}-del` },
      ]);
    }
  });

  it('后台 covers 系统管理 and 组织管理; 组织管理 holds the console’s organisation pages with their own codes', () => {
    expect(back!.children.map((n) => n.title)).toEqual(['系统管理', '组织管理']);
    const system = child(back, '系统管理')!;
    expect(system.childrens.map((a) => a.code)).toEqual(['add', 'edit', 'del'].map((a) => system.code.replace(/-look$/, `-${a}`)));
    const organ = child(back, '组织管理')!;
    expect(organ.children.map((n) => [n.title, n.code])).toEqual([
      ['用户配置', 'userConfig-look'], ['组织管理', 'organM-look'], ['账号管理', 'accountM-look'], ['角色管理', 'roleM-look'],
    ]);
    // The pages keep their actions, which sit under 后台 now and nowhere else.
    expect(child(organ, '账号管理')!.childrens.map((a) => a.code)).toContain('accountM-add');
    const operationCodes = new Set(treeCodes(operation!.children));
    for (const code of treeCodes(organ.children)) expect(operationCodes.has(code), code).toBe(false);
  });

  it('运营管理 holds the generated tree: 工作台 with 费用中心, 运营中心, 平台管理中心', () => {
    const centres = operation!.children.map((n) => n.title);
    expect(centres).toEqual(expect.arrayContaining(['工作台', '运营中心', '平台管理中心']));
    expect(child(operation!.children.find((n) => n.title === '工作台'), '费用中心')?.code).toBe('work-expense-look');
    expect(operation!.children.find((n) => n.title === '运营中心')!.children.map((n) => n.title)).toEqual(expect.arrayContaining(['客户管理', '合作伙伴', '活动管理', '场地管理', '资产管理', '运营人员']));
    const platform = operation!.children.find((n) => n.title === '平台管理中心')!;
    expect(platform.children.map((n) => n.title)).toEqual(expect.arrayContaining(['应用管理', '费用管理', '用户管理', '工单', '资源管理', '存储管理', '门户模板管理', '系统管理']));
    // HPC 账号 stays a page of 用户管理 (platform management), once.
    expect(child(child(platform, '用户管理'), 'HPC 账号')?.code).toBe('account-resource-look');
  });

  it('writes every code once (nodes and checkboxes)', () => {
    const codes = treeCodes(tree);
    expect(codes.length).toBeGreaterThan(300);
    expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([]);
    for (const code of codes) expect(code).toMatch(MODULE_ACTION);
  });
});

describe('the editor’s tick tree', () => {
  it('has every key once: a 通用权限 code the tree places already is not repeated', () => {
    const ticks = buildTickTree(tree, GLOBAL_CODES);
    const keys = tickKeys(ticks);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
    expect(keys.filter((key) => key === 'account-resource-look')).toHaveLength(1);
    const extras = ticks.find((n) => n.key === EXTRA_GROUP_KEY)!;
    expect(extras.children.map((n) => n.code)).toEqual(['operateM', 'organ-change', 'theme-look']);
  });

  it('leaves the 通用权限 group out when the tree places all its codes', () => {
    const ticks = buildTickTree(tree, [{ code: 'account-resource-look', title: '资源账号' }]);
    expect(ticks.map((n) => n.key)).toEqual(['hpc-cloud-look']);
  });
});
