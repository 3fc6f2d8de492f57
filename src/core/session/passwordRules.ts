/**
 * docs/behaviour §5 Change password: the rules and their messages word for word, and the strength
 * measure of the meter. Pure: the dialog and the tests share them.
 */

/** docs/behaviour §9: password length 6 to 12. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 12;

export const PasswordMessages = {
  oldRequired: '请输入原密码',
  newRequired: '请输入新密码',
  newLength: '未按要求设置密码',
  confirmRequired: '请再次输入密码',
  confirmMismatch: '密码输入不一致',
} as const;

/** docs/behaviour §5: "the length is 6 to 12 and it may contain upper and lower case letters, digits and special symbols". */
export const PASSWORD_HINT = '密码长度为6-12位，可包含大小写字母、数字和特殊符号';

/** The message for the old password, or null when it is acceptable. */
export function validateOldPassword(value: string | null | undefined): string | null {
  return value ? null : PasswordMessages.oldRequired;
}

/** Required, then 6 to 12 characters (counted as the user sees them, so an emoji is one). */
export function validateNewPassword(value: string | null | undefined): string | null {
  if (!value) return PasswordMessages.newRequired;
  const length = Array.from(value).length;
  return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH ? PasswordMessages.newLength : null;
}

export function validateConfirmPassword(value: string | null | undefined, newPassword: string | null | undefined): string | null {
  if (!value) return PasswordMessages.confirmRequired;
  return value === (newPassword ?? '') ? null : PasswordMessages.confirmMismatch;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

export const STRENGTH_LABELS: Readonly<Record<PasswordStrength, string>> = { weak: '弱', medium: '中', strong: '强' };

/** How many of the three classes of §5 (digit, letter, special symbol) the password contains. */
export function passwordClassCount(value: string): number {
  const digit = /\d/.test(value);
  const letter = /[a-zA-Z]/.test(value);
  // Anything that is neither a digit nor an ASCII letter counts as a special symbol.
  const special = /[^a-zA-Z\d]/.test(value);
  return Number(digit) + Number(letter) + Number(special);
}

/** docs/behaviour §5: 0 or 1 classes is weak, 2 medium, 3 strong. */
export function passwordStrength(value: string): PasswordStrength {
  const count = passwordClassCount(value);
  if (count >= 3) return 'strong';
  return count === 2 ? 'medium' : 'weak';
}
