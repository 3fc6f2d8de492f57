/**
 * The `countdown` format (src/pageLanguage/blocks.ts BlockNumberFormat): the time left until a
 * moment the answer names as Beijing time ("YYYY-MM-DD HH:mm:ss", as every time of the backend) or
 * ISO. Pure: FieldsBlock ticks it each second, lists and stats show it as read.
 */

/** Epoch ms of a backend time, or undefined when it is none. */
export function momentOf(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const text = raw.trim();
  const ms = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? Date.parse(`${text.replace(' ', 'T')}+08:00`) : Date.parse(text);
  return Number.isNaN(ms) ? undefined : ms;
}

/** 剩余 HH:MM:SS (days as 天 past a day), 已到期 once past, "-" without a moment. */
export function countdownText(raw: unknown, now: number): string {
  const until = momentOf(raw);
  if (until === undefined) return '-';
  const left = Math.floor((until - now) / 1000);
  if (left <= 0) return '已到期';
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = Math.floor(left / 86_400);
  const clock = `${pad(Math.floor(left / 3600) % 24)}:${pad(Math.floor(left / 60) % 60)}:${pad(left % 60)}`;
  return days > 0 ? `剩余 ${days} 天 ${clock}` : `剩余 ${clock}`;
}
