import type { Form } from '@formily/core';

/** A check of one value: the message to show, or '' when the value passes (formily's validator contract). */
export type Check = (value: unknown) => string;

const text = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value));

/** Required text: empty or only spaces is refused with `message`. */
export const required = (message: string): Check => (value) => (text(value).trim() === '' ? message : '');

/** At most `max` characters (counted as String.length, as antd's `max` rule did). */
export const maxLength = (max: number, message: string): Check => (value) => (text(value).length > max ? message : '');

/** Matches `pattern` when something is typed; empty passes (pair with `required`). */
export const matches = (pattern: RegExp, message: string): Check => (value) => (text(value) !== '' && !pattern.test(text(value)) ? message : '');

/** The first failing check speaks, so a field shows one message at a time. */
export const firstOf = (...checks: Check[]): Check => (value) => {
  for (const check of checks) {
    const message = check(value);
    if (message) return message;
  }
  return '';
};

/**
 * Validates the whole form: its values when every field passes, or null — the fields then show
 * their messages and keep what was typed.
 */
export async function validValues<T extends object>(form: Form<T>): Promise<T | null> {
  try {
    await form.validate();
  } catch {
    return null;
  }
  return form.values;
}
