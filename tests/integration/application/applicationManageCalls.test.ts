/**
 * The spec's 应用管理 calls beside the application-manage family's records (its `bind` action, served
 * from its choice and effect by mocks/crud/customActions.ts; applicationIcon.ts; the declared
 * reads): binding an application to a group, the categories and identifiers a form
 * picks from, an application's icon and the package statistics — each over the state the
 * application pages edit, each refused to a caller without the pages' codes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, login, ORIGIN } from '../mocks/support';

const M = '/api/operation-management/v1/application-manage';
const G = '/api/operation-management/v1/application-group';

interface Envelope<T> {
  code: number;
  message?: string;
  data: T;
}

async function call<T>(method: string, path: string, token: string | null, json?: unknown): Promise<{ status: number; body: Envelope<T> }> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json' }, ...(json === undefined ? {} : { body: JSON.stringify(json) }) };
  const response = await fetch(`${ORIGIN}${path}`, token ? authed(token, init) : init);
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const apps = () => mockControl.db.collection('crud.application');

afterEach(async () => {
  await mockControl.reset();
});

describe('PUT application-manage/bind/{id}/{groupId}', () => {
  /** 应用分组's 应用数 as its list answers it (an x-count: counted on every answer). */
  async function groupCounts(token: string): Promise<Map<number, number>> {
    const listed = await call<{ records: { id: number; appCount: number }[] }>('GET', `${G}/page?pageIndex=1&pageSize=100&dataType=8`, token);
    return new Map(listed.body.data.records.map((g) => [g.id, g.appCount]));
  }

  it('files the application under the group and both groups count their applications again', async () => {
    const token = (await login('admin')).access_token;
    const app = apps().list().find((a) => a.groupId === 1)!;
    const before = await groupCounts(token);
    // The 应用数 answered is the catalogue's.
    expect(before.get(1)).toBe(apps().list().filter((a) => a.groupId === 1).length);
    const bound = await call<{ id: number; groupId: number }>('PUT', `${M}/bind/${app.id}/5`, token);
    expect(bound.status).toBe(200);
    expect(bound.body.data).toMatchObject({ id: app.id, groupId: 5 });
    expect(apps().get(app.id)!.groupId).toBe(5);
    const after = await groupCounts(token);
    expect(after.get(5)).toBe(before.get(5)! + 1);
    expect(after.get(1)).toBe(before.get(1)! - 1);
    // The list the 应用信息 page reads (GET list) shows the new group.
    const listed = await call<{ records: { id: number; groupId: number }[] }>('GET', `${M}/list?pageIndex=1&pageSize=100`, token);
    expect(listed.body.data.records.find((a) => a.id === app.id)!.groupId).toBe(5);
  });

  it('refuses a group or an application that does not exist, and a caller without the edit code', async () => {
    const token = (await login('admin')).access_token;
    expect(await call('PUT', `${M}/bind/1/999`, token)).toMatchObject({ status: 400, body: { message: '应用分组不存在' } });
    expect(await call('PUT', `${M}/bind/9999/1`, token)).toMatchObject({ status: 404, body: { message: '应用不存在' } });
    expect((await call('PUT', `${M}/bind/1/2`, null)).status).toBe(401);
    expect((await call('PUT', `${M}/bind/1/2`, (await login('ops')).access_token)).status).toBe(403);
    expect(apps().get(1)!.groupId).not.toBe(2);
  });
});

