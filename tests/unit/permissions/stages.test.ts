/**
 * gen:permissions with a permission-stages.json: the menu's tree goes under the operation node,
 * stage modules get their own module-action codes or take menu entries out of the operation tree,
 * and a declaration that would write a code twice, name a missing entry or an unknown action is
 * reported (the generator then exits 1). A schemas directory without the file keeps the bare tree.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generatePermissionTree } from '../../../generators/gen-permissions.mjs';
import { treeCodes } from '../../../generators/permissions/permissionTree.mjs';
import { STAGES_FILE } from '../../../generators/permissions/platformStages.mjs';

const VALID = resolve('tests/fixtures/schemas-valid');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the valid fixture with `stages` as its permission-stages.json. */
function fixtureWith(stages: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'perm-stages-'));
  dirs.push(dir);
  cpSync(VALID, dir, { recursive: true });
  writeFileSync(join(dir, STAGES_FILE), JSON.stringify(stages));
  return dir;
}

const STAGES = {
  root: { title: '平台', code: 'plat-look' },
  stages: [
    { title: '前台', code: 'front-look', modules: [{ title: '数据', module: 'front-data', actions: ['add', 'del'] }] },
    { title: '后台', code: 'back-look', modules: [{ title: '存放', code: 'back-store-look', menu: ['/storage', '/ops/stats'] }] },
  ],
  operation: { title: '运营管理', code: 'op-look' },
};

describe('permission stages', () => {
  it('wraps the menu tree in the root, the stages and the operation node', () => {
    const { nodes, problems } = generatePermissionTree(fixtureWith(STAGES));
    expect(problems).toEqual([]);
    expect(nodes.map((n) => n.code)).toEqual(['plat-look']);
    const [front, back, operation] = nodes[0]!.children;
    expect([front, back, operation].map((n) => n?.title)).toEqual(['前台', '后台', '运营管理']);
    expect(front!.children).toEqual([{ title: '数据', code: 'front-data-look', children: [], childrens: [{ title: '新增', code: 'front-data-add' }, { title: '删除', code: 'front-data-del' }] }]);
    // Claimed entries move, with their checkboxes, in the order the stage names them.
    const store = back!.children[0]!;
    expect(store.children.map((n) => n.code)).toEqual(['storage-look', 'stats-look']);
    expect(operation!.children.map((n) => n.code)).toEqual(['ops-look']);
    expect(operation!.children[0]!.children.map((n) => n.code)).toEqual(['items-look', 'item-detail-look', 'later-look', 'placeholder-look']);
    const codes = treeCodes(nodes);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the bare menu tree where no stages are declared', () => {
    expect(generatePermissionTree(VALID).nodes.map((n) => n.code)).toEqual(['ops-look', 'storage-look']);
  });

  it('reports a stage code the menu uses, a missing menu entry and an unknown action', () => {
    const broken = {
      ...STAGES,
      stages: [
        { title: '前台', code: 'items-look', modules: [{ title: '数据', module: 'front-data', actions: ['add', 'fly'] }] },
        { title: '后台', code: 'back-look', modules: [{ title: '存放', code: 'back-store-look', menu: ['/nowhere'] }] },
      ],
    };
    const { problems } = generatePermissionTree(fixtureWith(broken));
    expect(problems.map((p) => [p.pointer, p.message])).toEqual(expect.arrayContaining([
      ['/stages/0/modules/0/actions', '未知的操作 fly'],
      ['/stages/1/modules/0/menu/0', '菜单中没有带权限编码的菜单项 /nowhere'],
      ['/', expect.stringMatching(/^权限编码 "items-look" 在权限树中出现了两次：“平台 › 前台”和“平台 › 运营管理 › .+”$/)],
    ]));
    expect(problems.every((p) => p.file.endsWith(STAGES_FILE))).toBe(true);
    const run = spawnSync(process.execPath, ['generators/gen-permissions.mjs', '--root', dirs[0]!], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('在权限树中出现了两次');
  });

  it('reports a root or module without a module-action code', () => {
    const { problems } = generatePermissionTree(fixtureWith({ ...STAGES, root: { title: '平台', code: 'plat' }, stages: [{ title: '前台', code: 'front-look', modules: [{ title: '空' }] }] }));
    expect(problems.map((p) => p.pointer)).toEqual(['/root', '/stages/0/modules/0']);
  });
});
