import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { notify } from '../../core/feedback/notify';
import { readableMessageOf } from '../../core/feedback/developerFault';
import { maskPhone } from '../../contract/signUpRules';
import { sendSmsCode } from './smsApi';
import { SmsMessages, type SmsPurpose } from '../../contract/smsTemplates';

export interface SmsCodeButtonProps {
  purpose: SmsPurpose;
  /** Validates the phone field and gives the number, or null (the field then shows why). */
  takePhone: () => Promise<string | null>;
  /** A demo backend's code, for the form to show (null for a real SMS service). */
  onDemoCode?: (code: string | null) => void;
  /** Why the last request was refused (the daily cap, the interval…), for the form to keep in view; null once a code is sent. */
  onRefused?: (message: string | null) => void;
}

/** 获取验证码, then a countdown of the server's resend interval (60 s) before it can be asked again. */
export function SmsCodeButton({ purpose, takePhone, onDemoCode, onRefused }: SmsCodeButtonProps) {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [until]);

  const send = async () => {
    const phone = await takePhone();
    if (!phone) return;
    setSending(true);
    try {
      const sent = await sendSmsCode(phone, purpose);
      setNow(Date.now());
      setUntil(Date.now() + sent.resendAfter * 1000);
      onDemoCode?.(sent.demoCode);
      onRefused?.(null);
      notify.success(`${SmsMessages.sent}至 ${maskPhone(phone)}`);
    } catch (error) {
      // The client has toasted the server's reason; the form keeps it in view. The number stays typed.
      onRefused?.(readableMessageOf(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Button className="hpc-sms-button" size="large" disabled={left > 0} loading={sending} onClick={() => void send()}>
      {left > 0 ? `${left}秒后重新获取` : '获取验证码'}
    </Button>
  );
}