describe('GET application-manage/classify and identifier-list', () => {
  it('classify answers every category with its path and the applications filed in it or below', async () => {
    const token = (await login('admin')).access_token;
    const { status, body } = await call<{ id: number; name: string; path: string; depth: number; appCount: number }[]>('GET', `${M}/classify`, token);
    expect(status).toBe(200);
    const categories = mockControl.db.collection('crud.app-category').list();
    expect(body.data).toHaveLength(categories.length);
    const first = body.data.find((c) => c.id === 1)!;
    expect(first).toMatchObject({ name: '材料计算', path: '材料计算', depth: 1 });
    expect(first.appCount).toBe(apps().list().filter((a) => a.categoryId === 1 || categories.some((c) => c.parentId === 1 && c.id === a.categoryId)).length);
    const child = body.data.find((c) => c.depth === 2);
    if (child) expect(child.path).toMatch(/ › /);
    // Moving an application moves the count.
    const app = apps().list().find((a) => a.categoryId === 3)!;
    apps().update(app.id, { categoryId: 8 });
    const after = await call<{ id: number; appCount: number }[]>('GET', `${M}/classify`, token);
    expect(after.body.data.find((c) => c.id === 8)!.appCount).toBe(body.data.find((c) => c.id === 8)!.appCount + 1);
  });

  it('identifier-list answers the identifiers in use, filtered by keyword', async () => {
    const token = (await login('admin')).access_token;
    const all = await call<{ identifier: string; appName: string }[]>('GET', `${M}/identifier-list`, token);
    expect(all.status).toBe(200);
    expect(all.body.data).toHaveLength(apps().count());
    expect(all.body.data.map((a) => a.identifier)).toEqual([...all.body.data.map((a) => a.identifier)].sort());
    const vasp = await call<{ identifier: string; appName: string }[]>('GET', `${M}/identifier-list?keyword=vasp`, token);
    expect(vasp.body.data).toEqual([expect.objectContaining({ identifier: 'vasp', appName: 'VASP' })]);
  });

  it('both are refused without the application pages’ codes', async () => {
    const ops = (await login('ops')).access_token;
    expect((await call('GET', `${M}/classify`, ops)).status).toBe(403);
    expect((await call('GET', `${M}/identifier-list`, ops)).status).toBe(403);
    expect((await call('GET', `${M}/classify`, null)).status).toBe(401);
  });
});

describe('GET application-manage/icon/{id}', () => {
  it('draws a badge from the name until an icon is uploaded, then answers the upload; public; 404 for no application', async () => {
    const badge = await fetch(`${ORIGIN}${M}/icon/1`);
    expect(badge.status).toBe(200);
    expect(badge.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await badge.text();
    expect(svg).toContain('>VA</text>');
    expect(svg).toContain('aria-label="VASP"');
    // Every seeded application's 应用图标 is its icon call.
    expect(apps().list().every((a) => a.icon === `${M}/icon/${a.id}`)).toBe(true);

    const token = (await login('admin')).access_token;
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const form = new FormData();
    form.append('file', new Blob([png], { type: 'image/png' }), 'vasp.png');
    const uploaded = (await (await fetch(`${ORIGIN}/api/operation-management/v1/files/upload`, authed(token, { method: 'POST', body: form }))).json()) as Envelope<{ url: string } | string>;
    const url = typeof uploaded.data === 'string' ? uploaded.data : uploaded.data.url;
    apps().update(1, { icon: url });
    const icon = await fetch(`${ORIGIN}${M}/icon/1`);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await icon.arrayBuffer())).toEqual(png);

    expect((await fetch(`${ORIGIN}${M}/icon/9999`)).status).toBe(404);
  });
});

