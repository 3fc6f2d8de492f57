import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { assignUser, type UserOptions, type UserRow } from '../api/orgApi';

interface Values {
  groupId: string;
  roleId: string;
}

/**
 * 分配组织和角色: the user's default organisation and the role whose permission codes they hold
 * (the menus they see after signing in again).
 */
export function AssignDialog({ user, options, onClose, onSaved }: { user: UserRow; options: UserOptions | undefined; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await assignUser(user.id, values.groupId, values.roleId);
      onSaved();
    } catch {
      // The client showed the server's reason; the choices stay.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={`分配组织和角色：${user.displayName}`} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="保存后该用户的菜单与按钮按新角色的权限显示，已登录的会话将被要求重新登录。" />
      <Form form={form} layout="vertical" name="org-assign" initialValues={{ groupId: user.groupId || undefined, roleId: user.roleId || undefined }}>
        <Form.Item name="groupId" label="所属组织" rules={[{ required: true, message: '请选择默认组织' }]}>
          <Select placeholder="请选择所属组织" showSearch optionFilterProp="label" options={options?.groups.map((g) => ({ value: g.groupId, label: g.groupName }))} />
        </Form.Item>
        <Form.Item name="roleId" label="角色" rules={[{ required: true, message: '请选择默认角色' }]}>
          <Select placeholder="请选择角色" options={options?.roles.map((r) => ({ value: r.roleId, label: r.roleName }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
