/**
 * The demo roles and the permission tree: the platform administrator holds every code of the tree
 * (its 前台 and 后台 modules too), so it can grant them; every role holds the labelled levels above
 * its codes (超算云平台, 运营管理, 后台 …), which the editor saves with them as partly checked nodes,
 * so a sub-centre can save what it ticks — and nothing more: menu groups are not added.
 */
import { describe, expect, it } from 'vitest';
import { permissionTreePath, readPermissionTree, treeCodes } from '../../../generators/permissions/permissionTree.mjs';
import { ROLE_PERMISSIONS } from '../../../mocks/store/seeds/rolePermissions';
import { menuCodes } from '../../../src/core/menu/menuTree';
import type { PermissionTreeNode } from '../../../src/core/menu/permissionTree';
import { buildTickTree, codesToSave, leavesOfCodes, tickState } from '../../../src/modules/role/model/permissionTicks';

const tree = readPermissionTree(permissionTreePath('schemas')) ?? [];
const FRONT = tree[0]!.children.find((n) => n.title === '前台')!;
/** The codes of the tree's groups that are no menu entry: its labelled levels. */
const LEVELS = new Set<string>();
(function collect(nodes: readonly PermissionTreeNode[]) {
  const menu = new Set(menuCodes());
  for (const node of nodes) {
    if (node.children.length > 0 && !menu.has(node.code)) LEVELS.add(node.code);
    collect(node.children);
  }
})(tree);

describe('demo roles and the permission tree', () => {
  it('the platform administrator holds every code of the tree, 前台 included', () => {
    const admin = new Set(ROLE_PERMISSIONS.platformAdmin);
    expect(treeCodes(tree).filter((code) => !admin.has(code))).toEqual([]);
    expect(treeCodes([FRONT]).length).toBe(17);
  });

  it('every role holds the labelled levels the editor would save with its codes', () => {
    expect([...LEVELS].sort()).toEqual(['back-organ-manage-look', 'back-stage-look', 'front-stage-look', 'hpc-cloud-look', 'operation-manage-look']);
    const ticks = buildTickTree(tree);
    for (const [role, codes] of Object.entries(ROLE_PERMISSIONS)) {
      const saved = codesToSave(ticks, tickState(ticks, leavesOfCodes(ticks, codes)));
      expect(saved.filter((code) => LEVELS.has(code) && !codes.includes(code)), role).toEqual([]);
    }
  });

  it('gives the sub-centre the levels above its pages and no 前台 code; the enterprise no management-centre group', () => {
    const sub = ROLE_PERMISSIONS.subcenterStaff;
    for (const code of ['hpc-cloud-look', 'operation-manage-look', 'back-stage-look', 'back-organ-manage-look']) expect(sub).toContain(code);
    expect(sub.filter((code) => treeCodes([FRONT]).includes(code))).toEqual([]);
    expect(ROLE_PERMISSIONS.enterprise).toContain('operation-manage-look');
    expect(ROLE_PERMISSIONS.enterprise).not.toContain('platform-manage-look');
    expect(ROLE_PERMISSIONS.enterprise).not.toContain('back-stage-look');
    expect(ROLE_PERMISSIONS.none).toEqual([]);
  });
});
