/**
 * 购买记录 (purchase-record): the customer's own records (account page/export), every customer's
 * in the operator's organisation scope (customer page/export, stats, one record, cancel), the
 * partner accounts' (partner page/export) and the best sellers (buy/top10) — all the one
 * collection of package orders the expense centre writes.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { subtreeIds } from '../../../mocks/handlers/orgGroupTree';
import type { OrderRecord } from '../../../mocks/store/seeds/expenseLedger';
import { familyGrants } from '../../../src/contract/grants';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
const PR = `${OM}/purchase-record`;
type Envelope<T> = { code: number; data: T; message?: string };
type Page<T> = Envelope<{ records: T[]; total: number }>;
type Row = Record<string, unknown>;

async function call<T>(method: string, path: string, token: string, json?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${ORIGIN}${path}`, authed(token, { method, ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }) }));
  return { status: response.status, body: (await response.json()) as T };
}

const users = () => mockControl.db.collection('users');
const userOf = (userName: string) => users().find((u) => u.userName === userName)!;
const orders = () => mockControl.db.collection('expenseOrders');

/** An unpaid order of `userName`, written as the expense centre writes one. */
function unpaidOrder(userName: string, orderNo: string): OrderRecord {
  return orders().insert({
    userId: userOf(userName).id, orderNo, packageId: 2, packageName: '科研标准包', coreHours: 5_000, months: 3, quantity: 1,
    unitPriceFen: 36_000, discountFen: 0, amountFen: 36_000, status: 'UNPAID', createTime: '2026-11-20 10:00:00',
  });
}

/** Gives the sub-centre administrator's role every code 订单管理 and its detail give the purchase-record family. */
function grantOrderManagementToSubcenter(): void {
  const family = familyGrants(PR);
  const codes = [...Object.values(family.verbs).flat(), ...[...family.actions.values()].flat()].map((g) => g.code).filter((c): c is string => c !== null);
  expect(codes.length).toBeGreaterThan(0);
  const roles = mockControl.db.collection('roles');
  const role = userOf('subcenter').role;
  roles.update(role, { permissions: [...new Set([...roles.get(role)!.permissions, ...codes])] });
}

