import { HttpResponse } from 'msw';
import { db } from '../store/db';

/**
 * The reference backend's abuse limits (README "Abuse limits"):
 * - sign-in: 5 failed attempts for one sign-in name within 15 minutes lock it for 15 minutes
 *   (429; the right password is refused too while it lasts); a success clears the count;
 * - verification SMS: at most 10 codes per phone per (Beijing) day, besides one per 60 s
 *   (mocks/handlers/sms.ts);
 * - anonymous resource applications: 5 per client per hour (mocks/handlers/portalWorkorder.ts).
 * The counters live in the `abuseCounters` collection, so a reset clears them like other data.
 */
export const SIGN_IN_MAX_FAILURES = 5;
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
export const SIGN_IN_LOCK_MS = 15 * 60_000;
export const SMS_DAILY_CAP = 10;
export const ANONYMOUS_APPLY_LIMIT = 5;
export const ANONYMOUS_APPLY_WINDOW_MS = 60 * 60_000;

/**
 * The client's address, which the standalone mock server writes from the socket (replacing any
 * the client sent); in the browser and in vitest there is one client, so one key for it.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

export const LimitMessages = {
  signInLocked: (minutes: number) => `登录失败次数过多，账号已锁定，请${minutes}分钟后再试`,
  smsDailyCap: '今日验证码发送次数已达上限，请明天再试',
  applyTooFrequent: '提交过于频繁，请稍后再试',
} as const;

const counters = () => db.collection('abuseCounters');

/** 429 with the message where the console reads it, and when to try again. */
export function tooManyRequests(message: string, retryAfterMs: number, extra: Record<string, unknown> = { code: 429 }): Response {
  return HttpResponse.json({ ...extra, message }, {
    status: 429,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  });
}

/**
 * The sign-in name a failure counts against: the name or phone as typed, whether or not an
 * account has it, so a lock says nothing about which names exist. A registered user's name is
 * their phone, so password and SMS sign-in share the count.
 */
export function signInKey(realm: string, name: string): string {
  return `signIn:${realm}:${name}`;
}

/** Milliseconds the name stays locked; 0 when it is not. */
export function signInLockedFor(key: string, now = Date.now()): number {
  const lockedUntil = counters().get(key)?.lockedUntil ?? 0;
  return Math.max(0, lockedUntil - now);
}

/** Counts a failed sign-in; returns how long the name is now locked (0: not yet). */
export function recordSignInFailure(key: string, now = Date.now()): number {
  const record = counters().get(key);
  const hits = [...(record?.hits ?? []).filter((at) => now - at < SIGN_IN_WINDOW_MS), now];
  if (hits.length >= SIGN_IN_MAX_FAILURES) {
    // The lock starts the count again: after it, another five failures are needed.
    upsert(key, [], now + SIGN_IN_LOCK_MS);
    return SIGN_IN_LOCK_MS;
  }
  upsert(key, hits, 0);
  return 0;
}

/** A success: the failures so far no longer count. */
export function clearSignInFailures(key: string): void {
  if (counters().get(key)) counters().remove(key);
}

/** The refusal of a locked name, in the token endpoint's error shape. */
export function signInLockedAnswer(lockedForMs: number): Response {
  const message = LimitMessages.signInLocked(Math.max(1, Math.ceil(lockedForMs / 60_000)));
  return tooManyRequests(message, lockedForMs, { error: 'too_many_attempts', error_description: message });
}

/** Milliseconds until `key` may count another event under `limit` per `windowMs`; 0 when it may now. */
export function windowFullFor(key: string, limit: number, windowMs: number, now = Date.now()): number {
  const hits = (counters().get(key)?.hits ?? []).filter((at) => now - at < windowMs);
  if (hits.length < limit) return 0;
  const oldest = Math.min(...hits.slice(-limit));
  return Math.max(1, oldest + windowMs - now);
}

/** Counts an event against `key`, forgetting those older than the window. */
export function recordHit(key: string, windowMs: number, now = Date.now()): void {
  const hits = (counters().get(key)?.hits ?? []).filter((at) => now - at < windowMs);
  upsert(key, [...hits, now], 0);
}

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER)?.trim() || 'local';
}

function upsert(id: string, hits: number[], lockedUntil: number): void {
  if (counters().get(id)) counters().update(id, { hits, lockedUntil });
  else counters().insert({ id, hits, lockedUntil });
}
