/**
 * The price before launch in the mock backend (issue 39): app-start funds answers what the caller
 * can still pay for, app start refuses a job whose whole walltime the funds cannot cover — with a
 * code, a message and the field it concerns, creating nothing — and a job it starts carries its
 * 作业费用预估, held against the funds while it queues or runs. 企业 and 个人 accounts differ by the
 * operator's 欠费额度 (coin-control: 5,000 and 1,000 元).
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { appForm } from '../../../mocks/handlers/appForms';
import { partitionPriceFen } from '../../../mocks/handlers/costViews';
import { balanceFen, post } from '../../../mocks/handlers/expenseBook';
import { estimateJob } from '../../../src/contract/jobCharge';
import { authed, getJson, login, ORIGIN } from './support';

const OM = '/api/operation-management/v1';
interface Funds { balance: number; debtLimit: number; arrears: number; reserved: number; available: number }
type Envelope<T> = { code: number; data: T; message?: string; errors?: Record<string, string> };

function subscriptionOf(userName: string) {
  const user = mockControl.db.collection('users').find((u) => u.userName === userName)!;
  const sub = mockControl.db.collection('appSubscriptions').list().find((s) => s.userId === user.id && s.status === 'ACTIVE')!;
  return { user, sub };
}

/** A filled job form of the application: every required text field, the given size. */
function paramsOf(appName: string, size: { partition: string; ntasks: number; walltime: number }): Record<string, string | number> {
  const params: Record<string, string | number> = { jobName: 'price_check', ...size };
  for (const field of appForm(appName).fields) {
    if (params[field.key] !== undefined || !field.required) continue;
    params[field.key] = field.default ?? (field.type === 'number' ? field.min ?? 1 : '/public/home/demo/input');
  }
  return params;
}

async function apply(token: string, appId: number, params: Record<string, string | number>) {
  const response = await fetch(`${ORIGIN}${OM}/app-start/apply`, authed(token, { method: 'POST', body: JSON.stringify({ appId, params }), headers: { 'content-type': 'application/json' } }));
  return { status: response.status, body: (await response.json()) as Envelope<{ id: number; estimatedCost: number; cost: number }> };
}

describe.each([
  { userName: 'enterprise', debtLimit: 5000 },
  { userName: 'personal', debtLimit: 1000 },
])('app start as $userName: funds, refusal, estimate', ({ userName, debtLimit }) => {
  it('answers the funds, refuses a job it cannot cover with a code and message, and holds the estimate of one it starts', async () => {
    const token = (await login(userName)).access_token;
    const { sub } = subscriptionOf(userName);
    const funds = (await getJson<Envelope<Funds>>(`${OM}/app-start/funds`, token)).body.data;
    expect(funds.debtLimit).toBe(debtLimit);
    expect(funds.available).toBeCloseTo(funds.balance + Math.max(0, funds.debtLimit - funds.arrears) - funds.reserved, 2);

    // 64 GPU cores for a week: far beyond any demo account.
    const jobsBefore = mockControl.db.collection('appJobs').count();
    const big = paramsOf(sub.appName, { partition: 'gpu_a800', ntasks: 64, walltime: 168 });
    const refused = await apply(token, sub.appId, big);
    const bigFen = estimateJob(64, 168, partitionPriceFen('gpu_a800')).amountFen;
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(400);
    expect(refused.body.message).toMatch(/^可用额度不足：预估费用 [\d,]+\.\d{2} 元，可用额度 [\d,]+\.\d{2} 元。请缩短最长运行时间、减少核数，或先充值$/);
    expect(refused.body.message).toContain(`预估费用 ${(bigFen / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })} 元`);
    expect(refused.body.errors).toEqual({ walltime: refused.body.message });
    expect(mockControl.db.collection('appJobs').count()).toBe(jobsBefore);

    // A small job starts, carries its estimate (the bills' function) and holds it against the funds.
    const small = await apply(token, sub.appId, paramsOf(sub.appName, { partition: 'cpu_normal', ntasks: 4, walltime: 2 }));
    expect(small.status).toBe(200);
    const smallFen = estimateJob(4, 2, partitionPriceFen('cpu_normal')).amountFen;
    expect(small.body.data.estimatedCost).toBe(smallFen / 100);
    expect(small.body.data.cost).toBe(0);
    expect(mockControl.db.collection('appJobs').get(small.body.data.id)!.estimateFen).toBe(smallFen);
    const after = (await getJson<Envelope<Funds>>(`${OM}/app-start/funds`, token)).body.data;
    expect(after.reserved).toBeCloseTo(funds.reserved + smallFen / 100, 2);
    expect(after.available).toBeCloseTo(funds.available - smallFen / 100, 2);
    const detail = (await getJson<Envelope<{ estimatedCost: number; cost: number }>>(`${OM}/app-start/${small.body.data.id}`, token)).body.data;
    expect(detail).toMatchObject({ estimatedCost: smallFen / 100, cost: 0 });
  });
});

it('open bills use the credit first: with no credit left the balance alone decides, to the fen', async () => {
  const token = (await login('enterprise')).access_token;
  const { user, sub } = subscriptionOf('enterprise');
  // The operator lowers the credit below the open bills, and the balance is brought to 10.00 元
  // through the ledger: only that is left to pay with.
  mockControl.db.collection('coinControls').update(user.id, { debtLimitFen: 0 });
  const excess = balanceFen(user.id) - 1_000;
  if (excess !== 0) post(user.id, excess > 0 ? 'bill' : 'recharge', -excess, '测试：余额调整', 'TEST');
  const funds = (await getJson<Envelope<Funds>>(`${OM}/app-start/funds`, token)).body.data;
  expect(funds).toMatchObject({ balance: 10, debtLimit: 0, available: 10 - funds.reserved });
  // cpu_normal at 0.08 元/核时: 1 core for 125 hours is exactly 10.00 元, 126 hours is refused.
  expect(partitionPriceFen('cpu_normal')).toBe(8);
  const reservedHours = Math.ceil(Math.round(funds.reserved * 100) / 8);
  const refused = await apply(token, sub.appId, paramsOf(sub.appName, { partition: 'cpu_normal', ntasks: 1, walltime: 126 - reservedHours }));
  expect(refused.status).toBe(400);
  expect(refused.body.errors?.walltime).toMatch(/^可用额度不足：预估费用 [\d.]+ 元，可用额度 [\d.]+ 元/);
  const started = await apply(token, sub.appId, paramsOf(sub.appName, { partition: 'cpu_normal', ntasks: 1, walltime: 125 - reservedHours }));
  expect(started.status).toBe(200);
});
