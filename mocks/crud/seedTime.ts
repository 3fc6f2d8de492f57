/**
 * Times of the seed hints (seedHints.ts): spans around the seed's now ("-2y..now"), Beijing office
 * hours, "YYYY-MM" months relative to the seed's month, and whether a field's date, time or month
 * falls in a span (the `within` condition of a hint's `when`).
 */
import type { Faker } from '@faker-js/faker';
import type { EntityField } from '../../src/pageLanguage/entity';
import { formatBeijingDate, formatBeijingTime } from '../store/time';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const UNIT_MS: Record<string, number> = { h: HOUR, d: DAY, w: 7 * DAY, mo: 30 * DAY, y: 365 * DAY };
const MONTH = /^\d{4}-\d{2}$/;

/** A "YYYY-MM[-DD[ HH:mm[:ss]]]" Beijing time as an instant (a month: its first day). */
export function parseBeijing(text: string): number {
  const [date = '', time = '00:00:00'] = (MONTH.test(text) ? `${text}-01` : text).split(' ');
  return Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}+08:00`);
}

export function parseSpan(within: string, now: number): [number, number] {
  const point = (text: string) => {
    if (text === 'now') return now;
    const match = /^([+-]?\d+)(y|mo|w|d|h)$/.exec(text);
    if (!match) throw new Error(`x-seed within：无法识别的时间 ${text}`);
    return now + Number(match[1]) * UNIT_MS[match[2]!]!;
  };
  const [from, to] = within.split('..') as [string, string];
  return [point(from), point(to)];
}

/** The instant moved to a random time of day between the given Beijing hours. */
export function atHours(faker: Faker, ms: number, hours: [number, number] | undefined): number {
  if (!hours) return ms;
  const midnight = ms - ((ms + 8 * HOUR) % DAY);
  return midnight + faker.number.int({ min: hours[0] * 60, max: hours[1] * 60 - 1 }) * 60_000 + faker.number.int({ min: 0, max: 59 }) * 1000;
}

export function formatTime(field: EntityField, ms: number): string {
  return field.format === 'date' ? formatBeijingDate(ms) : formatBeijingTime(ms);
}

/** The "YYYY-MM" month `offset` months from the Beijing month of `now`. */
export function monthFrom(now: number, offset: number): string {
  const beijing = new Date(now + 8 * HOUR);
  const index = beijing.getUTCFullYear() * 12 + beijing.getUTCMonth() + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Whether a date, time or month (any part of it) lies in the span around now. */
export function inSpan(value: unknown, within: string, now: number): boolean {
  if (typeof value !== 'string') return false;
  const [from, to] = parseSpan(within, now);
  const start = parseBeijing(value);
  if (Number.isNaN(start)) return false;
  const [year, month] = value.split('-').map(Number) as [number, number];
  const end = MONTH.test(value) ? parseBeijing(monthFrom(Date.UTC(year, month - 1, 15), 1)) - 1 : start;
  return start <= to && end >= from;
}
