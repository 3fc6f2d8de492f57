/**
 * Computed families (a family's `rows`, src/pageLanguage/computedRecords.ts; mocks/crud/computedReads.ts):
 * the shipped declarations name registered sources and scopes; the rows a caller reads follow the
 * family's restriction, a view's, or the owner field for a caller holding only `own` grants; the
 * query filters by entity fields and the keyword, sorts and pages; totals go beside the page.
 */
import { describe, expect, it } from 'vitest';
import type { AggregateRegistry } from '../../../mocks/crud/aggregateReads';
import { computedProblems, ComputedRows } from '../../../mocks/crud/computedReads';
import { crudEntities } from '../../../mocks/crud/crudCollections';
import { aggregateRegistry } from '../../../mocks/handlers/rowSources';
import type { Access } from '../../../mocks/permissions';
import { familyDeclarations } from '../../../src/contract/catalog';
import type { ComputedRecords } from '../../../src/pageLanguage/computedRecords';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';

const ROWS = [
  { id: 1, orderNo: 'DD-001', userId: 'u1', userName: 'alpha', packageName: '科研标准包', status: 'PAID', amount: 360.5, createTime: '2026-11-01 10:00:00' },
  { id: 2, orderNo: 'DD-002', userId: 'u2', userName: 'beta', packageName: '入门体验包', status: 'UNPAID', amount: 99, createTime: '2026-11-02 10:00:00' },
  { id: 3, orderNo: 'DD-003', userId: 'u1', userName: 'alpha', packageName: 'GPU 加速包', status: 'PAID', amount: 1200.25, createTime: '2026-11-03 10:00:00' },
  { id: 4, orderNo: 'DD-004', userId: 'u3', userName: 'gamma', packageName: '科研标准包', status: 'CANCELLED', amount: 360, createTime: '2026-11-04 10:00:00' },
];

const registry: AggregateRegistry = {
  sources: { orders: () => ROWS },
  // An operator of the fake scope serves u1 and u2.
  scopes: { served: () => (userId) => userId === 'u1' || userId === 'u2' },
};

const DECLARED: ComputedRecords = {
  source: 'orders',
  restrict: { scope: 'served', field: 'userId' },
  owner: 'userId',
  search: { param: 'keyword', fields: ['orderNo', 'packageName'] },
  totals: { paidAmount: { sum: 'amount', digits: 2, where: [{ field: 'status', in: ['PAID'] }] } },
};

const caller = (id: string, own: boolean): Access => ({ user: { id }, held: [{ code: 'look', own }] }) as unknown as Access;
const reader = () => new ComputedRows(crudEntities.get('cost-order')!, DECLARED, registry);
const url = (query: string) => new URL(`http://localhost/x?${query}`);
const ids = (rows: readonly Record<string, unknown>[]) => rows.map((r) => r.id);

describe('computed families: declarations', () => {
  it('every shipped family with rows names a registered source and scope', () => {
    expect(computedProblems(familyDeclarations, aggregateRegistry)).toEqual([]);
  });

  it('an unknown source or scope, and a view in a family without rows, are reported', () => {
    const families = new Map<string, FamilyDeclaration>([
      ['a', { title: '甲族', base: '/api/a', entity: 'cost-order', verbs: ['list'], rows: { source: 'nowhere', restrict: { scope: 'nobody', field: 'userId' } } }],
      ['b', {
        title: '乙族', base: '/api/b', operations: [{ name: 'get-x', method: 'GET', path: 'x', summary: '乙族视图', access: { grants: ['look'] }, rows: { answer: 'page' } }],
      }],
    ]);
    expect(computedProblems(families, registry)).toEqual([
      'schemas/families/a.json rows: 没有数据源 nowhere',
      'schemas/families/a.json rows: 没有调用者范围 nobody',
      'schemas/families/b.json: 操作声明了 rows，但族没有声明 rows',
    ]);
  });
});

describe('computed families: reading rows', () => {
  it('an operator reads the rows its restriction admits; a view may restrict them otherwise', () => {
    expect(ids(reader().visible(caller('op', false)))).toEqual([1, 2, 3]);
    expect(ids(reader().visible(caller('u1', false), { own: 'userId' }))).toEqual([1, 3]);
    expect(ids(reader().visible(caller('op', false), undefined))).toEqual([1, 2, 3]);
  });

  it('a caller holding only own grants reads its own rows, whatever the restriction', () => {
    expect(reader().asOwner(caller('u3', true))).toBe(true);
    expect(ids(reader().visible(caller('u3', true)))).toEqual([4]);
    expect(reader().asOwner(caller('u3', false))).toBe(false);
  });

  it('the query filters by entity fields and the keyword (any of its fields, ignoring case), sorts and pages', () => {
    const rows = reader().visible(caller('op', false));
    expect(ids(reader().query(rows, url('keyword=科研'), true).records)).toEqual([1]);
    expect(ids(reader().query(rows, url('keyword=dd-00'), true).records)).toEqual([3, 2, 1]);
    expect(ids(reader().query(rows, url('status=PAID'), true).records)).toEqual([3, 1]);
    expect(ids(reader().query(rows, url('userName=alp&keyword=GPU'), true).records)).toEqual([3]);
    expect(reader().query(rows, url('pageIndex=2&pageSize=2'), true)).toMatchObject({ total: 3, records: [{ id: 1 }] });
    expect(reader().query(rows, url('pageIndex=2&pageSize=2'), false).records).toHaveLength(3);
    expect(ids(reader().query(rows, url('sortField=amount&sortOrder=asc'), true).records)).toEqual([2, 1, 3]);
  });

  it('with newestFirst, rows the sort leaves tied go newest first; else in the source’s order', () => {
    const tied = url('sortField=status&sortOrder=asc&pageSize=10');
    const newest = new ComputedRows(crudEntities.get('cost-order')!, { ...DECLARED, newestFirst: true }, registry);
    expect(ids(newest.query(newest.visible(caller('op', false)), tied, true).records)).toEqual([3, 1, 2]);
    const rows = reader().visible(caller('op', false));
    expect(ids(reader().query(rows, tied, true).records)).toEqual([1, 3, 2]);
  });

  it('the totals are measured over every matching row and sent beside the page', async () => {
    const rows = reader().visible(caller('op', false));
    expect(reader().totals(rows)).toEqual({ paidAmount: 1560.75 });
    const body = (await reader().page(rows, url('pageIndex=1&pageSize=1')).json()) as { data: { records: unknown[]; total: number; paidAmount: number } };
    expect(body.data).toMatchObject({ total: 3, paidAmount: 1560.75 });
    expect(body.data.records).toHaveLength(1);
  });

  it('the CSV has the entity’s titles and every matching row, under the name asked for', async () => {
    const answer = reader().csv(reader().visible(caller('op', false)), url('status=PAID'), 'paid.csv');
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="paid.csv"');
    const lines = (await answer.text()).trim().split('\r\n');
    expect(lines[0]).toContain('订单号');
    expect(lines.slice(1).map((line) => /DD-\d+/.exec(line)?.[0])).toEqual(['DD-003', 'DD-001']);
  });
});
