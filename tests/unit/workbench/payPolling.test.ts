import { describe, expect, it } from 'vitest';
import { pollPayResult, type PayResult } from '../../../src/modules/workbench/model/payPolling';

/** A clock the fake sleep advances: no timers, no waiting. */
function clock() {
  let t = 0;
  return { now: () => t, sleep: async (ms: number) => { t += ms; } };
}

function answers(...statuses: (PayResult | Error)[]) {
  let i = 0;
  const calls = { count: 0 };
  const fetchResult = async (): Promise<PayResult> => {
    calls.count += 1;
    const next = statuses[Math.min(i, statuses.length - 1)]!;
    i += 1;
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetchResult, calls };
}

describe('pollPayResult', () => {
  it('reads until the payment succeeds', async () => {
    const { fetchResult, calls } = answers({ status: 'CREATED' }, { status: 'PAYING' }, { status: 'SUCCESS' });
    const seen: string[] = [];
    const result = await pollPayResult({ fetchResult, ...clock(), onResult: (r) => seen.push(r.status) });
    expect(result.outcome).toBe('success');
    expect(calls.count).toBe(3);
    expect(seen).toEqual(['CREATED', 'PAYING', 'SUCCESS']);
  });

  it('stops on failure with the channel’s reason, or a default', async () => {
    const declined = await pollPayResult({ fetchResult: answers({ status: 'PAYING' }, { status: 'FAILED', failReason: '超出支付渠道单笔限额' }).fetchResult, ...clock() });
    expect(declined).toMatchObject({ outcome: 'failed', reason: '超出支付渠道单笔限额' });
    const bare = await pollPayResult({ fetchResult: answers({ status: 'FAILED' }).fetchResult, ...clock() });
    expect(bare).toMatchObject({ outcome: 'failed', reason: '支付失败' });
  });

  it('times out when the payment stays pending, after reading at each interval', async () => {
    const { fetchResult, calls } = answers({ status: 'PAYING' });
    const result = await pollPayResult({ fetchResult, ...clock(), intervalMs: 1_000, timeoutMs: 5_000 });
    expect(result).toEqual({ outcome: 'timeout', result: { status: 'PAYING' } });
    expect(calls.count).toBe(6);
  });

  it('keeps polling through a failed read and still times out', async () => {
    const errors: unknown[] = [];
    const result = await pollPayResult({ fetchResult: answers(new Error('网络异常')).fetchResult, ...clock(), intervalMs: 1_000, timeoutMs: 2_000, onError: (e) => errors.push(e) });
    expect(result).toEqual({ outcome: 'timeout', result: null });
    expect(errors).toHaveLength(3);
  });

  it('ends when the user cancels, without another read', async () => {
    let cancel = false;
    const { fetchResult, calls } = answers({ status: 'PAYING' });
    const c = clock();
    const result = await pollPayResult({ fetchResult, now: c.now, sleep: async (ms) => { await c.sleep(ms); cancel = true; }, cancelled: () => cancel });
    expect(result).toEqual({ outcome: 'cancelled', result: { status: 'PAYING' } });
    expect(calls.count).toBe(1);
  });

  it('reports a recharge cancelled on the server as cancelled', async () => {
    const result = await pollPayResult({ fetchResult: answers({ status: 'CANCELLED' }).fetchResult, ...clock() });
    expect(result.outcome).toBe('cancelled');
  });
});