describe('GET application-manage/set-stat', () => {
  it('counts the packages and the core-hours drawn from them, per package and application', async () => {
    const token = (await login('admin')).access_token;
    const { status, body } = await call<{ total: number; onSale: number; useCount: number; usedCoreHours: number; byPackage: { name: string; value: number }[] }>('GET', `${M}/set-stat`, token);
    expect(status).toBe(200);
    const packages = mockControl.db.collection('crud.app-package').list();
    const uses = mockControl.db.collection('crud.app-package-use').list().filter((u) => u.status === 1);
    expect(body.data.total).toBe(packages.length);
    expect(body.data.onSale).toBe(packages.filter((p) => p.status === 1).length);
    expect(body.data.useCount).toBe(uses.length);
    expect(body.data.usedCoreHours).toBeCloseTo(uses.reduce((s, u) => s + Number(u.usedCoreHours), 0), 2);
    expect(body.data.byPackage.map((p) => p.value)).toEqual([...body.data.byPackage.map((p) => p.value)].sort((a, b) => b - a));
    // Sales are sold × price summed over the packages; returned core-hours are the uses of status 2.
    const stat = body.data as unknown as Record<string, number> & { byPackage: { name: string; value: number }[]; byApp: { name: string; value: number }[] };
    expect(stat.exchangeable).toBe(packages.filter((p) => p.exchange === 1).length);
    expect(stat.saleAmount).toBeCloseTo(packages.reduce((s, p) => s + Number(p.saleCount) * Number(p.price), 0), 2);
    const returned = mockControl.db.collection('crud.app-package-use').list().filter((u) => u.status === 2);
    expect(stat.returnedCoreHours).toBeCloseTo(returned.reduce((s, u) => s + Number(u.usedCoreHours), 0), 2);
    // Each of the ten packages drawn most is named, with what was drawn from it; per application likewise.
    const drawnFrom = (name: string) => uses.filter((u) => packages.find((p) => p.id === u.packageId)?.packageName === name).reduce((s, u) => s + Number(u.usedCoreHours), 0);
    expect(stat.byPackage.length).toBe(Math.min(10, new Set(uses.map((u) => u.packageId)).size));
    for (const entry of stat.byPackage) expect(entry.value).toBeCloseTo(drawnFrom(entry.name), 2);
    expect(stat.byApp.map((a) => a.name).sort()).toEqual([...new Set(uses.map((u) => String(u.appName)))].sort());
    // A package taken off sale is counted so at once.
    const onSale = packages.find((p) => p.status === 1)!;
    mockControl.db.collection('crud.app-package').update(onSale.id, { status: 0 });
    expect((await call<{ onSale: number }>('GET', `${M}/set-stat`, token)).body.data.onSale).toBe(body.data.onSale - 1);
  });

  it('is refused without the statistics or package pages’ codes', async () => {
    expect((await call('GET', `${M}/set-stat`, (await login('ops')).access_token)).status).toBe(403);
    expect((await call('GET', `${M}/set-stat`, null)).status).toBe(401);
  });
});

describe('GET application-manage/introduction', () => {
  it('answers a shown application by ?id= to every visitor', async () => {
    const detail = await call<{ id: number; appName: string; specs: unknown[] }>('GET', `${M}/introduction?id=1`, null);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ id: 1, appName: 'VASP' });
    expect((await call('GET', `${M}/introduction?id=999`, null)).status).toBe(404);
  });
});

describe('GET application-manage/stat/top10', () => {
  it('counts the catalogue, names each category by its 应用分类 record and each billing type by its title', async () => {
    const token = (await login('admin')).access_token;
    const { status, body } = await call<{ total: number; top10: { name: string; value: number }[]; categories: { name: string; value: number }[]; billing: { name: string; value: number }[] }>('GET', `${M}/stat/top10`, token);
    expect(status).toBe(200);
    expect(body.data.total).toBe(apps().count());
    expect(body.data.top10).toHaveLength(10);
    const names = new Set(mockControl.db.collection('crud.app-category').list().map((c) => String(c.name)));
    expect(body.data.categories.every((c) => names.has(c.name))).toBe(true);
    expect(body.data.categories.reduce((sum, c) => sum + c.value, 0)).toBe(apps().count());
    expect(body.data.billing.map((b) => b.name).sort()).toEqual(['免费', '包年包月', '按核时'].sort());
  });
});

describe('应用规格 names an application of the catalogue', () => {
  it('a specification for an application the catalogue does not hold is refused (应用名称不存在)', async () => {
    const token = (await login('admin')).access_token;
    const spec = { specName: '标准型', cores: 32, memoryGb: 64, gpus: 0, price: 0.5, partition: 'cpu' };
    const refused = await call<unknown>('POST', '/api/operation-management/v1/application-spec/info', token, { ...spec, appName: '不存在的应用' });
    expect(refused.status).toBe(400);
    expect((refused.body as unknown as { errors: Record<string, string> }).errors.appName).toBe('应用名称不存在');
  });
});
