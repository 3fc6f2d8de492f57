import { describe, expect, it } from 'vitest';
import type { PermissionTreeNode } from '../../../src/core/menu/permissionTree';
import { GLOBAL_CODES } from '../../../src/core/menu/globalCodes';
import {
  buildTickTree, clickNode, codesToSave, EXTRA_GROUP_KEY, grantableCodes, leavesOfCodes, lockedKeys, tickState, toggle,
} from '../../../src/modules/role/model/permissionTicks';
import { NON_MENU_CODES } from '../../../mocks/store/seeds/rolePermissions';
import generated from '../../../schemas/generated/permission-tree.json' with { type: 'json' };

const action = (code: string, title: string) => ({ code, title });
const TREE: PermissionTreeNode[] = [{
  title: '运营中心', code: 'operation-center-look', childrens: [],
  children: [{
    title: '客户管理', code: 'customer-look', childrens: [],
    children: [
      { title: '客户信息', code: 'customer-info-look', children: [], childrens: [action('customer-info-add', '新增'), action('customer-info-del', '删除')] },
      { title: '客户拜访', code: 'customer-visit-look', children: [], childrens: [] },
    ],
  }],
}];
const tree = buildTickTree(TREE, [{ code: 'theme-look', title: '切换主题' }]);
const sorted = (set: Iterable<string>) => [...set].sort();

describe('permission-tree editor: ticks (docs/behaviour §2.9)', () => {
  it('a page with actions gets a 查看 leaf for its own look code; codes outside the menu get their group', () => {
    const info = tree[0]!.children[0]!.children[0]!;
    expect(info.children.map((c) => [c.key, c.title, c.code])).toEqual([
      ['look:customer-info-look', '查看', 'customer-info-look'],
      ['customer-info-add', '新增', 'customer-info-add'],
      ['customer-info-del', '删除', 'customer-info-del'],
    ]);
    expect(tree[1]!.key).toBe(EXTRA_GROUP_KEY);
    expect(grantableCodes(tree)).toEqual(new Set(['operation-center-look', 'customer-look', 'customer-info-look', 'customer-info-add', 'customer-info-del', 'customer-visit-look', 'theme-look']));
  });

  it('ticking a parent ticks every action code under it; the parents above are checked or half checked', () => {
    const leaves = toggle(tree, new Set(), 'customer-look', true);
    expect(sorted(leaves)).toEqual(['customer-info-add', 'customer-info-del', 'customer-visit-look', 'look:customer-info-look']);
    const state = tickState(tree, leaves);
    expect(state.checked.has('customer-look')).toBe(true);
    expect(state.checked.has('operation-center-look')).toBe(true);
    expect(state.halfChecked.has(EXTRA_GROUP_KEY)).toBe(false);
  });

  it('unticking one action leaves its page and the groups above half checked', () => {
    const all = toggle(tree, new Set(), 'operation-center-look', true);
    const state = tickState(tree, toggle(tree, all, 'customer-info-del', false));
    expect(state.checked.has('customer-info-del')).toBe(false);
    expect(sorted(state.halfChecked)).toEqual(['customer-info-look', 'customer-look', 'operation-center-look']);
    expect(state.checked.has('customer-visit-look')).toBe(true);
  });

  it('a save sends the codes of checked and half-checked nodes, each once', () => {
    const leaves = toggle(tree, new Set(), 'customer-info-add', true);
    const state = tickState(tree, leaves);
    expect(codesToSave(tree, state)).toEqual(['operation-center-look', 'customer-look', 'customer-info-look', 'customer-info-add']);
  });

  it('a read-only grant (look, no actions) ticks 查看 only and is sent again as it was', () => {
    const codes = ['operation-center-look', 'customer-look', 'customer-info-look'];
    const leaves = leavesOfCodes(tree, codes);
    expect(sorted(leaves)).toEqual(['look:customer-info-look']);
    expect(codesToSave(tree, tickState(tree, leaves))).toEqual(codes);
  });

  it('a role’s stored codes load and save back unchanged when nothing is ticked', () => {
    const codes = ['operation-center-look', 'customer-look', 'customer-info-look', 'customer-info-del', 'customer-visit-look', 'theme-look'];
    expect(codesToSave(tree, tickState(tree, leavesOfCodes(tree, codes)))).toEqual(codes);
  });

  it('a group code held without any page under it ticks nothing and is not sent', () => {
    expect(codesToSave(tree, tickState(tree, leavesOfCodes(tree, ['customer-look'])))).toEqual([]);
  });

  it('the generated tree: every demo role code (the menu’s and those outside it) is grantable', () => {
    const full = buildTickTree((generated as unknown as { tree: PermissionTreeNode[] }).tree, GLOBAL_CODES);
    const grantable = grantableCodes(full);
    expect(NON_MENU_CODES.filter((code) => !grantable.has(code))).toEqual([]);
    expect(sorted(GLOBAL_CODES.map((c) => c.code))).toEqual(sorted(NON_MENU_CODES));
  });

  it('codes the editor does not hold are locked, and a group all of whose leaves are; none without a limit', () => {
    const held = new Set(['operation-center-look', 'customer-look', 'customer-info-look', 'customer-visit-look']);
    expect(sorted(lockedKeys(tree, held))).toEqual(['customer-info-add', 'customer-info-del', EXTRA_GROUP_KEY, 'theme-look']);
    expect(lockedKeys(tree, null).size).toBe(0);
    expect(lockedKeys(tree, new Set()).has('operation-center-look')).toBe(true);
  });

  it('a click ticks only what the editor may grant, and a second click unticks it; a locked node does nothing', () => {
    const held = new Set(['operation-center-look', 'customer-look', 'customer-info-look', 'customer-visit-look']);
    const locked = lockedKeys(tree, held);
    const on = clickNode(tree, new Set(), 'operation-center-look', locked);
    expect(sorted(on)).toEqual(['customer-visit-look', 'look:customer-info-look']);
    expect(codesToSave(tree, tickState(tree, on)).every((code) => held.has(code))).toBe(true);
    // The group is half checked now (its locked leaves stay unticked); clicking it again unticks what was granted.
    expect(tickState(tree, on).halfChecked.has('operation-center-look')).toBe(true);
    expect(clickNode(tree, on, 'operation-center-look', locked).size).toBe(0);
    expect(clickNode(tree, on, 'customer-info-add', locked)).toEqual(on);
    expect(clickNode(tree, new Set(), EXTRA_GROUP_KEY, locked).size).toBe(0);
    // Without a limit a click behaves as a tick / untick of everything under the node.
    expect(clickNode(tree, new Set(), 'customer-look', new Set())).toEqual(toggle(tree, new Set(), 'customer-look', true));
  });
});
