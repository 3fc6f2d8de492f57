/**
 * The demo's moving "now" for seeded history, which every statistic of jobs reads (the row
 * sources of account-stat, application-stat, the cpu-hour curve and 资源管理, handlers/rowSources.ts
 * and coreHourUsage.ts): seeded times move up with the days since the seed's reference moment.
 */
import { formatBeijingDate, SEED_REF_DATE } from './time';

const DAY = 86_400_000;

function beijingMs(time: string): number {
  return Date.parse(`${time.replace(' ', 'T')}+08:00`);
}

/**
 * Seeded history ends at the seed's reference moment. So that "近 7 日" and "本月" of the demo
 * are never empty however long after that the demo runs, times up to that moment are moved
 * forward by the whole days since; anything written later is real and stays as it is.
 */
export function demoShiftDays(now: number): number {
  return Math.max(0, Math.floor((now - SEED_REF_DATE.getTime()) / DAY));
}

/** The Beijing date a stored time shows as today (after the demo shift). */
export function presentDate(time: string, now: number): string {
  const ms = beijingMs(time);
  return formatBeijingDate(ms <= SEED_REF_DATE.getTime() ? ms + demoShiftDays(now) * DAY : ms);
}
