import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { PASSWORD_HINT, validateNewPassword } from '../../../core/session/passwordRules';
import { takenMessage } from '../../../core/account/repeatCheck';
import { createUser, updateUser, type NewUserInput, type UserOptions, type UserRow } from '../api/orgApi';

interface Props {
  /** The user edited; null creates one. */
  user: UserRow | null;
  options: UserOptions | undefined;
  onClose: () => void;
  onSaved: () => void;
}


/**
 * 新增用户 / 编辑用户. A new user gets a login name, an initial password (spec §5's rule), an
 * organisation and a role; editing changes name, phone and e-mail. A refusal keeps what was typed.
 */
export function UserDialog({ user, options, onClose, onSaved }: Props) {
  const [form] = Form.useForm<NewUserInput>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const profile = { displayName: values.displayName.trim(), phone: values.phone.trim(), email: (values.email ?? '').trim() };
    setSaving(true);
    try {
      if (user) await updateUser(user.id, profile);
      else await createUser({ ...profile, userName: values.userName.trim(), password: values.password, groupId: values.groupId, roleId: values.roleId });
      onSaved();
    } catch {
      // The client showed the server's reason; the dialog stays open with the input.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={user ? '编辑用户' : '新增用户'}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="org-user"
        initialValues={{ displayName: user?.displayName ?? '', phone: user?.phone ?? '', email: user?.email ?? '' }}
      >
        {!user && (
          <Form.Item
            name="userName"
            label="登录账号"
            validateTrigger={['onChange', 'onBlur']}
            rules={[
              { required: true, whitespace: true, message: '登录账号不能为空' },
              { pattern: /^\s*[A-Za-z][A-Za-z0-9_]{3,19}\s*$/, message: '登录账号以字母开头，4 到 20 位字母、数字或下划线' },
              // 登录账号已存在 when the field is left (the repeat-user check), before the dialog is submitted.
              {
                validateTrigger: 'onBlur',
                validator: async (_rule, value: string | undefined) => {
                  const taken = await takenMessage('userName', value ?? '');
                  if (taken) throw new Error(taken);
                },
              },
            ]}
          >
            <Input placeholder="如：zhang_wei" autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item name="displayName" label="姓名" rules={[{ required: true, whitespace: true, message: '姓名不能为空' }, { max: 20, message: '姓名不能超过20个字符' }]}>
          <Input placeholder="请输入姓名" maxLength={20} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="手机号码"
          rules={[{ required: true, whitespace: true, message: '手机号码不能为空' }, { pattern: /^\s*1[3-9]\d{9}\s*$/, message: '请输入 11 位手机号码' }]}
        >
          <Input placeholder="11 位手机号码" maxLength={13} />
        </Form.Item>
        <Form.Item name="email" label="邮箱" rules={[{ type: 'email', message: '邮箱格式不正确', transform: (v: string | undefined) => v?.trim() }]}>
          <Input placeholder="选填" />
        </Form.Item>
        {!user && (
          <>
            <Form.Item
              name="password"
              label="初始密码"
              required
              extra={PASSWORD_HINT}
              rules={[{ validator: (_r, value: string | undefined) => { const m = validateNewPassword(value); return m ? Promise.reject(new Error(m)) : Promise.resolve(); } }]}
            >
              <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
            </Form.Item>
            <Form.Item name="groupId" label="所属组织" rules={[{ required: true, message: '所属组织不能为空' }]}>
              <Select placeholder="请选择所属组织" showSearch optionFilterProp="label" options={options?.groups.map((g) => ({ value: g.groupId, label: g.groupName }))} />
            </Form.Item>
            <Form.Item name="roleId" label="角色" rules={[{ required: true, message: '角色不能为空' }]}>
              <Select placeholder="请选择角色" options={options?.roles.map((r) => ({ value: r.roleId, label: r.roleName }))} />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
}


