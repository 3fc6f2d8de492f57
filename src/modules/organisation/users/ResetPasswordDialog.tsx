import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { PASSWORD_HINT, validateConfirmPassword, validateNewPassword } from '../../../core/session/passwordRules';
import { resetUserPassword, type UserRow } from '../api/orgApi';

interface Values {
  newPassword?: string;
  checkPassword?: string;
}

/** 重置密码: a new password for the user under spec §5's rules; the user's open consoles sign in again. */
export function ResetPasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.newPassword) return;
    setSaving(true);
    try {
      await resetUserPassword(user.id, values.newPassword);
      notify.success('操作成功');
      onClose();
    } catch {
      // The client showed the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={`重置密码：${user.userName}`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <Form form={form} layout="vertical" name="org-reset-password">
        <Form.Item
          name="newPassword"
          label="新密码"
          required
          extra={PASSWORD_HINT}
          rules={[{ validator: (_r, value: string | undefined) => { const m = validateNewPassword(value); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } }]}
        >
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="checkPassword"
          label="确认密码"
          required
          dependencies={['newPassword']}
          rules={[({ getFieldValue }) => ({
            validator: (_r, value: string | undefined) => {
              const m = validateConfirmPassword(value, getFieldValue('newPassword') as string | undefined);
              return m ? Promise.reject(new Error(m)) : Promise.resolve();
            },
          })]}
        >
          <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
