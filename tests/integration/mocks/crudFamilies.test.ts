import { Faker, base, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { crudCollectionDefinitions, crudEntities } from '../../../mocks/crud/crudCollections';
import { crudFamiliesOf, crudFamilyOf } from '../../../mocks/crud/families';
import { entitySeed } from '../../../mocks/crud/entitySeed';
import { STATE_REFUSED } from '../../../mocks/crud/customActions';
import { mockControl } from '../../../mocks/control';
import { buildSeed, db } from '../../../mocks/store/db';
import type { EntitySchema } from '../../../src/pageLanguage/entity';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import { DATETIME_PATTERN } from '../../../src/pageLanguage/entity';
import { authed, login, ORIGIN } from './support';

const ticket: EntitySchema = {
  $id: 'ticket',
  title: '工单',
  type: 'object',
  required: ['title', 'phone', 'level'],
  properties: {
    id: { type: 'integer', title: '编号', readOnly: true },
    title: { type: 'string', title: '工单标题', minLength: 4, maxLength: 12 },
    phone: { type: 'string', title: '联系电话', pattern: '^1[3-9]\\d{9}$' },
    level: { type: 'integer', title: '级别', oneOf: [{ const: 1, title: '普通' }, { const: 2, title: '紧急' }] },
    hours: { type: 'number', title: '工时', minimum: 1, maximum: 8 },
    due: { type: 'string', title: '截止日期', format: 'date' },
    state: { type: 'integer', title: '状态', oneOf: [{ const: 0, title: '处理中' }, { const: 1, title: '已关闭' }] },
    closedAt: { type: 'string', title: '关闭时间', format: 'datetime' },
    reason: { type: 'string', title: '关闭说明' },
    createTime: { type: 'string', title: '创建时间', format: 'datetime', readOnly: true },
  },
};

const family = (extra: Partial<FamilyDeclaration> = {}): FamilyDeclaration => ({
  title: '工单', base: '/api/operation-management/v1/ticket', entity: 'ticket', verbs: ['list'], ...extra,
});

describe('crudFamiliesOf', () => {
  it('serves every declared family as declared: verbs, routes, status field and custom actions', () => {
    const close = { name: 'close', label: '关闭', endpoint: { method: 'PUT' as const, path: 'close/{id}' }, effect: { state: 1 } };
    const families = crudFamiliesOf(new Map([
      ['ticket', family({ verbs: ['list', 'get'], routes: { get: { method: 'GET', path: 'info/{id}' } }, statusField: 'state', actions: [close] })],
    ]), new Map([['ticket', ticket]]));
    expect(families).toHaveLength(1);
    expect(families[0]!.name).toBe('ticket');
    expect(families[0]!.collection).toBe('crud.ticket');
    expect(families[0]!.endpoint).toEqual({ base: '/api/operation-management/v1/ticket', verbs: ['list', 'get'], routes: { get: { method: 'GET', path: 'info/{id}' } } });
    expect(families[0]!.statusField).toBe('state');
    expect(families[0]!.orderKey).toBe('orderIndex');
    expect(families[0]!.actions).toEqual([{ type: 'custom', ...close }]);
  });

  it('refuses a family whose entity does not exist', () => {
    expect(() => crudFamiliesOf(new Map([['ticket', family({ entity: 'nope' })]]), new Map())).toThrow(/nope/);
  });

  it('gives every entity a collection, with the hand-written seed when there is one', () => {
    for (const id of crudEntities.keys()) expect(crudCollectionDefinitions[`crud.${id}`]).toBeDefined();
    expect(buildSeed().collections['crud.customer']!.records).toHaveLength(268);
  });
});

describe('entitySeed', () => {
  it('writes records that satisfy the entity', () => {
    const snapshot = entitySeed(ticket);
    const faker = new Faker({ locale: [zh_CN, base] });
    faker.seed(7);
    const rows = snapshot.seed({ faker, refDate: new Date('2026-11-01T00:00:00+08:00'), get: () => [] });
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(String(row.title).length).toBeGreaterThanOrEqual(4);
      expect(String(row.title).length).toBeLessThanOrEqual(12);
      expect(row.phone).toMatch(/^1[3-9]\d{9}$/);
      expect([1, 2]).toContain(row.level);
      if (row.hours !== undefined) expect(row.hours as number).toBeGreaterThanOrEqual(1);
      if (row.due !== undefined) expect(row.due).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (row.closedAt !== undefined) expect(row.closedAt).toMatch(DATETIME_PATTERN);
    }
    const times = rows.map((r) => String(r.createTime));
    expect([...times].sort()).toEqual(times);
  });
});

describe('custom action handlers (served from effect)', () => {
  it('applies the effect, refuses records in another state and needs the prompt when required', async () => {
    const { access_token: token } = await login('admin');
    // A made-up action on the seeded customers, served by the same generic handler the pages get.
    const { createCustomActionHandlers } = await import('../../../mocks/crud/customActions');
    const { server } = await import('../../../mocks/node');
    const served = crudFamilyOf('customer', family({
      base: '/api/operation-management/v1/customer',
      entity: 'customer',
      actions: [{
        name: 'freeze', label: '停用', endpoint: { method: 'PUT', path: 'freeze/{id}' },
        showWhen: { field: 'status', in: [1] }, prompt: { field: 'remark', label: '停用原因', required: true, maxLength: 20 },
        effect: { status: 0 },
      }],
    }), crudEntities);
    // Any signed-in caller: this test is about the effect; permissions have their own contract tests.
    server.use(...createCustomActionHandlers(served, { verbs: {}, actions: new Map([['PUT freeze/{id}', [{ code: null }]]]) }));
    const active = db.collection('crud.customer').list().find((c) => c.status === 1)!;
    const url = `${ORIGIN}/api/operation-management/v1/customer/freeze/${active.id}`;
    const put = (body: unknown) => fetch(url, authed(token, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }));

    const missing = await put({});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ errors: { remark: '停用原因不能为空' } });

    const ok = await put({ remark: '欠费停用' });
    expect(ok.status).toBe(200);
    expect(db.collection('crud.customer').get(active.id)).toMatchObject({ status: 0, remark: '欠费停用' });

    const again = await put({ remark: '再次' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ message: STATE_REFUSED });
    await mockControl.reset();
  });
});
