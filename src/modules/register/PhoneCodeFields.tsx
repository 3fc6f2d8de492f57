import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { onFieldValueChange, type Form } from '@formily/core';
import { Input } from '@formily/antd-v5';
import { Field, useForm, useFormEffects } from '@formily/react';
import { Alert } from 'antd';
import { useState } from 'react';
import type { SmsPurpose } from '../../contract/smsTemplates';
import { validatePhone, validateSmsCode } from '../../contract/signUpRules';
import { SmsCodeButton } from './SmsCodeButton';
import { FormItem } from '../../ui/form/FormItem';

/** The phone, validated on its own (for 获取验证码), or null with the field showing why. */
export async function takeValidPhone(form: Form): Promise<string | null> {
  try {
    await form.validate('phone');
  } catch {
    return null;
  }
  const phone = form.values.phone;
  return typeof phone === 'string' ? phone.trim() : null;
}

interface PhoneCodeFieldsProps {
  purpose: SmsPurpose;
  phonePlaceholder?: string;
  /** The form field of the code (sign-in sends it as `code`, sign-up and reset as `smsCode`). */
  codeName?: string;
  /** Check the code's shape before sending (sign-up, reset); sign-in leaves it to the server. */
  checkCode?: boolean;
}

/**
 * 手机号 + 验证码 with 获取验证码 (60 s resend countdown) and, in the demo, the code the mock
 * "sent" — the same fields on sign-up, password reset and SMS sign-in, inside their formily form.
 */
export function PhoneCodeFields({ purpose, phonePlaceholder = '请输入手机号', codeName = 'smsCode', checkCode = true }: PhoneCodeFieldsProps) {
  const form = useForm();
  const [demoCode, setDemoCode] = useState<string | null>(null);
  // A refused code request stays in view until the number changes or a code is sent.
  const [codeRefusal, setCodeRefusal] = useState<string | null>(null);
  useFormEffects(() => onFieldValueChange('phone', () => setCodeRefusal(null)));
  return (
    <>
      <Field
        name="phone"
        title="手机号"
        decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical' }]}
        component={[Input, { size: 'large', placeholder: phonePlaceholder, prefix: <MobileOutlined />, autoComplete: 'tel', inputMode: 'numeric' }]}
        validator={(value: string | undefined) => validatePhone(value) ?? ''}
        validateFirst
      />
      <div className="hpc-sms-row">
        <Field
          name={codeName}
          title="验证码"
          decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical' }]}
          component={[Input, { size: 'large', placeholder: '请输入验证码', prefix: <SafetyOutlined />, autoComplete: 'one-time-code', inputMode: 'numeric' }]}
          validator={checkCode ? (value: string | undefined) => validateSmsCode(value) ?? '' : undefined}
        />
        <SmsCodeButton purpose={purpose} takePhone={() => takeValidPhone(form)} onDemoCode={setDemoCode} onRefused={setCodeRefusal} />
      </div>
      {codeRefusal && <Alert className="hpc-sms-refusal" type="warning" showIcon message={codeRefusal} role="alert" />}
      {demoCode && <Alert className="hpc-demo-code" type="info" showIcon message={`演示环境不发送短信，验证码：${demoCode}`} />}
    </>
  );
}
