/**
 * The application families' updates at the spec's paths, which name the record in the body instead
 * of the path: 应用信息 PUT application-manage/info, 应用分类 PUT
 * application-classify/info, 应用分组 PUT application-group, 套餐 PUT application-set, 应用对接
 * PUT application-dock. Each changes the record the body names, refuses one that does not exist,
 * and is refused without the pages’ codes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, login, ORIGIN } from '../mocks/support';

const OM = '/api/operation-management/v1';

async function call<T>(method: string, path: string, token: string | null, json?: unknown): Promise<{ status: number; body: { data: T; message?: string } }> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json' }, ...(json === undefined ? {} : { body: JSON.stringify(json) }) };
  const response = await fetch(`${ORIGIN}${path}`, token ? authed(token, init) : init);
  return { status: response.status, body: (await response.json()) as { data: T; message?: string } };
}

afterEach(async () => {
  await mockControl.reset();
});

/** Writable fields of a stored record (what an edit form sends back). */
function editable(record: Record<string, unknown>): Record<string, unknown> {
  const { createTime: _created, updateTime: _updated, ...rest } = record;
  return rest;
}

const UPDATES = [
  { name: '应用信息', path: 'application-manage/info', collection: 'crud.application', field: 'vendor', value: '北京超算科技有限公司' },
  { name: '应用分类', path: 'application-classify/info', collection: 'crud.app-category', field: 'name', value: '材料与化学' },
  { name: '应用分组', path: 'application-group', collection: 'crud.app-group', field: 'description', value: '科研计算应用与教学演示' },
  { name: '应用套餐', path: 'application-set', collection: 'crud.app-package', field: 'description', value: '适用于中小规模科研计算的包年套餐' },
  { name: '应用对接', path: 'application-dock', collection: 'crud.app-dock', field: 'contact', value: '周明' },
] as const;

describe('PUT without {id}: the record is the body’s id', () => {
  for (const update of UPDATES) {
    it(`${update.name}: PUT ${update.path} changes the record the body names`, async () => {
      const token = (await login('admin')).access_token;
      const table = mockControl.db.collection(update.collection);
      const [record, other] = table.list();
      const saved = await call<Record<string, unknown>>('PUT', `${OM}/${update.path}`, token, { ...editable(record!), [update.field]: update.value });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data).toMatchObject({ id: record!.id, [update.field]: update.value });
      expect(table.get(record!.id)![update.field]).toBe(update.value);
      expect(table.get(other!.id)![update.field]).toBe(other![update.field]);
      // A body naming no record, or one that does not exist, changes nothing.
      expect((await call('PUT', `${OM}/${update.path}`, token, { ...editable(record!), id: 999999 })).status).toBe(404);
      const ops = (await login('ops')).access_token;
      expect((await call('PUT', `${OM}/${update.path}`, ops, { ...editable(record!), [update.field]: '无权修改' })).status).toBe(403);
      expect(table.get(record!.id)![update.field]).toBe(update.value);
    });
  }
});
