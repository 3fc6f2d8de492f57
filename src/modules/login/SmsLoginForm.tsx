import { createForm, onFormValuesChange } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { PhoneCodeFields } from '../register/PhoneCodeFields';
import type { LoginFormProps } from './LoginForm';
import { signInWithSms } from './smsSignIn';

interface SmsValues {
  phone?: string;
  code?: string;
}

/** 短信登录: phone, SMS code (60 s resend countdown), 登录. A refusal stays in view; typed values stay. */
export function SmsLoginForm({ onSignedIn }: LoginFormProps) {
  const [busy, setBusy] = useState(false);
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
        <PhoneCodeFields purpose="login" codeName="code" checkCode={false} />
        {refusal && <Alert className="hpc-login-refusal" type={refusal.level} showIcon message={refusal.message} role="alert" />}
        <Button type="primary" htmlType="submit" size="large" block loading={busy} className="hpc-login-submit">
          登录
        </Button>
      </form>
    </FormProvider>
  );
}
