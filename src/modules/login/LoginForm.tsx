import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { createForm, onFormValuesChange } from '@formily/core';
import { Input, Password } from '@formily/antd-v5';
import { Field, FormProvider } from '@formily/react';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { signIn, type SignInResult } from './signIn';
import { FormItem } from '../../ui/form/FormItem';

interface LoginValues {
  username?: string;
  password?: string;
}

export interface LoginFormProps {
  onSignedIn: (result: Extract<SignInResult, { status: 'signed-in' }>) => void;
  /** The account name to start with (a phone just registered). */
  initialUsername?: string;
}

/**
 * 账号 / 密码 (docs/behaviour §5 Login). Emptiness is checked by signIn, which shows the one spec message
 * 账号或密码不能为空 rather than a message per field; on any refusal the typed values stay.
 */
export function LoginForm({ onSignedIn, initialUsername }: LoginFormProps) {
  const [busy, setBusy] = useState(false);
  // The last refusal stays in view under the fields (the toast fades); editing clears it.
  const [refusal, setRefusal] = useState<{ message: string; level: 'warning' | 'error' } | null>(null);
  const form = useMemo(
    () => createForm<LoginValues>({ initialValues: { username: initialUsername }, effects: () => onFormValuesChange(() => setRefusal(null)) }),
    // The form is made once; a later name would not replace what the user typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  const submit = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const result = await signIn({ username: form.values.username ?? '', password: form.values.password ?? '' });
      if (result.status === 'signed-in') onSignedIn(result);
      else setRefusal({ message: result.message, level: result.level });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormProvider form={form}>
      <form
        className="hpc-login-form"
        aria-label="账号登录"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field
          name="username"
          title="账号"
          decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical' }]}
          component={[Input, { size: 'large', placeholder: '请输入账号', prefix: <UserOutlined />, autoComplete: 'username' }]}
        />
        <Field
          name="password"
          title="密码"
          decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical' }]}
          component={[Password, { size: 'large', placeholder: '请输入密码', prefix: <LockOutlined />, autoComplete: 'current-password' }]}
        />
        {refusal && <Alert className="hpc-login-refusal" type={refusal.level} showIcon message={refusal.message} role="alert" />}
        <Button type="primary" htmlType="submit" size="large" block loading={busy} className="hpc-login-submit">
          登录
        </Button>
      </form>
    </FormProvider>
  );
}