describe('purchase-record: the account’s own records', () => {
  it('account page lists the caller’s own orders only, filtered by status and keyword; the export has the same rows', async () => {
    const token = (await login('enterprise')).access_token;
    const own = orders().list().filter((o) => o.userId === userOf('enterprise').id);
    const page = (await getJson<Page<Row>>(`${PR}/account/page?pageIndex=1&pageSize=100`, token)).body.data;
    expect(page.total).toBe(own.length);
    expect(page.records.map((r) => r.orderNo).sort()).toEqual(own.map((o) => o.orderNo).sort());
    // Newest first, as 我的订单 shows them.
    const times = page.records.map((r) => String(r.createTime));
    expect(times).toEqual([...times].sort().reverse());

    const mine = unpaidOrder('enterprise', 'DD-PR-KEYWORD-1');
    const byKeyword = (await getJson<Page<Row>>(`${PR}/account/page?keyword=PR-KEYWORD&pageIndex=1&pageSize=10`, token)).body.data;
    expect(byKeyword.records).toEqual([expect.objectContaining({ id: mine.id, status: 'UNPAID', amount: 360, packageId: 2 })]);
    const unpaid = (await getJson<Page<Row>>(`${PR}/account/page?status=UNPAID&pageIndex=1&pageSize=100`, token)).body.data.records;
    expect(unpaid.length).toBeGreaterThan(0);
    expect(unpaid.every((r) => r.status === 'UNPAID')).toBe(true);

    const csv = await (await fetch(`${ORIGIN}${PR}/account/export?keyword=PR-KEYWORD`, authed(token))).text();
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('订单号');
    expect(lines.slice(1)).toEqual([expect.stringContaining('DD-PR-KEYWORD-1')]);
    expect(lines[1]).toContain('待支付');
  });

  it('one record and cancel: the owner’s own; another customer’s is refused to them', async () => {
    const mine = unpaidOrder('enterprise', 'DD-PR-OWN-1');
    const theirs = unpaidOrder('personal', 'DD-PR-THEIRS-1');
    const owner = (await login('enterprise')).access_token;
    expect((await getJson<Envelope<Row>>(`${PR}/${mine.id}`, owner)).body.data).toMatchObject({ orderNo: 'DD-PR-OWN-1', userName: 'enterprise' });
    // Another customer's order: only 订单管理's codes reach it.
    expect((await getJson<Envelope<null>>(`${PR}/${theirs.id}`, owner)).status).toBe(403);
    const refused = await call<Envelope<null>>('PUT', `${PR}/cancel`, owner, { id: theirs.id });
    expect(refused.status).toBe(403);
    expect((await call<Envelope<null>>('PUT', `${PR}/cancel`, owner, { id: 999_999 })).body).toMatchObject({ message: '订单不存在' });
    expect(orders().get(theirs.id)!.status).toBe('UNPAID');
    expect((await call<Envelope<Row>>('PUT', `${PR}/cancel`, owner, { id: mine.id })).body.data).toMatchObject({ status: 'CANCELLED' });
    // A personal user has no expense centre: refused before any record is looked at.
    expect((await call('PUT', `${PR}/cancel`, (await login('personal')).access_token, { id: theirs.id })).status).toBe(403);
    expect((await call<Envelope<null>>('PUT', `${PR}/cancel`, owner, {})).status).toBe(404);
  });

  it('without the expense centre’s code the account calls are refused; without 订单管理’s the customer, partner and stats calls are', async () => {
    const noperm = (await login('noperm')).access_token;
    for (const path of [`${PR}/account/page`, `${PR}/account/export`, `${PR}/buy/top10`]) expect((await getJson(path, noperm)).status, path).toBe(403);
    const customer = (await login('enterprise')).access_token;
    for (const path of [`${PR}/customer/page`, `${PR}/customer/export`, `${PR}/partner/page`, `${PR}/partner/export`, `${PR}/stats`]) {
      const answer = await getJson<Envelope<null>>(path, customer);
      expect(answer.status, path).toBe(403);
      expect(answer.body.message).toMatch(/权限/);
    }
  });
});

