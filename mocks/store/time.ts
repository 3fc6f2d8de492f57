/**
 * The platform's back end speaks Beijing time as "YYYY-MM-DD HH:mm:ss". Formatting here does
 * not depend on the process time zone, so seeds are identical under TZ=UTC and in a browser
 * in any zone.
 */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000;

export function formatBeijingTime(date: Date | number): string {
  const ms = typeof date === 'number' ? date : date.getTime();
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function formatBeijingDate(date: Date | number): string {
  return formatBeijingTime(date).slice(0, 10);
}

/** Reference "now" of the seed: fixed, so two seeds compare equal whenever they run. */
export const SEED_REF_DATE = new Date('2026-11-02T10:00:00+08:00');
