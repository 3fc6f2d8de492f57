/**
 * The service's time text, "2026-10-30 14:22:05 +0800 CST" (Beijing time, as a Go back end
 * prints it). Formatting goes through a per-day cache because the 100,000-entry listing
 * formats 100,000 times; Date#toISOString for each one costs most of a cold listing.
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const days = new Map<number, string>();

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

export function formatServiceTime(ms: number): string {
  const local = ms + BEIJING_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  let date = days.get(day);
  if (date === undefined) {
    date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (days.size > 4096) days.clear();
    days.set(day, date);
  }
  const seconds = Math.floor((local - day * DAY_MS) / 1000);
  return `${date} ${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)} +0800 CST`;
}
