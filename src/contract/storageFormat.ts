/**
 * Display formats of the file table (docs/behaviour §2.8, §9): sizes in B/KB/MB/GB at 1024 steps, times
 * with the service's "+0800 CST" suffix stripped.
 */
const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

export function formatSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '-';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(2)} ${UNITS[unit]}`;
}

/** "2026-10-30 14:22:05 +0800 CST" → "2026-10-30 14:22:05". */
export function stripTimeSuffix(time: string): string {
  return time.replace(/\s*\+0800 CST\s*$/, '');
}

/** Owner column: "uid:gid", as chown writes it. */
export function formatOwner(uid: number, gid: number): string {
  return `${uid}:${gid}`;
}