describe('purchase-record: 订单管理 (customer page, stats, partner page) within the organisation scope', () => {
  it('the platform administrator reads every customer’s records; stats count them per status with the paid total', async () => {
    const admin = (await login('admin')).access_token;
    const all = orders().list();
    const page = (await getJson<Page<Row>>(`${PR}/customer/page?pageIndex=1&pageSize=1000`, admin)).body.data;
    expect(page.total).toBe(all.length);
    expect(new Set(page.records.map((r) => r.userName)).size).toBeGreaterThan(1);
    const stats = (await getJson<Envelope<{ total: number; counts: { status: Record<string, number> }; paidAmount: number }>>(`${PR}/stats`, admin)).body.data;
    expect(stats.total).toBe(all.length);
    for (const status of ['UNPAID', 'PAID', 'CANCELLED'] as const) expect(stats.counts.status[status], status).toBe(all.filter((o) => o.status === status).length);
    expect(Math.round(stats.paidAmount * 100)).toBe(all.filter((o) => o.status === 'PAID').reduce((s, o) => s + o.amountFen, 0));
    // The list's filters narrow the stats too.
    const enterprise = (await getJson<Envelope<{ total: number }>>(`${PR}/stats?userName=enterprise`, admin)).body.data;
    expect(enterprise.total).toBe(all.filter((o) => o.userId === userOf('enterprise').id).length);
  });

  it('a sub-centre operator holding 订单管理’s codes reads, and cancels, only the records of its own organisations', async () => {
    grantOrderManagementToSubcenter();
    const inside = unpaidOrder('subcenter', 'DD-PR-SCOPE-IN');
    const outside = unpaidOrder('enterprise', 'DD-PR-SCOPE-OUT');
    const scope = subtreeIds('2001');
    const inScope = new Set(users().list().filter((u) => scope.has(u.groupInfo[0]?.groupId ?? '')).map((u) => u.id));
    const token = (await login('subcenter')).access_token;

    const page = (await getJson<Page<Row>>(`${PR}/customer/page?pageIndex=1&pageSize=1000`, token)).body.data;
    expect(page.total).toBe(orders().list().filter((o) => inScope.has(o.userId)).length);
    expect(page.records.map((r) => r.orderNo)).toContain('DD-PR-SCOPE-IN');
    expect(page.records.map((r) => r.orderNo)).not.toContain('DD-PR-SCOPE-OUT');
    const stats = (await getJson<Envelope<{ total: number }>>(`${PR}/stats`, token)).body.data;
    expect(stats.total).toBe(page.total);
    const csv = await (await fetch(`${ORIGIN}${PR}/customer/export`, authed(token))).text();
    expect(csv).toContain('DD-PR-SCOPE-IN');
    expect(csv).not.toContain('DD-PR-SCOPE-OUT');

    expect((await getJson(`${PR}/${outside.id}`, token)).status).toBe(404);
    expect((await call('PUT', `${PR}/cancel`, token, { id: outside.id })).status).toBe(404);
    expect(orders().get(outside.id)!.status).toBe('UNPAID');
    expect((await getJson<Envelope<Row>>(`${PR}/${inside.id}`, token)).body.data).toMatchObject({ userName: 'subcenter' });
    expect((await call<Envelope<Row>>('PUT', `${PR}/cancel`, token, { id: inside.id })).body.data).toMatchObject({ status: 'CANCELLED', orderNo: 'DD-PR-SCOPE-IN' });
  });

  it('the partner page lists the partner accounts’ records only', async () => {
    const admin = (await login('admin')).access_token;
    const order = unpaidOrder('partner', 'DD-PR-PARTNER-1');
    unpaidOrder('enterprise', 'DD-PR-NOT-PARTNER');
    const page = (await getJson<Page<Row>>(`${PR}/partner/page?pageIndex=1&pageSize=1000`, admin)).body.data;
    const partners = new Set(users().list().filter((u) => u.roleName === '合作伙伴').map((u) => u.userName));
    expect(page.records.map((r) => r.orderNo)).toContain(order.orderNo);
    expect(page.records.every((r) => partners.has(String(r.userName)))).toBe(true);
    const csv = await (await fetch(`${ORIGIN}${PR}/partner/export`, authed(admin))).text();
    expect(csv).toContain('DD-PR-PARTNER-1');
    expect(csv).not.toContain('DD-PR-NOT-PARTNER');
  });
});

describe('purchase-record: buy top10', () => {
  it('ranks the packages by paid quantity; a paid purchase of three moves its package up by three', async () => {
    const token = (await login('enterprise')).access_token;
    const before = (await getJson<Envelope<{ rank: number; packageId: number; buyCount: number }[]>>(`${PR}/buy/top10`, token)).body.data;
    expect(before.length).toBeLessThanOrEqual(10);
    expect(before.map((r) => r.rank)).toEqual(before.map((_, i) => i + 1));
    expect(before.map((r) => r.buyCount)).toEqual([...before.map((r) => r.buyCount)].sort((a, b) => b - a));

    mockControl.db.collection('ledger').insert({
      userId: userOf('enterprise').id, serialNo: 'LS-PR-TOP', kind: 'recharge', amountFen: 1_000_000, balanceFen: 0, remark: '测试充值', refNo: 'CZ-PR-TOP', createTime: '2026-11-20 09:00:00',
    });
    const order = (await call<Envelope<Row>>('POST', `${PR}/buy`, token, { packageId: 1, quantity: 3 })).body.data;
    expect((await call('POST', `${PR}/pay`, token, { orderId: order.id })).status).toBe(200);
    const after = (await getJson<Envelope<{ packageId: number; buyCount: number }[]>>(`${PR}/buy/top10`, token)).body.data;
    const count = (rows: { packageId: number; buyCount: number }[]) => rows.find((r) => r.packageId === 1)?.buyCount ?? 0;
    expect(count(after)).toBe(count(before) + 3);
  });
});
