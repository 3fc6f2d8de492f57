/**
 * The `expiry` slot's state of a date: expired when the day is before today, expiring within
 * `warnDays` days (default 30) — counted in whole calendar days, so a date of today is "0 days".
 */
import dayjs from 'dayjs';

export const DEFAULT_WARN_DAYS = 30;
export const EXPIRED_TEXT = '已过期';

export type ExpiryState = { kind: 'expired' } | { kind: 'expiring'; days: number } | { kind: 'valid' } | { kind: 'invalid' };

export function expiryState(value: unknown, warnDays: number = DEFAULT_WARN_DAYS, now: Date = new Date()): ExpiryState {
  if (typeof value !== 'string' && typeof value !== 'number') return { kind: 'invalid' };
  const date = dayjs(value);
  if (!date.isValid()) return { kind: 'invalid' };
  const days = date.startOf('day').diff(dayjs(now).startOf('day'), 'day');
  if (days < 0) return { kind: 'expired' };
  if (days <= warnDays) return { kind: 'expiring', days };
  return { kind: 'valid' };
}

/** 即将到期（N天） */
export function expiringText(days: number): string {
  return `即将到期（${days}天）`;
}
