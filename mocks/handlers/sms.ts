import { HttpResponse } from 'msw';
import {
  MOBILE_PATTERN, purposeOfTemplate, SMS_CODE_LIFETIME_SECONDS, SMS_RESEND_SECONDS, SmsMessages, VERIFICATION_SMS_TYPE,
  type SmsPurpose,
} from '../../src/contract/smsTemplates';
import { db } from '../store/db';
import { SMS_DAILY_CAP, LimitMessages, tooManyRequests } from './abuseLimits';
import { fail, readJsonObject } from './respond';
import { publicOperation } from '../routing/declaredOperation';

/**
 * Hand-written: sending a verification code is rate-limited per phone and purpose, stores a one-time code and never tells whether the phone is registered — authentication.
 *
 * POST /api/sms-api/v1/common/send { identifier, phones, smsToken, smsType, templateId } (docs/behaviour
 * §7.1). Only verification codes (smsType 2) are sent here, one phone at a time. The same phone
 * and purpose cannot be sent again within 60 s, and one phone gets at most SMS_DAILY_CAP codes a
 * (Beijing) day. A demo backend sends no real SMS: the answer carries the code as `demoCode` so
 * the demo can be used (a real service leaves it out; the console shows it only when present).
 *
 * The answer never tells whether the phone is registered: a code is stored that can be used only
 * where it could serve (a free phone for registering; a registered one for signing in and
 * resetting), and elsewhere a placeholder that no input matches is stored and a made-up code
 * answered, so the interval, the cap, the expiry and the wrong-code messages run alike.
 * Registering a taken phone is refused at submit.
 */
const MAX_ATTEMPTS = 5;
const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
/** Stored instead of a code where none may be used; no input matches it (an empty code is refused before). */
const PLACEHOLDER_CODE = '';

export function userByPhone(phone: string) {
  return db.collection('users').find((u) => u.phone === phone || u.userName === phone);
}

function sixDigits(): string {
  const [n] = crypto.getRandomValues(new Uint32Array(1));
  return String((n ?? 0) % 1_000_000).padStart(6, '0');
}

/**
 * Checks a code for a phone and purpose, and spends it when right. Returns the message to refuse
 * with, or null when the code is good.
 */
export function consumeSmsCode(phone: string, purpose: SmsPurpose, code: string, now = Date.now()): string | null {
  const codes = db.collection('smsCodes');
  const latest = codes
    .query({ filter: (c) => c.phone === phone && c.purpose === purpose && !c.used, sort: { key: 'sentAt', order: 'desc' } })
    .records[0];
  if (!latest) return SmsMessages.codeWrong;
  if (latest.expiresAt <= now || latest.attempts >= MAX_ATTEMPTS) return SmsMessages.codeExpired;
  if (latest.code === PLACEHOLDER_CODE || latest.code !== code.trim()) {
    codes.update(latest.id, { attempts: latest.attempts + 1 });
    return SmsMessages.codeWrong;
  }
  codes.update(latest.id, { used: true });
  return null;
}

export const smsHandlers = [
  publicOperation('sms', 'post-common-send', async ({ request }) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    if (Number(body.smsType) !== VERIFICATION_SMS_TYPE) return fail(400, '不支持的短信类型');
    const purpose = purposeOfTemplate(typeof body.templateId === 'string' ? body.templateId : '');
    if (!purpose) return fail(400, '短信模板不存在');
    const phones = Array.isArray(body.phones) ? body.phones.map(String) : String(body.phones ?? '').split(',');
    const phone = (phones[0] ?? '').trim();
    if (phones.length !== 1 || phone === '') return fail(400, SmsMessages.phoneRequired);
    if (!MOBILE_PATTERN.test(phone)) return fail(400, SmsMessages.phoneInvalid);
    const now = Date.now();
    const codes = db.collection('smsCodes');
    const recent = codes.find((c) => c.phone === phone && c.purpose === purpose && now - c.sentAt < SMS_RESEND_SECONDS * 1000);
    if (recent) return fail(400, SmsMessages.tooFrequent);
    const dayStart = Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
    if (codes.count((c) => c.phone === phone && c.sentAt >= dayStart) >= SMS_DAILY_CAP) {
      return tooManyRequests(LimitMessages.smsDailyCap, dayStart + DAY_MS - now);
    }
    const holder = userByPhone(phone);
    const usable = purpose === 'register' ? !holder : Boolean(holder);
    const code = sixDigits();
    codes.insert({
      phone, purpose, templateId: String(body.templateId), code: usable ? code : PLACEHOLDER_CODE, sentAt: now,
      expiresAt: now + SMS_CODE_LIFETIME_SECONDS * 1000, attempts: 0, used: false,
    });
    return HttpResponse.json({
      code: 200,
      msg: SmsMessages.sent,
      data: { phone, expiresIn: SMS_CODE_LIFETIME_SECONDS, resendAfter: SMS_RESEND_SECONDS, demoCode: code },
    });
  }),
];
