/**
 * Roles and their codes through the mock account service (mocks/handlers/roles.ts): what the role
 * editor saves is what the role's users hold from their next call — the menu codes they are
 * given at sign-in and every endpoint's check.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import generated from '../../../schemas/generated/permission-tree.json' with { type: 'json' };
import { GLOBAL_CODES } from '../../../src/core/menu/globalCodes';
import type { PermissionTreeNode } from '../../../src/core/menu/permissionTree';
import { signedInApi, tokenApi, type Api } from '../../contract/apiClient';
import { login } from './support';

const ROLE = '/api/aam/v1/mgmt/role';
let admin: Api;
beforeEach(async () => {
  admin = await signedInApi('admin');
});

const data = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;
const roles = () => mockControl.db.collection('roles');

describe('roles', () => {
  it('lists the roles with their user counts; creates one trimmed, refusing a blank or taken name', async () => {
    const list = data<{ id: string; roleName: string; userCount: number }[]>(await admin.call('GET', `${ROLE}/list`));
    expect(list.find((r) => r.id === 'personal')).toMatchObject({ roleName: '个人用户', userCount: 3 });
    expect((await admin.call('POST', ROLE, { json: { roleName: '   ' } })).body).toMatchObject({ message: '角色名称不能为空' });
    expect((await admin.call('POST', ROLE, { json: { roleName: ' 个人用户 ' } })).body).toMatchObject({ message: '角色名称已存在' });
    const created = await admin.call('POST', ROLE, { json: { roleName: '  审计员 ', remark: '只读' } });
    expect(created.status).toBe(200);
    const role = data<{ id: string; roleName: string; userCount: number }>(created);
    expect(role).toMatchObject({ roleName: '审计员', userCount: 0 });
    expect(data<string[]>(await admin.call('GET', `${ROLE}/${role.id}/permissions`))).toEqual([]);
    const renamed = await admin.call('PUT', ROLE, { json: { id: role.id, roleName: '审计', remark: '' } });
    expect(data<{ roleName: string }>(renamed).roleName).toBe('审计');
    expect((await admin.call('DELETE', `${ROLE}/${role.id}`)).status).toBe(200);
    expect(roles().get(role.id)).toBeUndefined();
  });

  it('a role its users still hold is not deleted', async () => {
    const answer = await admin.call('DELETE', `${ROLE}/operations`);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: '该角色下仍有 1 个用户，不能删除' });
    expect(roles().get('operations')).toBeDefined();
  });

  it('saves only codes the permission tree (or docs/behaviour §6) can grant', async () => {
    const answer = await admin.call('PUT', `${ROLE}/operations/permissions`, { json: { codes: ['customer-info-look', 'no-such-code'] } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: '未知的权限编码：no-such-code' });
    expect(roles().get('operations')!.permissions).toContain('customer-visit-look');
  });

  it('saves every code the role editor offers: the permission tree’s, with its actions, and the global ones', async () => {
    const treeCodes = (nodes: readonly PermissionTreeNode[]): string[] => nodes.flatMap((n) => [n.code, ...n.childrens.map((a) => a.code), ...treeCodes(n.children)]);
    const offered = [...new Set([...treeCodes((generated as unknown as { tree: PermissionTreeNode[] }).tree), ...GLOBAL_CODES.map((c) => c.code)])];
    const created = data<{ id: string }>(await admin.call('POST', ROLE, { json: { roleName: '全部权限' } }));
    expect((await admin.call('PUT', `${ROLE}/${created.id}/permissions`, { json: { codes: offered } })).status).toBe(200);
    expect([...roles().get(created.id)!.permissions].sort()).toEqual([...offered].sort());
  });

  it('a code taken from a role is gone for its user at once: their session ends, and signed in again they lack it and the page’s calls are refused', async () => {
    const old = await signedInApi('ops');
    const customers = '/api/operation-management/v1/customer/page?pageIndex=1&pageSize=5';
    expect((await old.call('GET', customers)).status).toBe(200);
    const before = roles().get('operations')!.permissions;
    const codes = before.filter((code) => code !== 'customer-info-look');
    expect((await admin.call('PUT', `${ROLE}/operations/permissions`, { json: { codes } })).status).toBe(200);
    // The console holding the old codes is signed out (USER_SCOPE_CHANGE ends the session).
    expect((await old.call('GET', customers)).status).toBe(401);
    const ops = await signedInApi('ops');
    const held = (await ops.call('GET', '/api/aam/v1/portal/user/resource')).body as string[];
    expect(held).not.toContain('customer-info-look');
    expect(held).toContain('customer-visit-look');
    expect((await ops.call('GET', customers)).status).toBe(403);
  });

  it('only a caller with the role page’s code may call them', async () => {
    const ops = await signedInApi('ops');
    expect((await ops.call('GET', `${ROLE}/list`)).status).toBe(403);
    expect((await ops.call('PUT', `${ROLE}/operations/permissions`, { json: { codes: [] } })).status).toBe(403);
  });

  it('when a role’s codes change every session of its holders ends with USER_SCOPE_CHANGE, the editor’s own too; an unchanged save ends none', async () => {
    const push = vi.spyOn(mockControl.notices, 'push');
    const editor = await login('admin');
    const otherConsole = await login('admin');
    const ops = await login('ops');
    const editorApi = tokenApi(editor.access_token);
    const held = roles().get('platformAdmin')!.permissions;

    expect((await editorApi.call('PUT', `${ROLE}/platformAdmin/permissions`, { json: { codes: held } })).status).toBe(200);
    expect(push).not.toHaveBeenCalled();
    expect((await editorApi.call('GET', `${ROLE}/list`)).status).toBe(200);

    const narrowed = held.filter((code) => code !== 'customer-info-del');
    expect((await editorApi.call('PUT', `${ROLE}/platformAdmin/permissions`, { json: { codes: narrowed } })).status).toBe(200);
    for (const session of [editor, otherConsole]) {
      expect(push).toHaveBeenCalledWith('USER_SCOPE_CHANGE', '您的权限范围已变更，请重新登录', session.session_state);
    }
    expect(push).not.toHaveBeenCalledWith('USER_SCOPE_CHANGE', expect.anything(), ops.session_state);
    expect((await editorApi.call('GET', `${ROLE}/list`)).status).toBe(401);
    expect((await tokenApi(otherConsole.access_token).call('GET', `${ROLE}/list`)).status).toBe(401);
    expect((await tokenApi(ops.access_token).call('GET', '/api/aam/v1/portal/user/resource')).status).toBe(200);
    // Signed in again, the administrator holds the new codes.
    const again = await signedInApi('admin');
    expect((await again.call('GET', '/api/aam/v1/portal/user/resource')).body).not.toContain('customer-info-del');
    push.mockRestore();
  });

  it('a sub-centre sees and edits only roles of its own organisation; they hold only codes it holds', async () => {
    const sub = await signedInApi('subcenter');
    const listed = () => sub.call('GET', `${ROLE}/list`).then((a) => (a.body as { data: { id: string }[] }).data.map((r) => r.id));
    expect(await listed()).toEqual([]);
    const created = await sub.call('POST', ROLE, { json: { roleName: '分中心审计员' } });
    const role = data<{ id: string }>(created);
    expect(roles().get(role.id)!.groupId).toBe('2001');
    expect(await listed()).toEqual([role.id]);
    const subCodes = roles().get('subcenterStaff')!.permissions;
    const refused = await sub.call('PUT', `${ROLE}/${role.id}/permissions`, { json: { codes: [...subCodes, 'customer-info-look'] } });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: '不能授予您自己没有的权限' });
    expect(roles().get(role.id)!.permissions).toEqual([]);
    expect((await sub.call('PUT', `${ROLE}/${role.id}/permissions`, { json: { codes: subCodes.slice(0, 3) } })).status).toBe(200);
    expect((await sub.call('GET', `${ROLE}/subcenterStaff/permissions`)).body).toMatchObject({ message: '不能修改本组织范围以外的角色' });
  });
});
