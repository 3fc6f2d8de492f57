import { createForm, onFieldValueChange, type Form } from '@formily/core';
import { FormLayout, Password } from '@formily/antd-v5';
import { Field, FormProvider, observer, useForm } from '@formily/react';
import { Alert, Button, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { notify } from '../../core/feedback/notify';
import { changePassword } from '../../core/session/changePassword';
import {
  PASSWORD_HINT, validateConfirmPassword, validateNewPassword, validateOldPassword,
} from '../../core/session/passwordRules';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { FormItem } from '../form/FormItem';

const HINT_STYLE = { color: 'rgba(0, 0, 0, 0.45)', fontSize: 12 } as const;

/** docs/behaviour §8 "Other successes: 操作成功". */
export const CHANGE_PASSWORD_SUCCESS = '操作成功';

interface PasswordValues {
  oldPassword?: string;
  newPassword?: string;
  checkPassword?: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  /** The account whose password changes (docs/behaviour §3 Change-password form userName). */
  userName: string;
  /**
   * First login (docs/behaviour §4): the dialog cannot be dismissed until the change succeeds — no close
   * icon, no mask click, no Esc, no cancel button.
   */
  forced?: boolean;
  onSuccess: () => void;
  onCancel?: () => void;
  /** Forced mode only: a way out that ends the session instead of dismissing the dialog. */
  onLogout?: () => void;
}

function createPasswordForm(): Form<PasswordValues> {
  return createForm<PasswordValues>({
    effects() {
      // Editing the new password re-checks a confirmation already typed (密码输入不一致 comes and goes).
      onFieldValueChange('newPassword', (_field, form) => {
        if (form.values.checkPassword) void form.validate('checkPassword').catch(() => undefined);
      });
    },
  });
}

const NewPasswordStrength = observer(() => {
  const form = useForm<PasswordValues>();
  return <PasswordStrengthMeter value={form.values.newPassword ?? ''} />;
});

/** docs/behaviour §5 Change password, as a formily form in a modal; reused by the personal centre. */
export function ChangePasswordDialog({ open, userName, forced = false, onSuccess, onCancel, onLogout }: ChangePasswordDialogProps) {
  // A fresh form per opening: nothing typed last time lingers.
  const form = useMemo(() => (open ? createPasswordForm() : null), [open]);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!form || saving) return;
    try {
      await form.validate();
    } catch {
      return; // the fields show their messages; what was typed stays
    }
    const { oldPassword = '', newPassword = '' } = form.values;
    setSaving(true);
    try {
      await changePassword({ oldPassword, newPassword, userName });
      notify.success(CHANGE_PASSWORD_SUCCESS);
      onSuccess();
    } catch {
      // The HTTP client has shown the server's message (e.g. 原密码错误); the form keeps its values.
    } finally {
      setSaving(false);
    }
  };

  const footer = [
    forced && onLogout ? <Button key="logout" type="link" onClick={onLogout}>退出登录</Button> : null,
    !forced ? <Button key="cancel" onClick={onCancel}>取消</Button> : null,
    <Button key="ok" type="primary" loading={saving} onClick={() => void submit()}>确定</Button>,
  ];

  return (
    <Modal
      open={open}
      title={forced ? '首次登录，请修改密码' : '修改密码'}
      closable={!forced}
      maskClosable={false}
      keyboard={!forced}
      onCancel={forced ? undefined : onCancel}
      footer={footer}
      destroyOnHidden
      width={460}
      data-testid="change-password-dialog"
    >
      {form && (
        <FormProvider form={form}>
          {forced && <Alert type="warning" showIcon style={{ marginBottom: 16 }} message="为了您的账号安全，首次登录须修改初始密码，修改成功后方可继续使用。" />}
          <form onSubmit={(event) => { event.preventDefault(); void submit(); }} autoComplete="off">
            <FormLayout layout="vertical">
              <Field
                name="oldPassword"
                title="原密码"
                decorator={[FormItem, { asterisk: true, colon: false }]}
                component={[Password, { placeholder: '请输入原密码', autoComplete: 'current-password' }]}
                validator={(value: string | undefined) => validateOldPassword(value) ?? ''}
              />
              <Field
                name="newPassword"
                title="新密码"
                decorator={[FormItem, { asterisk: true, colon: false, extra: <span style={HINT_STYLE}>{PASSWORD_HINT}</span> }]}
                component={[Password, { placeholder: '请输入新密码', autoComplete: 'new-password' }]}
                validator={(value: string | undefined) => validateNewPassword(value) ?? ''}
              />
              <NewPasswordStrength />
              <Field
                name="checkPassword"
                title="确认密码"
                decorator={[FormItem, { asterisk: true, colon: false }]}
                component={[Password, { placeholder: '请再次输入密码', autoComplete: 'new-password' }]}
                validator={(value: string | undefined) => validateConfirmPassword(value, form.values.newPassword) ?? ''}
              />
            </FormLayout>
            {/* Enter in a field submits, as in any form. */}
            <button type="submit" hidden aria-hidden="true" tabIndex={-1} />
          </form>
        </FormProvider>
      )}
    </Modal>
  );
}
