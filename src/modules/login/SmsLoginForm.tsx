import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { createForm, onFormValuesChange } from '@formily/core';
import { FormItem, Input } from '@formily/antd-v5';
import { Field, FormProvider } from '@formily/react';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { takeValidPhone } from '../register/RegisterPage';
import { validatePhone } from '../register/signUpRules';
import { SmsCodeButton } from '../register/SmsCodeButton';
import type { LoginFormProps } from './LoginForm';
import { signInWithSms } from './smsSignIn';

interface SmsValues {
  phone?: string;
  code?: string;
}

/** 短信登录: phone, SMS code (60 s resend countdown), 登录. A refusal stays in view; typed values stay. */
export function SmsLoginForm({ onSignedIn }: LoginFormProps) {
  const [busy, setBusy] = useState(false);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; level: 'warning' | 'error' } | null>(null);
  const form = useMemo(() => createForm<SmsValues>({ effects: () => onFormValuesChange(() => setRefusal(null)) }), []);

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await signInWithSms(form.values.phone ?? '', form.values.code ?? '');
      if (result.status === 'signed-in') onSignedIn(result);
      else setRefusal({ message: result.message, level: result.level });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormProvider form={form}>
      <form className="hpc-login-form" aria-label="短信登录" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
        <Field
          name="phone"
          title="手机号"
          decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical' }]}
          component={[Input, { size: 'large', placeholder: '请输入手机号', prefix: <MobileOutlined />, maxLength: 11, autoComplete: 'tel', inputMode: 'numeric' }]}
          validator={(value: string | undefined) => validatePhone(value) ?? ''}
          validateFirst
        />
        <div className="hpc-sms-row">
          <Field
            name="code"
            title="验证码"
            decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical' }]}
            component={[Input, { size: 'large', placeholder: '请输入验证码', prefix: <SafetyOutlined />, maxLength: 6, autoComplete: 'one-time-code', inputMode: 'numeric' }]}
          />
          <SmsCodeButton purpose="login" takePhone={() => takeValidPhone(form)} onDemoCode={setDemoCode} />
        </div>
        {demoCode && <Alert className="hpc-demo-code" type="info" showIcon message={`演示环境不发送短信，验证码：${demoCode}`} />}
        {refusal && <Alert className="hpc-login-refusal" type={refusal.level} showIcon message={refusal.message} role="alert" />}
        <Button type="primary" htmlType="submit" size="large" block loading={busy} className="hpc-login-submit">
          登录
        </Button>
      </form>
    </FormProvider>
  );
}
