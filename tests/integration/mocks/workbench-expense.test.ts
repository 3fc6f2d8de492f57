/**
 * The customer's expense centre (issue 20) against the operator's 费用管理 views: job bills priced
 * by the billing rule the operator edits, order cancel, bill settle and export, and an online
 * recharge cancelled before it is paid. Every amount is compared in fen.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
type Envelope<T> = { code: number; data: T; message?: string; msg?: string };
type Row = Record<string, unknown>;
const fen = (yuan: unknown) => Math.round(Number(((yuan as number) * 100).toPrecision(15)));

async function call<T>(method: string, path: string, token: string, json?: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(`${ORIGIN}${path}`, authed(token, { method, ...(json === undefined ? {} : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }) }));
  return { status: response.status, body: (await response.json()) as T };
}
const data = async <T>(path: string, token: string) => (await getJson<Envelope<T>>(path, token)).body.data;
const balanceFen = async (token: string) => fen((await data<{ balance: number }>(`${OM}/coin-account/my-account`, token)).balance);
const operatorAccount = async (admin: string, userName: string) =>
  (await data<{ records: Row[] }>(`${OM}/coin-account/page?userName=${userName}&pageIndex=1&pageSize=50`, admin)).records.find((r) => r.userName === userName)!;

interface JobBills { records: Row[]; total: number; totalCoreHours: number; totalCost: number }
const jobBills = (token: string) => data<JobBills>(`${OM}/coin-account/job-bills?pageIndex=1&pageSize=500`, token);
const operatorJobs = async (admin: string, userName: string) =>
  (await data<{ records: Row[] }>(`${OM}/job-cost/page?userName=${userName}&pageIndex=1&pageSize=500`, admin)).records.filter((r) => r.userName === userName);
const priced = (rows: Row[]) => rows.map((r) => [r.jobId, r.partition, r.coreHours, r.unitPrice, r.cost]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));

/** Starts a job on a partition through 应用运行, filling the app's required inputs. */
async function startJob(token: string, partition: string): Promise<Row> {
  const [app] = await data<{ appId: number }[]>(`${OM}/application-manage/my-apps`, token);
  const form = await data<{ fields: { key: string; type: string; required: boolean; default?: unknown; options?: { value: string }[] }[] }>(`${OM}/starlight/app/forms?appId=${app!.appId}`, token);
  const params: Record<string, unknown> = { jobName: 'bill_check', partition, ntasks: 32, walltime: 2 };
  for (const f of form.fields) {
    if (params[f.key] !== undefined || !f.required) continue;
    params[f.key] = f.default ?? f.options?.[0]?.value ?? (f.type === 'number' ? 1 : '/public/home/bill/input');
  }
  const started = await call<Envelope<Row>>('POST', `${OM}/app-start/apply`, token, { appId: app!.appId, params });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return started.body.data;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('作业账单 (work-page) and the operator’s 作业费用', () => {
  it('prices the customer’s jobs by the billing rule the operator edits, agreeing with 作业费用 to the fen', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const admin = (await login('admin')).access_token;
    const customer = (await login('enterprise')).access_token;
    const job = await startJob(customer, 'cpu_normal');
    vi.setSystemTime(Date.now() + 3 * 3_600_000); // the job has run its 90 minutes: 32 cores × 1.5 h
    const before = await jobBills(customer);
    const mine = before.records.find((r) => r.jobId === job.jobId)!;
    // The status label (已完成) is the job-cost entity's, shown by the page config.
    expect(mine).toMatchObject({ status: 'COMPLETED', coreHours: 48, unitPrice: 0.08, cost: 3.84 });
    expect(priced(before.records)).toEqual(priced(await operatorJobs(admin, 'enterprise')));
    expect(before.total).toBe(before.records.length);
    expect(fen(before.totalCost)).toBe(before.records.reduce((s, r) => s + fen(r.cost), 0));

    const rules = await data<{ records: Row[] }>(`${OM}/time-billing/page?partition=cpu_normal&status=1&pageIndex=1&pageSize=10`, admin);
    const rule = rules.records.find((r) => r.partition === 'cpu_normal' && r.status === 1)!;
    const edited = await call<Envelope<Row>>('PUT', `${OM}/time-billing/${rule.id as number}`, admin, { ...rule, unitPrice: 0.13 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const after = await jobBills(customer);
    expect(after.records.find((r) => r.jobId === job.jobId)).toMatchObject({ coreHours: 48, unitPrice: 0.13, cost: 6.24 });
    const operator = await operatorJobs(admin, 'enterprise');
    expect(priced(after.records)).toEqual(priced(operator));
    expect(fen(after.totalCost)).toBe(operator.reduce((s, r) => s + fen(r.cost), 0));
    const cpuNormal = after.records.filter((r) => r.partition === 'cpu_normal');
    const moved = cpuNormal.reduce((s, r) => s + Math.round(Number(((r.coreHours as number) * 13).toPrecision(15))) - Math.round(Number(((r.coreHours as number) * 8).toPrecision(15))), 0);
    expect(fen(after.totalCost) - fen(before.totalCost)).toBe(moved);
    for (const r of after.records.filter((x) => x.partition !== 'cpu_normal')) expect(r.unitPrice).not.toBe(0.13);

    // Only the caller's own jobs, and only with the expense centre's code.
    expect(after.records.every((r) => r.userName === 'enterprise')).toBe(true);
    expect((await getJson(`${OM}/coin-account/job-bills`)).status).toBe(401);
  });
});

describe('orders and bills of the customer', () => {
  it('cancels an unpaid order once; the operator’s 订单管理 shows it cancelled; the balance is untouched', async () => {
    const admin = (await login('admin')).access_token;
    const customer = (await login('enterprise')).access_token;
    const balance = await balanceFen(customer);
    const order = (await call<Envelope<Row>>('POST', `${OM}/purchase-record/buy`, customer, { packageId: 1, quantity: 3 })).body.data;
    expect(order.status).toBe('UNPAID');
    const cancelled = await call<Envelope<Row>>('PUT', `${OM}/purchase-record/cancel`, customer, { id: order.id });
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED', cancelTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
    expect((await data<Row>(`${OM}/purchase-record/${order.id as number}`, customer)).status).toBe('CANCELLED');
    const again = await call<Envelope<null>>('PUT', `${OM}/purchase-record/cancel`, customer, { id: order.id });
    expect(again.status).toBe(400);
    expect(again.body.message ?? again.body.msg).toBe('只有待支付的订单可以取消');
    const paid = await call<Envelope<null>>('POST', `${OM}/purchase-record/pay`, customer, { orderId: order.id });
    expect(paid.body.message ?? paid.body.msg).toBe('该订单已取消');
    expect(await balanceFen(customer)).toBe(balance);

    const rows = (await data<{ records: Row[] }>(`${OM}/purchase-record/customer/page?orderNo=${order.orderNo as string}&pageIndex=1&pageSize=10`, admin)).records;
    expect(rows.find((r) => r.orderNo === order.orderNo)).toMatchObject({ status: 'CANCELLED', amount: order.amount, userName: 'enterprise' });
    // Another customer cannot cancel it (their own orders only).
    const personal = (await login('personal')).access_token;
    expect([403, 404]).toContain((await call('PUT', `${OM}/purchase-record/cancel`, personal, { id: order.id })).status);
  });

  it('settles an open bill from the balance, exactly its amount, as the operator’s 账单管理 and account list show', async () => {
    const admin = (await login('admin')).access_token;
    const customer = (await login('enterprise')).access_token;
    const open = (await data<{ records: Row[] }>(`${OM}/bill/page?status=UNSETTLED&pageIndex=1&pageSize=10`, customer)).records.find((b) => fen(b.amount) > 0)!;
    expect(open).toBeDefined();
    const before = await balanceFen(customer);
    const arrears = fen((await data<{ arrears: number }>(`${OM}/coin-account/my-account`, customer)).arrears);
    const settled = await call<Envelope<Row>>('PUT', `${OM}/bill/settle/${open.id as number}`, customer);
    expect(settled.body.data).toMatchObject({ status: 'SETTLED', settleTime: expect.any(String) });
    const after = await balanceFen(customer);
    expect(after).toBe(before - fen(open.amount));
    const account = await data<{ arrears: number }>(`${OM}/coin-account/my-account`, customer);
    expect(fen(account.arrears)).toBe(arrears - fen(open.amount));
    const [line] = (await data<{ records: Row[] }>(`${OM}/coin-account/account-bills?pageIndex=1&pageSize=1`, customer)).records;
    expect(line).toMatchObject({ direction: 'expense', amount: open.amount, balance: after / 100, refNo: open.billNo, remark: `账单结算：${open.period as string}` });
    expect((await call<Envelope<null>>('PUT', `${OM}/bill/settle/${open.id as number}`, customer)).body.message).toBe('该账单已结清');
    expect(await balanceFen(customer)).toBe(after);

    const rows = (await data<{ records: Row[] }>(`${OM}/bill-manage/page?billNo=${open.billNo as string}&pageIndex=1&pageSize=10`, admin)).records;
    expect(rows.find((r) => r.billNo === open.billNo)).toMatchObject({ status: 'SETTLED', amount: open.amount, balance: after / 100, settleState: 'SETTLED' });
    const operator = await operatorAccount(admin, 'enterprise');
    expect(fen(operator.balance)).toBe(after);
    expect(fen(operator.arrears)).toBe(fen(account.arrears));
  });

  it('refuses to settle a bill larger than the balance and leaves everything as it was', async () => {
    const customer = (await login('enterprise')).access_token;
    const balance = await balanceFen(customer);
    const userId = mockControl.db.collection('users').find((u) => u.userName === 'enterprise')!.id;
    const big = mockControl.db.collection('expenseBills').insert({
      userId, billNo: 'ZD-TEST-BIG', period: '2026-10', lines: [{ partition: 'cpu_normal', coreHours: 1, unitPriceFen: balance + 1, amountFen: balance + 1 }],
      amountFen: balance + 1, status: 'UNSETTLED', createTime: '2026-11-01 00:00:00',
    });
    const refused = await call<Envelope<null>>('PUT', `${OM}/bill/settle/${big.id}`, customer);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('账户余额不足，请先充值');
    expect(await balanceFen(customer)).toBe(balance);
    expect((await data<Row>(`${OM}/bill/${big.id}`, customer)).status).toBe('UNSETTLED');
  });

  it('exports the caller’s bills as CSV, one line per bill, amounts to the fen as the bill list and 账单管理 show them', async () => {
    const admin = (await login('admin')).access_token;
    const customer = (await login('enterprise')).access_token;
    const response = await fetch(`${ORIGIN}${OM}/bill/export`, authed(customer));
    expect(response.headers.get('content-type')).toContain('text/csv');
    // The generated lists' export: the entity's columns under their Chinese titles, enum labels.
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '').map((l) => l.split(','));
    const [header, ...body] = lines;
    const at = (title: string) => header!.indexOf(title);
    for (const title of ['账单编号', '账期', '核时', '账单金额（元）', '结算状态', '出账时间', '结清时间']) expect(header).toContain(title);
    const bills = (await data<{ records: Row[]; total: number }>(`${OM}/bill/page?pageIndex=1&pageSize=100`, customer));
    expect(body.length).toBe(bills.total);
    const operator = (await data<{ records: Row[] }>(`${OM}/bill-manage/page?userName=enterprise&pageIndex=1&pageSize=100`, admin)).records.filter((r) => r.userName === 'enterprise');
    for (const bill of bills.records) {
      const line = body.find((l) => l[at('账单编号')] === bill.billNo)!;
      expect(line[at('账期')]).toBe(bill.period);
      expect(Number(line[at('核时')])).toBe(bill.coreHours);
      expect(fen(Number(line[at('账单金额（元）')]))).toBe(fen(bill.amount));
      expect(line[at('结算状态')]).toBe(bill.status === 'SETTLED' ? '已结清' : '未结清');
      expect(fen(operator.find((r) => r.billNo === bill.billNo)!.amount)).toBe(fen(bill.amount));
    }
    expect((await fetch(`${ORIGIN}${OM}/bill/export`)).status).toBe(401);
  });
});

describe('online recharge: invest, cancel, pay', () => {
  it('a cancelled recharge cannot be paid and credits nothing; the payer must be the caller (requserid and requsername)', async () => {
    const admin = (await login('admin')).access_token;
    const customer = (await login('enterprise')).access_token;
    const info = await data<{ userId: string; userName: string; balance: number }>(`${OM}/coin-account/account-info`, customer);
    expect(info.userName).toBe('enterprise');
    const before = await balanceFen(customer);
    const recharge = (await call<Envelope<Row>>('POST', `${OM}/coin-account/invest`, customer, { amount: 88.8 })).body.data;
    expect(recharge).toMatchObject({ status: 'CREATED', amount: 88.8, paytype: 'W01' });
    const reqsn = recharge.reqsn as string;
    const pay = { paytype: 'W01', reqsn, requserid: info.userId, requsername: info.userName, trxamt: 8_880 };

    const { requsername: _omitted, ...withoutName } = pay;
    for (const body of [withoutName, { ...pay, requsername: 'personal' }, { ...pay, requserid: 'someone-else' }]) {
      const refused = await call<Envelope<null>>('POST', `${OM}/pay`, customer, body);
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('付款用户与当前登录用户不一致');
    }
    expect((await call<Envelope<null>>('POST', `${OM}/pay`, customer, { ...pay, trxamt: 8_800 })).body.message).toBe('支付金额与充值金额不一致');
    expect((await data<Row>(`${OM}/pay/result?reqsn=${reqsn}`, customer)).status).toBe('CREATED');

    const cancelled = await call<Envelope<Row>>('PUT', `${OM}/coin-account/cancel`, customer, { reqsn });
    expect(cancelled.body.data).toMatchObject({ reqsn, status: 'CANCELLED', finishTime: expect.any(String) });
    const refused = await call<Envelope<null>>('POST', `${OM}/pay`, customer, pay);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('该笔充值已结束');
    expect((await call<Envelope<null>>('PUT', `${OM}/coin-account/cancel`, customer, { reqsn })).body.message).toBe('该笔充值已结束');

    const result = await data<Row>(`${OM}/pay/result?reqsn=${reqsn}`, customer);
    expect(result).toMatchObject({ status: 'CANCELLED', balance: before / 100 });
    expect((await data<{ records: Row[] }>(`${OM}/coin-account/invest/page?pageIndex=1&pageSize=1`, customer)).records[0]).toMatchObject({ reqsn, status: 'CANCELLED' });
    expect(await balanceFen(customer)).toBe(before);
    expect((await data<{ records: Row[] }>(`${OM}/coin-account/account-bills?pageIndex=1&pageSize=20`, customer)).records.some((l) => l.refNo === reqsn)).toBe(false);
    expect(fen((await operatorAccount(admin, 'enterprise')).balance)).toBe(before);
    // Another user cannot cancel or read it.
    const personal = (await login('personal')).access_token;
    expect((await call('PUT', `${OM}/coin-account/cancel`, personal, { reqsn })).status).toBe(404);
  });

  it('a paid recharge cannot be cancelled, and is credited once, exactly', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const customer = (await login('enterprise')).access_token;
    const info = await data<{ userId: string; userName: string }>(`${OM}/coin-account/account-info`, customer);
    const before = await balanceFen(customer);
    const { reqsn } = (await call<Envelope<{ reqsn: string }>>('POST', `${OM}/coin-account/invest`, customer, { amount: 0.1 })).body.data;
    const paying = await call<Envelope<Row>>('POST', `${OM}/pay`, customer, { paytype: 'A01', reqsn, requserid: info.userId, requsername: info.userName, trxamt: 10 });
    expect(paying.body.data).toMatchObject({ trxstatus: '0000', trxamt: 10, paytype: 'A01' });
    vi.setSystemTime(Date.now() + 2_000);
    expect((await call<Envelope<null>>('PUT', `${OM}/coin-account/cancel`, customer, { reqsn })).body.message).toBe('该笔充值已支付成功，不能取消');
    await data(`${OM}/pay/result?reqsn=${reqsn}`, customer);
    expect(await balanceFen(customer)).toBe(before + 10);
  });
});
