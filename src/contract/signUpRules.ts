/**
 * Field rules of /register, /forget and the SMS sign-in tab (docs/behaviour §5 passwords, §9 6–12
 * characters). Pure: the forms and the tests share them. Each returns the message or null.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PasswordMessages } from '../core/session/passwordRules';
import { normalizeName } from '../core/text/normalizeName';
import { MOBILE_PATTERN, SMS_CODE_PATTERN, SmsMessages } from './smsTemplates';

export function validatePhone(value: string | null | undefined): string | null {
  const phone = (value ?? '').trim();
  if (phone === '') return SmsMessages.phoneRequired;
  return MOBILE_PATTERN.test(phone) ? null : SmsMessages.phoneInvalid;
}

export function validateSmsCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim();
  if (code === '') return SmsMessages.codeRequired;
  return SMS_CODE_PATTERN.test(code) ? null : SmsMessages.codeInvalid;
}

/** The password to set: required (with the form's own wording), then 6 to 12 characters. */
export function validatePasswordToSet(value: string | null | undefined, requiredMessage: string): string | null {
  if (!value) return requiredMessage;
  const length = Array.from(value).length;
  return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH ? PasswordMessages.newLength : null;
}

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 50;
/** A company of that name already has an account (its organisation exists). */
export const COMPANY_NAME_TAKEN = '企业名称已存在';

/**
 * The company name as it will be stored (normalizeName: an invisible character is no character)
 * between 2 and 50 characters, in the back stage's words (`<label>不能超过N个字符`). The input
 * does not cut what is typed or pasted, so an overlong name is refused, never shortened.
 */
export function validateCompanyName(value: string | null | undefined): string | null {
  const name = normalizeName(value ?? '');
  if (name === '') return '请输入企业名称';
  const length = Array.from(name).length;
  if (length < COMPANY_NAME_MIN) return `企业名称不能少于${COMPANY_NAME_MIN}个字符`;
  return length > COMPANY_NAME_MAX ? `企业名称不能超过${COMPANY_NAME_MAX}个字符` : null;
}

/** "13800001111" → "138****1111", for telling where a code went without showing the number whole. */
export function maskPhone(phone: string): string {
  return MOBILE_PATTERN.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

/** Field errors of a 400 answer ({ errors: { field: message } }), as the form shows them. */
export function fieldErrorsOf(body: unknown): Record<string, string> {
  const errors = typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : null;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}
