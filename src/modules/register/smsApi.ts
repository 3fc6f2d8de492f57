import { SMS_RESEND_SECONDS, SMS_TEMPLATES, VERIFICATION_SMS_TYPE, type SmsPurpose } from '../../contract/smsTemplates';
import { operationRequest } from '../../renderer/data/operationClient';

export interface SentCode {
  /** Seconds before another code may be asked for. */
  resendAfter: number;
  /** Only a demo backend answers it (no SMS is really sent there); a real service leaves it out. */
  demoCode: string | null;
}

// One identifier per page load: the SMS service groups a visitor's sends by it.
const identifier = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Date.now());

/** sms post-common-send (docs/behaviour §7.1): a verification code (type 2) with the purpose's template. */
export async function sendSmsCode(phone: string, purpose: SmsPurpose): Promise<SentCode> {
  const answer = await operationRequest('sms', 'post-common-send', {
    body: { identifier, phones: phone.trim(), smsToken: '', smsType: VERIFICATION_SMS_TYPE, templateId: SMS_TEMPLATES[purpose] },
  }, { loading: false });
  // A real service may leave the demo code (and the wait) out, whatever the declaration shows.
  const data: { resendAfter?: unknown; demoCode?: unknown } = answer ?? {};
  const resendAfter = typeof data.resendAfter === 'number' && data.resendAfter > 0 ? data.resendAfter : SMS_RESEND_SECONDS;
  return { resendAfter, demoCode: typeof data.demoCode === 'string' ? data.demoCode : null };
}
