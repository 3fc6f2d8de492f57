import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { createRole, updateRole, type RoleInput, type RoleRow } from './api/roleApi';

const NAME_MAX = 20;
const REMARK_MAX = 100;

interface Props {
  /** The role edited; null creates one. */
  role: RoleRow | null;
  onClose: () => void;
  onSaved: (role: RoleRow) => void;
}

/** 新增角色 / 编辑角色: name (required, unique — the server says so) and 说明. A refusal keeps what was typed. */
export function RoleDialog({ role, onClose, onSaved }: Props) {
  const [form] = Form.useForm<RoleInput>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const input = { roleName: values.roleName.trim(), remark: (values.remark ?? '').trim() };
    setSaving(true);
    try {
      onSaved(role ? await updateRole(role.id, input) : await createRole(input));
    } catch {
      // The client showed the server's reason; the dialog stays open with the input.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={role ? '编辑角色' : '新增角色'}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ roleName: role?.roleName ?? '', remark: role?.remark ?? '' }} name="role-dialog">
        <Form.Item
          name="roleName"
          label="角色名称"
          rules={[
            { required: true, whitespace: true, message: '角色名称不能为空' },
            { max: NAME_MAX, message: `角色名称不能超过${NAME_MAX}个字符` },
          ]}
        >
          <Input placeholder="请输入角色名称" showCount maxLength={NAME_MAX} autoFocus />
        </Form.Item>
        <Form.Item name="remark" label="说明" rules={[{ max: REMARK_MAX, message: `说明不能超过${REMARK_MAX}个字符` }]}>
          <Input.TextArea placeholder="请输入说明" rows={3} showCount maxLength={REMARK_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
