import { MOBILE_PATTERN, SmsMessages } from '../../src/contract/smsTemplates';
import { db } from '../store/db';
import type { SmsOutboxRecord } from '../store/seeds/smsOutbox';
import { SMS_DAILY_CAP, tooManyRequests } from './abuseLimits';
import { fail, ok, readJsonObject } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * Hand-written: each SMS provider takes its own parameter names and answers in its own shape, with per-phone limits; messages land in an outbox, not in a family's records.
 *
 * The SMS providers behind the platform's own send (spec 7.1: POST sms-api/v1/ali/sms, GET
 * sms-api/v1/tencent/sms). No screen calls them: sign-up, SMS sign-in and password reset send
 * through common/send, where the platform picks the provider. Calling a provider directly is the
 * platform administrator's (a test message, a notice to a list of phones), so it needs the 系统管理
 * code. Each provider takes its own parameter names (Aliyun: PhoneNumbers/SignName/TemplateCode/
 * TemplateParam in a JSON body; Tencent: PhoneNumberSet/SignName/TemplateId/TemplateParamSet in
 * the query) and answers in its own shape; every message is kept in `smsOutbox`, and one phone
 * gets at most SMS_DAILY_CAP messages a (Beijing) day across both providers.
 */
const MAX_PHONES = 100;
const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

interface Send {
  phones: string[];
  signName: string;
  template: string;
  params: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function phonesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value.map(text) : text(value).split(',');
  return list.map((phone) => phone.trim().replace(/^\+86/, '')).filter((phone) => phone !== '');
}

/** The message to refuse a send with, or null. */
function refusal(send: Send): string | null {
  if (send.phones.length === 0) return SmsMessages.phoneRequired;
  if (send.phones.length > MAX_PHONES) return `一次最多发送 ${MAX_PHONES} 个手机号`;
  const bad = send.phones.find((phone) => !MOBILE_PATTERN.test(phone));
  if (bad) return `手机号格式不正确：${bad}`;
  if (send.signName === '') return '短信签名不能为空';
  if (send.template === '') return '短信模板不能为空';
  try {
    const parsed: unknown = JSON.parse(send.params === '' ? '{}' : send.params);
    if (typeof parsed !== 'object' || parsed === null) return '模板参数必须是 JSON 对象或数组';
  } catch {
    return '模板参数必须是 JSON 对象或数组';
  }
  return null;
}

/** Sends to every phone or to none: the daily cap is checked for all before any is kept. */
function deliver(provider: SmsOutboxRecord['provider'], send: Send, senderId: string): SmsOutboxRecord[] | Response {
  const refused = refusal(send);
  if (refused) return fail(400, refused);
  const now = Date.now();
  const dayStart = Math.floor((now + BEIJING_OFFSET_MS) / DAY_MS) * DAY_MS - BEIJING_OFFSET_MS;
  const outbox = db.collection('smsOutbox');
  if (send.phones.some((phone) => outbox.count((m) => m.phone === phone && m.sentAt >= dayStart) >= SMS_DAILY_CAP)) {
    return tooManyRequests('该手机号今日短信发送次数已达上限，请明天再试', dayStart + DAY_MS - now);
  }
  return send.phones.map((phone) => outbox.insert({
    provider, phone, signName: send.signName, template: send.template, params: send.params === '' ? '{}' : send.params,
    receipt: `${now.toString(36)}${crypto.getRandomValues(new Uint32Array(1))[0]!.toString(36)}`, senderId, sentAt: now,
  }));
}

export const smsProviderHandlers = [
  operation('sms', 'post-ali-sms', async ({ request }, access) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const params = body.TemplateParam ?? body.templateParam;
    const sent = deliver('ali', {
      phones: phonesOf(body.PhoneNumbers ?? body.phoneNumbers),
      signName: text(body.SignName ?? body.signName),
      template: text(body.TemplateCode ?? body.templateCode),
      params: typeof params === 'object' && params !== null ? JSON.stringify(params) : text(params),
    }, access.user.id);
    if (sent instanceof Response) return sent;
    return ok({ Code: 'OK', Message: '发送成功', BizId: sent[0]!.receipt, count: sent.length });
  }),

  operation('sms', 'get-tencent-sms', ({ request }, access) => {
    const query = new URL(request.url).searchParams;
    const listed = (name: string) => query.getAll(name).flatMap((value) => value.split(','));
    const sent = deliver('tencent', {
      phones: phonesOf(listed('PhoneNumberSet')),
      signName: text(query.get('SignName')),
      template: text(query.get('TemplateId')),
      params: JSON.stringify(listed('TemplateParamSet').map((value) => value.trim()).filter((value) => value !== '')),
    }, access.user.id);
    if (sent instanceof Response) return sent;
    return ok({ SendStatusSet: sent.map((m) => ({ SerialNo: m.receipt, PhoneNumber: `+86${m.phone}`, Code: 'Ok', Message: '发送成功' })) });
  }),
];
