/**
 * The platform's own string formats of entity fields, beside JSON Schema's date / email / uri.
 * Each is a regular expression, so ajv's build-time compiler (generators/vite-plugin-form-validators.ts)
 * writes it inline into the generated validation code (a function format would have to be
 * imported by that code). Each pattern has a plain function beside it saying the same rule
 * the obvious way; the tests hold the two equal.
 */

/** `datetime`: YYYY-MM-DD HH:mm[:ss] (the platform's time strings). */
export const DATETIME_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** A leap year of four digits: divisible by 4 and not by 100, or divisible by 400. */
const LEAP_YEAR = '(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';
/** A day that exists in every year, after a month of 31, 30 or 28 days; `\\1` is the separator. */
const COMMON_MONTH_DAY =
  '(?:(?:0?[13578]|1[02])\\1(?:0?[1-9]|[12]\\d|3[01])|(?:0?[469]|11)\\1(?:0?[1-9]|[12]\\d|30)|0?2\\1(?:0?[1-9]|1\\d|2[0-8]))';

/**
 * `birth-date`: year-month-day separated by "-" or "/" (the same both times), a four-digit year,
 * month and day of one or two digits (1990-1-5 is 1990-01-05), and a day the calendar has
 * (2024-02-30 and 2023-02-29 are refused, 2024/02/29 is accepted).
 */
export const BIRTH_DATE_PATTERN = new RegExp(`^(?:\\d{4}([-/])${COMMON_MONTH_DAY}|${LEAP_YEAR}([-/])0?2\\2(?:29))$`);

/** What a field of `birth-date` format that is not one says. */
export const BIRTH_DATE_MESSAGE = '没有输入正确的时间格式';

/** The rule of BIRTH_DATE_PATTERN by the calendar. */
export function isBirthDate(text: string): boolean {
  const match = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[3]), Number(match[4])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * `base64`: non-empty, and decoding then encoding gives the same text back — padded to a multiple
 * of four, standard alphabet, no whitespace, and unused bits of the last character zero (so
 * "QQ==" is accepted and "QR==", which decodes to the same byte, is not).
 */
export const BASE64_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{4}|[A-Za-z0-9+/][AQgw]==|[A-Za-z0-9+/]{2}[AEIMQUYcgkosw048]=)$/;

/** What a field of `base64` format that is not one says. */
export function base64Message(label: string): string {
  return `${label}不是有效的 Base64 编码`;
}

/** The rule of BASE64_PATTERN as a decode/encode round trip. */
export function isBase64(text: string): boolean {
  if (text === '') return false;
  try {
    return btoa(atob(text)) === text;
  } catch {
    return false;
  }
}

/** The custom formats every validator of entity data registers (ajv's `formats` option). */
export const ENTITY_FORMATS: Readonly<Record<string, RegExp>> = {
  datetime: DATETIME_PATTERN,
  'birth-date': BIRTH_DATE_PATTERN,
  base64: BASE64_PATTERN,
};
