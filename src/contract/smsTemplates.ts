/**
 * Verification SMS (docs/behaviour §7.1 POST /api/sms-api/v1/common/send; §9 "Verification SMS type 2 with
 * a register template"). One template per purpose; all are sent as type 2, verification codes.
 */
export const SMS_SEND_PATH = '/api/sms-api/v1/common/send';
export const VERIFICATION_SMS_TYPE = 2;

export const SMS_TEMPLATES = {
  register: 'SMS_REGISTER',
  login: 'SMS_LOGIN',
  forget: 'SMS_FORGET',
} as const;

export type SmsPurpose = keyof typeof SMS_TEMPLATES;

/** Seconds before the same phone may be sent another code (the button's countdown). */
export const SMS_RESEND_SECONDS = 60;
/** Lifetime of a code. */
export const SMS_CODE_LIFETIME_SECONDS = 300;

/** Mainland mobile numbers: 1[3-9] and nine digits. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;

export const SmsMessages = {
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的手机号',
  codeRequired: '请输入验证码',
  codeInvalid: '验证码为6位数字',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期，请重新获取',
  tooFrequent: `验证码发送过于频繁，请${SMS_RESEND_SECONDS}秒后再试`,
  sent: '验证码已发送',
  phoneTaken: '该手机号已注册',
} as const;

export function purposeOfTemplate(templateId: string): SmsPurpose | null {
  const entry = Object.entries(SMS_TEMPLATES).find(([, id]) => id === templateId);
  return entry ? (entry[0] as SmsPurpose) : null;
}
