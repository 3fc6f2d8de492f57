import { LockOutlined, ShopOutlined } from '@ant-design/icons';
import { createForm, onFieldValueChange, type Form } from '@formily/core';
import { Input, Password } from '@formily/antd-v5';
import { Field, FormProvider, observer, useForm } from '@formily/react';
import { Alert, Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '../../core/feedback/notify';
import { PASSWORD_HINT, validateConfirmPassword } from '../../core/session/passwordRules';
import { safeReturnTarget } from '../login/returnTarget';
import { COMPANY_NAME_MAX, validateCompanyName, validatePasswordToSet } from '../../contract/signUpRules';
import { registerAccount, type AccountKind } from './signUpApi';
import { AuthShell } from './AuthShell';
import { PhoneCodeFields } from './PhoneCodeFields';
import { StrengthMeter } from './StrengthMeter';
import { visibleCount } from '../../core/text/lengthLimit';
import { takenMessage } from '../../core/account/repeatCheck';
import { FormItem } from '../../ui/form/FormItem';
import { formRefusal } from '../../ui/form/fieldRefusals';

interface RegisterValues {
  companyName?: string;
  phone?: string;
  smsCode?: string;
  password?: string;
  checkPassword?: string;
}

export const REGISTER_SUCCESS = '注册成功，请登录';

function createRegisterForm(): Form<RegisterValues> {
  return createForm<RegisterValues>({
    effects() {
      onFieldValueChange('password', (_field, form) => {
        if (form.values.checkPassword) void form.validate('checkPassword').catch(() => undefined);
      });
    },
  });
}

const PasswordStrength = observer(() => {
  const form = useForm<RegisterValues>();
  return <StrengthMeter value={form.values.password ?? ''} />;
});

/**
 * /register (docs/behaviour §2.1): a person or an enterprise signs up with a phone, an SMS code (60 s
 * resend countdown), a password twice with the §5 strength meter, and for an enterprise its
 * name; then goes on to sign in (keeping the `url` return target). The account name is the phone.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [kind, setKind] = useState<AccountKind>('person');
  const form = useMemo(() => createRegisterForm(), []);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const returnTo = params.get('url');
  // A Field's `display` prop is read once, when the field is created: the account type shows or
  // hides 企业名称 through the field's state.
  useEffect(() => {
    form.setFieldState('companyName', (state) => {
      state.display = kind === 'enterprise' ? 'visible' : 'hidden';
    });
  }, [form, kind]);

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
      await registerAccount({
        kind,
        phone: values.phone ?? '',
        smsCode: values.smsCode ?? '',
        password: values.password ?? '',
        companyName: kind === 'enterprise' ? values.companyName : undefined,
      });
      notify.success(REGISTER_SUCCESS);
      const target = returnTo ? `/login?${new URLSearchParams({ url: safeReturnTarget(returnTo) }).toString()}` : '/login';
      navigate(target, { replace: true, state: { username: (values.phone ?? '').trim() } });
    } catch (error) {
      setRefusal(formRefusal(form, error));
    } finally {
      setBusy(false);
    }
  };

  const kindButton = (value: AccountKind, label: string) => (
    <button type="button" role="radio" aria-checked={kind === value} className="hpc-auth-kind" onClick={() => setKind(value)}>
      {label}
    </button>
  );

  return (
    <AuthShell title="注册账号" subtitle="注册后即可使用平台的算力、应用与存储服务" testId="register-page">
      <div className="hpc-auth-kinds" role="radiogroup" aria-label="账号类型">
        {kindButton('person', '个人用户')}
        {kindButton('enterprise', '企业用户')}
      </div>
      <FormProvider form={form}>
        <form className="hpc-login-form" aria-label="注册账号" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
          {/* Hidden for a person: neither checked nor sent, and kept if the visitor switches back. */}
          <Field
            name="companyName"
            title="企业名称"
            display={kind === 'enterprise' ? 'visible' : 'hidden'}
            decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical' }]}
            component={[Input, { size: 'large', placeholder: '请输入企业名称', prefix: <ShopOutlined />, count: visibleCount(COMPANY_NAME_MAX) }]}
            validator={[
              (value: string | undefined) => validateCompanyName(value) ?? '',
              // 企业名称已存在 as soon as the field is left, not only after the SMS code and submit.
              { triggerType: 'onBlur', validator: async (value: string | undefined) => (validateCompanyName(value) ? '' : (await takenMessage('companyName', value ?? '')) ?? '') },
            ]}
          />
          <PhoneCodeFields purpose="register" />
          <Field
            name="password"
            title="设置密码"
            decorator={[FormItem, { asterisk: true, colon: false, layout: 'vertical', extra: <span className="hpc-password-hint">{PASSWORD_HINT}</span> }]}
            component={[Password, { size: 'large', placeholder: '请输入密码', prefix: <LockOutlined />, autoComplete: 'new-password' }]}
            validator={(value: string | undefined) => validatePasswordToSet(value, '请输入密码') ?? ''}
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
            注册
          </Button>
        </form>
      </FormProvider>
      <div className="hpc-login-links">
        <span>
          已有账号？<Link to={returnTo ? `/login?${new URLSearchParams({ url: returnTo }).toString()}` : '/login'}>去登录</Link>
        </span>
        <Link to="/forget">忘记密码？</Link>
      </div>
    </AuthShell>
  );
}

export default RegisterPage;
