/**
 * Issue 21: an application's 应用分类 and 应用分组 are records of the 应用分类 tree and the
 * 应用分组 list (entity x-lookup). The CRUD mocks refuse a create or update naming one that does
 * not exist (400, a field error in Chinese), accept any level of the tree, and the seeds agree:
 * every seeded application's category and group is a seeded record.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, login, ORIGIN } from './support';

const API = `${ORIGIN}/api/operation-management/v1`;
const db = mockControl.db;
const apps = () => db.collection('crud.application').list();
const categories = () => db.collection('crud.app-category').list();
const groups = () => db.collection('crud.app-group').list();

let token = '';
beforeEach(async () => {
  token = (await login('admin')).access_token;
});

async function send(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) {
  const response = await fetch(`${API}${path}`, authed(token, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));
  return { status: response.status, body: (await response.json()) as { msg?: string; errors?: Record<string, string>; data?: Record<string, unknown> } };
}

const application = (extra: Record<string, unknown> = {}) => ({
  appName: '星图渲染引擎', identifier: 'xingtu-render', version: '2.1', categoryId: 1, industry: 'creativity',
  vendor: '岭南视效科技', summary: '影视级 GPU 集群渲染', billingType: 1, ...extra,
});

describe('application references', () => {
  it('seeds only categories and groups that exist', () => {
    const categoryIds = new Set(categories().map((c) => c.id));
    const groupIds = new Set(groups().map((g) => g.id));
    expect(apps().length).toBeGreaterThan(0);
    expect(apps().filter((a) => !categoryIds.has(Number(a.categoryId)))).toEqual([]);
    expect(apps().filter((a) => a.groupId !== undefined && !groupIds.has(Number(a.groupId)))).toEqual([]);
  });

  it('refuses a create naming a category or group that does not exist, and saves nothing', async () => {
    const before = apps().length;
    const refused = await send('POST', '/application-manage/info', application({ categoryId: 987654, groupId: 987654 }));
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ categoryId: '应用分类不存在', groupId: '应用分组不存在' });
    expect(apps().length).toBe(before);
  });

  it('accepts a 子分类 and a group created on their own pages', async () => {
    const root = categories().find((c) => Number(c.parentId) === 0)!;
    const child = await send('POST', '/application-classify/info', { name: '渲染仿真', parentId: root.id, orderIndex: 9, visualRange: 1 });
    expect(child.status).toBe(200);
    const group = await send('POST', '/application-group', { groupName: '影视渲染', dataType: 8, orderIndex: 9 });
    expect(group.status).toBe(200);
    const created = await send('POST', '/application-manage/info', application({ categoryId: child.body.data!.id, groupId: group.body.data!.id }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ categoryId: child.body.data!.id, groupId: group.body.data!.id });
  });

  it('refuses an update to a category that was deleted', async () => {
    const app = apps()[0]!;
    const gone = await send('PUT', '/application-manage/info', { ...app, categoryId: 424242 });
    expect(gone.status).toBe(400);
    expect(gone.body.errors).toEqual({ categoryId: '应用分类不存在' });
    expect(db.collection('crud.application').get(app.id)?.categoryId).toBe(app.categoryId);
  });
});

describe('lookup choices for form journeys (tests/contract/lookupChoices.ts)', () => {
  it('read the referenced tree and list through the API as the console does', async () => {
    const { signedInApi } = await import('../../contract/apiClient');
    const { lookupChoice } = await import('../../contract/lookupChoices');
    const { loadEntity } = await import('../../../src/pageLanguage/entityLoader');
    const api = await signedInApi();
    const entity = await loadEntity('application');
    expect(await lookupChoice(api, entity.properties.categoryId!, 1)).toEqual({ value: 9, label: '第一性原理', path: '材料计算 › 第一性原理' });
    expect(await lookupChoice(api, entity.properties.groupId!, 4)).toMatchObject({ label: '行业解决方案', path: '行业解决方案' });
    expect(await lookupChoice(api, entity.properties.appName!, 0)).toBeUndefined();
  });
});
