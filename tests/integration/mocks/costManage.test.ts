/**
 * 费用管理 (issue 22 part A): the operator's pages read and change the expense centre's one
 * ledger, so what the operator does is what the customer sees in their own expense centre.
 */
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
type Envelope<T> = { code: number; data: T; message?: string };
type Page<T> = Envelope<{ records: T[]; total: number }>;
type Row = Record<string, unknown>;

async function call<T>(method: string, path: string, token: string, json?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${ORIGIN}${path}`, authed(token, { method, ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }) }));
  return { status: response.status, body: (await response.json()) as T };
}

const userId = (userName: string) => mockControl.db.collection('users').find((u) => u.userName === userName)!.id;
const myAccount = async (token: string) => (await getJson<Envelope<{ balance: number; arrears: number }>>(`${OM}/coin-account/my-account`, token)).body.data;
const myLines = async (token: string) => (await getJson<Page<{ remark: string; amount: number; direction: string; balance: number; refNo: string }>>(`${OM}/coin-account/account-bills?pageIndex=1&pageSize=5`, token)).body.data.records;

describe('cost-manage: operator recharge', () => {
  it('opens on the seeded 后台充值: each record is its ledger line (number, amount, balance after), none is an online recharge', async () => {
    const admin = (await login('admin')).access_token;
    const records = (await getJson<Page<Row>>(`${OM}/coin-account/manage-invest/page?pageIndex=1&pageSize=1000`, admin)).body.data.records;
    expect(records.length).toBeGreaterThanOrEqual(5);
    const ledger = mockControl.db.collection('ledger');
    for (const record of records) {
      const line = ledger.find((l) => l.refNo === record.reqsn)!;
      expect(line, String(record.reqsn)).toMatchObject({ userId: record.userId, kind: 'recharge', amountFen: Math.round(Number(record.amount) * 100), balanceFen: Math.round(Number(record.balance) * 100) });
      expect(line.remark).toMatch(/^后台充值（.+（admin））：线下转账到账$/);
      expect(record.operator).toMatch(/（admin）$/);
    }
    const online = new Set(mockControl.db.collection('recharges').list().map((r) => r.reqsn));
    expect(records.filter((r) => online.has(String(r.reqsn)))).toEqual([]);
  });

  it('credits the customer’s ledger: the operator’s account list, the customer’s my-account and record-detail agree to the fen', async () => {
    const admin = (await login('admin')).access_token;
    const customer = (await login('enterprise')).access_token;
    const before = await myAccount(customer);

    const done = await call<Envelope<Row>>('POST', `${OM}/coin-account/manage-invest`, admin, { userId: userId('enterprise'), amount: 1234.56, remark: ' 线下转账到账 ' });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ userName: 'enterprise', amount: 1234.56, gift: 0, remark: '线下转账到账', operator: expect.stringContaining('（admin）') });

    const after = await myAccount(customer);
    expect(Math.round(after.balance * 100)).toBe(Math.round(before.balance * 100) + 123_456);
    expect(done.body.data.balance).toBe(after.balance);
    const [line] = await myLines(customer);
    expect(line).toMatchObject({ direction: 'income', amount: 1234.56, balance: after.balance, refNo: done.body.data.reqsn });
    expect(line!.remark).toContain('后台充值');

    const accounts = await getJson<Page<Row>>(`${OM}/coin-account/page?userName=enterprise&pageIndex=1&pageSize=20`, admin);
    expect(accounts.body.data.records).toEqual([expect.objectContaining({ userName: 'enterprise', balance: after.balance })]);
    const records = await getJson<Page<Row>>(`${OM}/coin-account/manage-invest/page?pageIndex=1&pageSize=10`, admin);
    expect(records.body.data.records[0]).toMatchObject({ reqsn: done.body.data.reqsn, amount: 1234.56 });
  });

  it('refuses bad amounts, a stopped account and callers without the page’s code, and changes nothing', async () => {
    const admin = (await login('admin')).access_token;
    const id = userId('personal');
    const lines = () => mockControl.db.collection('ledger').count((l) => l.userId === id);
    const count = lines();
    for (const amount of [0, -5, 1.234, 'abc', 1_000_000.01]) {
      const answer = await call<Envelope<null>>('POST', `${OM}/coin-account/manage-invest`, admin, { userId: id, amount });
      expect(answer.status, String(amount)).toBe(400);
    }
    expect((await call<Envelope<null>>('POST', `${OM}/coin-account/manage-invest`, admin, { userId: 'nobody', amount: 10 })).body.message).toBe('请选择客户');
    expect((await call('PUT', `${OM}/coin-account/coin-switch/${id}/0`, admin)).status).toBe(200);
    const stopped = await call<Envelope<null>>('POST', `${OM}/coin-account/manage-invest`, admin, { userId: id, amount: 10 });
    expect(stopped).toMatchObject({ status: 400, body: { message: '该客户的虚拟币账户已停用，请先在虚拟币管理中启用' } });
    const customer = (await login('enterprise')).access_token;
    expect((await call('POST', `${OM}/coin-account/manage-invest`, customer, { userId: userId('enterprise'), amount: 10 })).status).toBe(403);
    expect(lines()).toBe(count);
  });

  it('adds the gift of the cost rule in force once it is reviewed, as a second ledger line', async () => {
    const admin = (await login('admin')).access_token;
    const created = await call<Envelope<Row>>('POST', `${OM}/cost-rule`, admin, {
      ruleName: '集成测试充值赠送', customerType: 'enterprise', threshold: 1000, giftRate: 5, effectiveDate: '2020-01-01', expireDate: '2099-12-31',
    });
    expect(created.status).toBe(200);
    const ruleId = created.body.data.id as number;
    const pending = await call<Envelope<Row>>('POST', `${OM}/coin-account/manage-invest`, admin, { userId: userId('enterprise'), amount: 2000 });
    expect(pending.body.data.gift).toBe(0);
    expect((await call('PUT', `${OM}/cost-rule/check`, admin, { id: ruleId, result: 1, checkOpinion: '同意' })).status).toBe(200);
    const small = await call<Envelope<Row>>('POST', `${OM}/coin-account/manage-invest`, admin, { userId: userId('enterprise'), amount: 999.99 });
    expect(small.body.data.gift).toBe(0);
    const applied = await call<Envelope<Row>>('POST', `${OM}/coin-account/manage-invest`, admin, { userId: userId('enterprise'), amount: 2000 });
    expect(applied.body.data).toMatchObject({ gift: 100, ruleName: '集成测试充值赠送' });
    const [gift, recharge] = await myLines((await login('enterprise')).access_token);
    expect(gift).toMatchObject({ amount: 100, remark: '充值赠送：集成测试充值赠送', refNo: applied.body.data.reqsn });
    expect(recharge).toMatchObject({ amount: 2000, refNo: applied.body.data.reqsn });
  });
});

describe('cost-manage: orders, bills, settings', () => {
  it('cancels an unpaid order (the customer sees 已取消, the balance is untouched) and refuses a paid one', async () => {
    const admin = (await login('admin')).access_token;
    const order = mockControl.db.collection('expenseOrders').find((o) => o.status === 'UNPAID')!;
    const balance = mockControl.db.collection('coinAccounts').get(order.userId)!.balance;
    const done = await call<Envelope<Row>>('PUT', `${OM}/purchase-record/cancel`, admin, { id: order.id });
    expect(done.body.data).toMatchObject({ status: 'CANCELLED', orderNo: order.orderNo });
    expect(mockControl.db.collection('expenseOrders').get(order.id)!.status).toBe('CANCELLED');
    expect(mockControl.db.collection('coinAccounts').get(order.userId)!.balance).toBe(balance);
    const paid = mockControl.db.collection('expenseOrders').find((o) => o.status === 'PAID')!;
    expect((await call('PUT', `${OM}/purchase-record/cancel`, admin, { id: paid.id })).status).toBe(400);
  });

  it('settles a bill from the customer’s balance through the ledger, and refuses one the balance cannot cover', async () => {
    const admin = (await login('admin')).access_token;
    const bills = (await getJson<Page<Row>>(`${OM}/bill-manage/page?status=UNSETTLED&pageIndex=1&pageSize=1000`, admin)).body.data.records;
    const payable = bills.find((b) => b.settleState === 'PAYABLE' && (b.amount as number) > 0)!;
    const bill = mockControl.db.collection('expenseBills').get(payable.id as number)!;
    const before = mockControl.db.collection('ledger').list().filter((l) => l.userId === bill.userId).reduce((s, l) => s + l.amountFen, 0);
    const done = await call<Envelope<Row>>('PUT', `${OM}/bill-manage/settle/${bill.id}`, admin);
    expect(done.body.data).toMatchObject({ status: 'SETTLED', settleState: 'SETTLED', balance: (before - bill.amountFen) / 100 });
    expect(Math.round(mockControl.db.collection('coinAccounts').get(bill.userId)!.balance * 100)).toBe(before - bill.amountFen);
    expect((await call('PUT', `${OM}/bill-manage/settle/${bill.id}`, admin)).status).toBe(400);

    const short = mockControl.db.collection('expenseBills').insert({ ...bill, id: undefined, billNo: 'ZD-SHORT', amountFen: 10_000_000_000, status: 'UNSETTLED', settleTime: undefined } as never);
    const refused = await call<Envelope<null>>('PUT', `${OM}/bill-manage/settle/${short.id}`, admin);
    expect(refused).toMatchObject({ status: 400, body: { message: '客户账户余额不足，请先为客户充值' } });
    const csv = await fetch(`${ORIGIN}${OM}/bill-manage/export?userName=enterprise`, authed(admin));
    expect((await csv.text()).split('\r\n')[0]).toContain('账单编号');
  });

  it('the warning set by the operator is the one the customer’s my-account reads; a bad amount is refused by field', async () => {
    const admin = (await login('admin')).access_token;
    const id = userId('enterprise');
    const saved = await call<Envelope<Row>>('PUT', `${OM}/coin-account/debt-setting`, admin, { id, warnEnabled: true, warnAmount: 99999.5, debtLimit: 800 });
    expect(saved.body.data).toMatchObject({ warnEnabled: true, warnAmount: 99999.5, debtLimit: 800 });
    const mine = (await getJson<Envelope<{ warnEnabled: boolean; warnAmount: number }>>(`${OM}/coin-account/my-account`, (await login('enterprise')).access_token)).body.data;
    expect(mine).toMatchObject({ warnEnabled: true, warnAmount: 99999.5 });
    const bad = await call<{ errors: Record<string, string> }>('PUT', `${OM}/coin-account/debt-setting`, admin, { id, warnAmount: 1.005 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.warnAmount).toBe('预警金额（元）最多保留两位小数');
    const badLimit = await call<{ errors: Record<string, string> }>('PUT', `${OM}/coin-account/debt-setting`, admin, { id, debtLimit: 10.123 });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.errors.debtLimit).toBe('欠费额度（元）最多保留两位小数');
  });

  it('job costs use the enabled timed-billing rule of the partition', async () => {
    const admin = (await login('admin')).access_token;
    const rows = (await getJson<Page<Row>>(`${OM}/job-cost/page?partition=cpu_normal&pageIndex=1&pageSize=5`, admin)).body.data.records;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.unitPrice).toBe(0.08);
      expect(row.cost).toBe(Math.round(Number(((row.coreHours as number) * 8).toPrecision(15))) / 100);
    }
    const rule = mockControl.db.collection('crud.time-billing').find((r) => r.partition === 'cpu_normal' && r.status === 1)!;
    mockControl.db.collection('crud.time-billing').update(rule.id, { unitPrice: 0.12 });
    const repriced = (await getJson<Page<Row>>(`${OM}/job-cost/page?partition=cpu_normal&pageIndex=1&pageSize=5`, admin)).body.data.records;
    expect(repriced.every((r) => r.unitPrice === 0.12)).toBe(true);
  });

  it('套餐余量 agrees with the packages of the customer’s my-account; a custom warning marks it 余量不足', async () => {
    // A package's used core-hours grow with the clock: both reads must see the same moment, or a
    // busy machine puts a few milliseconds of use between them.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      await surplusAgreesWithMyAccount();
    } finally {
      vi.useRealTimers();
    }
  });
});

/** 套餐余量 (cost-set-surplus) against my-account's packages, then a custom warning. */
async function surplusAgreesWithMyAccount(): Promise<void> {
  const admin = (await login('admin')).access_token;
  const id = userId('enterprise');
  const mine = (await getJson<Envelope<{ packages: { orderNo: string; usedCoreHours: number; coreHours: number }[] }>>(`${OM}/coin-account/my-account`, (await login('enterprise')).access_token)).body.data.packages;
  expect(mine.length).toBeGreaterThan(0);
  const rows = (await getJson<Page<Row>>(`${OM}/cost-set-surplus/page?userId=${id}&pageIndex=1&pageSize=100`, admin)).body.data.records;
  expect(rows.map((r) => [r.orderNo, r.usedCoreHours]).sort()).toEqual(mine.map((p) => [p.orderNo, p.usedCoreHours]).sort());
  const open = rows.find((r) => r.surplusState !== 'EXPIRED')!;
  expect(open.warnHours).toBe(Math.round((open.coreHours as number) * 10) / 100);
  const set = await call<Envelope<Row>>('POST', `${OM}/custom-set-surplus`, admin, { id: open.id, warnHours: (open.coreHours as number) + 1 });
  expect(set.body.data).toMatchObject({ warnHours: (open.coreHours as number) + 1, surplusState: 'LOW' });
  expect((await call('POST', `${OM}/custom-set-surplus`, admin, { id: open.id, warnHours: -1 })).status).toBe(400);
}
