/**
 * Polling the payment result (docs/behaviour §7.2 Payment: GET pay result) until the recharge succeeds,
 * fails, the wait times out or the user cancels. Pure: time, sleeping and the call are passed
 * in, so the unit tests drive every outcome without a timer.
 */
export type PayStatus = 'CREATED' | 'PAYING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';

export interface PayResult {
  status: PayStatus;
  failReason?: string;
}

export type PollOutcome<R extends PayResult> =
  | { outcome: 'success'; result: R }
  | { outcome: 'failed'; result: R; reason: string }
  | { outcome: 'timeout'; result: R | null }
  | { outcome: 'cancelled'; result: R | null };

export interface PollOptions<R extends PayResult> {
  fetchResult: () => Promise<R>;
  /** Between two reads, ms (default 1500). */
  intervalMs?: number;
  /** Give up after this long, ms (default 5 minutes: a QR code of the channel expires then). */
  timeoutMs?: number;
  /** True once the user has cancelled; checked before each read and after each wait. */
  cancelled?: () => boolean;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Each read's answer, for a live status line. */
  onResult?: (result: R) => void;
  /** A failed read (network) is retried until the timeout; told here. */
  onError?: (error: unknown) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => { setTimeout(resolve, ms); });

export async function pollPayResult<R extends PayResult>(options: PollOptions<R>): Promise<PollOutcome<R>> {
  const { fetchResult, intervalMs = 1_500, timeoutMs = 300_000, cancelled = () => false, now = Date.now, sleep = defaultSleep } = options;
  const deadline = now() + timeoutMs;
  let last: R | null = null;
  for (;;) {
    if (cancelled()) return { outcome: 'cancelled', result: last };
    try {
      last = await fetchResult();
      options.onResult?.(last);
      if (last.status === 'SUCCESS') return { outcome: 'success', result: last };
      if (last.status === 'FAILED') return { outcome: 'failed', result: last, reason: last.failReason || '支付失败' };
      if (last.status === 'CANCELLED') return { outcome: 'cancelled', result: last };
    } catch (error) {
      options.onError?.(error);
    }
    if (now() + intervalMs > deadline) return { outcome: 'timeout', result: last };
    await sleep(intervalMs);
    if (cancelled()) return { outcome: 'cancelled', result: last };
  }
}
