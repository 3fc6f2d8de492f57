/**
 * The organisation mocks (mocks/handlers/orgUsers.ts, orgGroups.ts, personalCentre.ts): the users
 * 用户配置 manages are the accounts sign-in reads, their role is what `portal/user/resource`
 * answers, and the trees and personal centre change what the next calls return.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { getRuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { encryptPassword } from '../../../src/core/session/passwordCipher';
import { signedInApi, tokenApi, type Api, type ApiAnswer } from '../../contract/apiClient';
import { login, requestToken } from './support';

const USER = '/api/aam/v1/mgmt/user';
const GROUPS = '/api/aam/v1/mgmt/groups';
const cipher = (plain: string) => encryptPassword(plain, getRuntimeConfig().passwordKey);
const data = <T>(answer: ApiAnswer) => (answer.body as { data: T }).data;
const message = (answer: ApiAnswer) => (answer.body as { message?: string }).message;
const users = () => mockControl.db.collection('users');
const idOf = (userName: string) => users().find((u) => u.userName === userName)!.id;

interface Row { id: string; userName: string; roleId: string; roleName: string; groupId: string; groupName: string; enabled: boolean }
interface Node { groupId: string; groupName: string; memberCount: number; children: Node[] }

let admin: Api;
beforeEach(async () => {
  admin = await signedInApi('admin');
});

const NEW_USER = { userName: 'ops_li', displayName: ' 李运营 ', phone: '13800138123', email: '', password: cipher('ops_li2026'), groupId: '1002', roleId: 'operations' };

describe('用户配置', () => {
  it('a user created with a role signs in holding exactly that role’s codes, in the chosen organisation', async () => {
    const created = await admin.call('POST', USER, { json: NEW_USER });
    expect(created.status).toBe(200);
    expect(data<Row>(created)).toMatchObject({ userName: 'ops_li', roleId: 'operations', roleName: '运营人员', groupId: '1002', groupName: '运营部', enabled: true });
    expect(message(await admin.call('POST', USER, { json: NEW_USER }))).toBe('登录账号已存在');

    const ops = tokenApi((await login('ops_li', 'ops_li2026')).access_token);
    const codes = (await ops.call('GET', '/api/aam/v1/portal/user/resource')).body as string[];
    expect([...codes].sort()).toEqual([...mockControl.db.collection('roles').get('operations')!.permissions].sort());
    const groups = (await ops.call('GET', '/api/aam/v1/portal/user/groups')).body as { groupId: string; defaultGroup: number; roles: { roleName: string }[] }[];
    expect(groups).toEqual([expect.objectContaining({ groupId: '1002', defaultGroup: 1, roles: [expect.objectContaining({ roleName: '运营人员' })] })]);
    // The list finds them among 运营部's members.
    const members = data<{ records: Row[] }>(await admin.call('GET', `${USER}/page`, { query: { groupId: '1002', keyword: 'ops_li' } }));
    expect(members.records.map((r) => r.userName)).toEqual(['ops_li']);
  });

  it('refuses a password outside docs/behaviour §5’s 6–12 characters and an unknown role, creating nothing', async () => {
    expect(message(await admin.call('POST', USER, { json: { ...NEW_USER, password: cipher('12345') } }))).toBe('未按要求设置密码');
    expect(message(await admin.call('POST', USER, { json: { ...NEW_USER, roleId: 'nope' } }))).toBe('请选择角色');
    expect(users().find((u) => u.userName === 'ops_li')).toBeUndefined();
  });

  it('a disabled user is refused at sign-in and their session ends; enabled again they sign in', async () => {
    const session = tokenApi((await login('personal')).access_token);
    const id = idOf('personal');
    expect((await admin.call('PUT', `${USER}/${id}/status/0`)).status).toBe(200);
    expect((await session.call('GET', '/api/aam/v1/portal/user/info')).status).toBe(401);
    const refused = await requestToken('personal');
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toMatch(/disabled/i);
    expect((await admin.call('PUT', `${USER}/${id}/status/1`)).status).toBe(200);
    expect((await requestToken('personal')).status).toBe(200);
    expect(message(await admin.call('PUT', `${USER}/${idOf('admin')}/status/0`))).toBe('不能禁用当前登录的账号');
  });

  it('a reset password replaces the old one', async () => {
    const id = idOf('ops');
    expect((await admin.call('PUT', `${USER}/${id}/password`, { json: { password: cipher('Reset#2026') } })).status).toBe(200);
    expect((await requestToken('ops')).status).toBe(401);
    expect((await requestToken('ops', 'Reset#2026')).status).toBe(200);
  });

  it('assigning a role ends the user’s sessions; signed in again they hold the new role’s codes', async () => {
    const old = tokenApi((await login('ops')).access_token);
    expect((await admin.call('PUT', `${USER}/${idOf('ops')}/assign`, { json: { groupId: '1004', roleId: 'partner' } })).status).toBe(200);
    expect((await old.call('GET', '/api/aam/v1/portal/user/resource')).status).toBe(401);
    const ops = tokenApi((await login('ops')).access_token);
    const codes = (await ops.call('GET', '/api/aam/v1/portal/user/resource')).body as string[];
    expect(codes).toContain('partner-reconciliation-look');
    expect(codes).not.toContain('customer-info-look');
    const info = (await ops.call('GET', '/api/aam/v1/portal/user/info')).body as { groupInfo: { groupId: string }[] };
    expect(info.groupInfo[0]!.groupId).toBe('1004');
  });

  it('a sub-centre manages its own organisation’s users only and cannot hand out a wider role', async () => {
    const sub = await signedInApi('subcenter');
    const page = data<{ records: Row[] }>(await sub.call('GET', `${USER}/page`));
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records.every((r) => r.groupId === '2001')).toBe(true);
    const outside = await sub.call('PUT', `${USER}/${idOf('admin')}/status/0`);
    expect(outside.status).toBe(403);
    expect(message(outside)).toBe('不能修改本组织范围以外的用户');
    expect(users().find((u) => u.userName === 'admin')!.enabled).toBe(true);
    const wider = await sub.call('POST', USER, { json: { ...NEW_USER, groupId: '2001', roleId: 'platformAdmin' } });
    expect(wider.status).toBe(403);
    expect((await (await signedInApi('personal')).call('GET', `${USER}/page`)).status).toBe(403);
  });
});

describe('组织管理 and 组织架构', () => {
  it('adds, renames and deletes a sub-organisation; refuses to delete one with members or children', async () => {
    const created = data<Node>(await admin.call('POST', GROUPS, { json: { parentId: '1002', groupName: '运营一组' } }));
    expect(message(await admin.call('POST', GROUPS, { json: { parentId: '1002', groupName: '运营一组' } }))).toBe('组织名称已存在');
    const tree = data<Node[]>(await admin.call('GET', `${GROUPS}/government/1001`));
    const ops = tree[0]!.children.find((n) => n.groupId === '1002')!;
    expect(ops.children.map((n) => n.groupName)).toEqual(['运营一组']);
    expect(data<Node>(await admin.call('PUT', `${GROUPS}/${created.groupId}`, { json: { groupName: '运营二组' } })).groupName).toBe('运营二组');
    expect(message(await admin.call('DELETE', `${GROUPS}/1002`))).toBe('请先删除该组织的下级组织');
    expect(message(await admin.call('DELETE', `${GROUPS}/1004`))).toMatch(/名成员，不能删除/);
    expect((await admin.call('DELETE', `${GROUPS}/${created.groupId}`)).status).toBe(200);
    expect(mockControl.db.collection('organizations').get(created.groupId)).toBeUndefined();
  });

  it('the enterprise trees hold the enterprises, not the platform or the personal pool', async () => {
    const forest = data<Node[]>(await admin.call('GET', `${GROUPS}/enterprise/0`));
    const ids = forest.map((n) => n.groupId);
    expect(ids).toEqual(expect.arrayContaining(['4001', '5001']));
    expect(ids).not.toContain('1001');
    expect(ids).not.toContain('3001');
  });

  it('tree-members answers the visible forest and the members of a node and below', async () => {
    const answer = data<{ tree: Node[]; members: { records: Row[]; total: number } }>(await admin.call('GET', `${GROUPS}/tree-members?id=1001`));
    const names = answer.members.records.map((r) => r.userName);
    expect(names).toEqual(expect.arrayContaining(['admin', 'ops', 'subcenter']));
    expect(names).not.toContain('enterprise');
    expect(answer.tree.map((n) => n.groupId)).toContain('4001');
    const sub = await signedInApi('subcenter');
    expect((await sub.call('GET', `${GROUPS}/tree-members?id=1001`)).status).toBe(403); // no 组织架构 code
  });
});

describe('个人中心 and 资源账号', () => {
  it('saves the display name and an uploaded avatar (attribute type 1) for the caller only', async () => {
    const id = idOf('admin');
    expect((await admin.call('PUT', '/api/aam/v1/portal/user/info', { json: { displayName: '  王管理 ' } })).status).toBe(200);
    expect(((await admin.call('GET', '/api/aam/v1/portal/user/info')).body as { displayName: string }).displayName).toBe('王管理');
    const url = '/api/operation-management/v1/files/abc123/me.png';
    expect((await admin.call('PUT', '/api/operation-management/v1/user/attribute/avatar', { json: { userId: id, attributeContent: url } })).status).toBe(200);
    const attributes = data<{ attributeType: number; attributeContent: string }[]>(await admin.call('GET', '/api/operation-management/v1/user/attribute', { query: { userId: id } }));
    expect(attributes[0]).toMatchObject({ attributeType: 1, attributeContent: url });
    expect(data<{ avatar: string }>(await admin.call('GET', '/api/aam/v1/portal/user/profile')).avatar).toBe(url);
    expect(message(await admin.call('PUT', '/api/operation-management/v1/user/attribute/avatar', { json: { userId: id, attributeContent: 'javascript:alert(1)' } }))).toBe('头像必须是上传的图片');
    expect((await admin.call('PUT', '/api/operation-management/v1/user/attribute/avatar', { json: { userId: idOf('ops'), attributeContent: url } })).status).toBe(403);
  });

  it('a sub-centre is found by its organisation’s group id (分中心管理’s code)', async () => {
    const found = data<{ subcenterName: string }>(await admin.call('GET', '/api/operation-management/v1/subcenter/group/2001'));
    expect(found.subcenterName).toBe('华南超算分中心');
    expect((await admin.call('GET', '/api/operation-management/v1/subcenter/group/9999')).status).toBe(404);
    expect((await (await signedInApi('personal')).call('GET', '/api/operation-management/v1/subcenter/group/2001')).status).toBe(403);
  });

  it('资源账号 lists the caller’s own HPC accounts with their jobs and core hours', async () => {
    const personal = await signedInApi('personal');
    // The 资源账号 list page reads it paged, in the backend dialect.
    const page = data<{ records: { acc: string; jobCount: number; coreHours: number }[]; total: number }>(await personal.call('GET', '/api/operation-management/v1/starlight/account/resources?pageIndex=1&pageSize=20'));
    const accounts = page.records;
    expect(page.total).toBe(1);
    expect(accounts.map((a) => a.acc)).toEqual(['hpc_per01']);
    const jobs = mockControl.db.collection('hpcJobs').list().filter((j) => j.acc === 'hpc_per01');
    expect(accounts[0]!.jobCount).toBe(jobs.length);
  });
});
