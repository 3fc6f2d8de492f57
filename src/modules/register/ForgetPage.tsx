import { LockOutlined } from '@ant-design/icons';
import { createForm, onFieldValueChange, type Form } from '@formily/core';
import { Password } from '@formily/antd-v5';
import { Field, FormProvider, observer, useForm } from '@formily/react';
import { Alert, Button } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { notify } from '../../core/feedback/notify';
import { PASSWORD_HINT, PasswordMessages, validateConfirmPassword } from '../../core/session/passwordRules';
import { AuthShell } from './AuthShell';
import { validatePasswordToSet } from '../../contract/signUpRules';
import { resetPassword } from './signUpApi';
import { PhoneCodeFields } from './PhoneCodeFields';
import { StrengthMeter } from './StrengthMeter';
import { FormItem } from '../../ui/form/FormItem';
import { formRefusal } from '../../ui/form/fieldRefusals';

interface ForgetValues {
  phone?: string;
  smsCode?: string;
  password?: string;
  checkPassword?: string;
}

export const RESET_SUCCESS = '密码重置成功，请使用新密码登录';

function createForgetForm(): Form<ForgetValues> {
  return createForm<ForgetValues>({
    effects() {
      onFieldValueChange('password', (_field, form) => {
        if (form.values.checkPassword) void form.validate('checkPassword').catch(() => undefined);
      });
    },
  });
}

const PasswordStrength = observer(() => {
  const form = useForm<ForgetValues>();
  return <StrengthMeter value={form.values.password ?? ''} />;
});

/**
 * /forget (docs/behaviour §2.1): phone, SMS code and a new password twice (6–12 characters,
 * 未按要求设置密码; 密码输入不一致) → POST /api/oauth/v1/forget/password; then sign in.
 */
export function ForgetPage() {
  const navigate = useNavigate();
  const form = useMemo(() => createForgetForm(), []);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    if (busy) return;
    setRefusal(null);
    try {
      await form.validate();
    } catch {
      return;
    }
    const values = form.values;
    setBusy(true);
    try {
      await resetPassword({
        phone: values.phone ?? '',
        smsCode: values.smsCode ?? '',
        password: values.password ?? '',
        checkPassword: values.checkPassword ?? '',
      });
      notify.success(RESET_SUCCESS);
      navigate('/login', { replace: true, state: { username: (values.phone ?? '').trim() } });
    } catch (error) {
      setRefusal(formRefusal(form, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title="找回密码" subtitle="通过注册手机号接收验证码，重新设置登录密码" testId="forget-page">
      <FormProvider form={form}>
        <form className="hpc-login-form" aria-label="找回密码" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
          <PhoneCodeFields purpose="forget" phonePlaceholder="请输入注册手机号" />
          <Field
            name="password"
            title="新密码"
            decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical', extra: <span className="hpc-password-hint">{PASSWORD_HINT}</span> }]}
            component={[Password, { size: 'large', placeholder: '请输入新密码', prefix: <LockOutlined />, autoComplete: 'new-password' }]}
            validator={(value: string | undefined) => validatePasswordToSet(value, PasswordMessages.newRequired) ?? ''}
          />
          <PasswordStrength />
          <Field
            name="checkPassword"
            title="确认密码"
            decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical' }]}
            component={[Password, { size: 'large', placeholder: '请再次输入密码', prefix: <LockOutlined />, autoComplete: 'new-password' }]}
            validator={(value: string | undefined) => validateConfirmPassword(value, form.values.password) ?? ''}
          />
          {refusal && <Alert className="hpc-login-refusal" type="error" showIcon message={refusal} role="alert" />}
          <Button type="primary" htmlType="submit" size="large" block loading={busy} className="hpc-login-submit">
            重置密码
          </Button>
        </form>
      </FormProvider>
      <div className="hpc-login-links">
        <Link to="/login">返回登录</Link>
        <Link to="/register">注册账号</Link>
      </div>
    </AuthShell>
  );
}

export default ForgetPage;
