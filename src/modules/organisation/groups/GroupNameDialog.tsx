import { Form, Input, Modal } from 'antd';
import { useState } from 'react';

const NAME_MAX = 30;

/** 新增下级组织 / 重命名: one name; a refusal (e.g. 组织名称已存在) keeps what was typed. */
export function GroupNameDialog({ title, initial, onClose, onSubmit }: { title: string; initial: string; onClose: () => void; onSubmit: (name: string) => Promise<void> }) {
  const [form] = Form.useForm<{ groupName: string }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await onSubmit(values.groupName.trim());
    } catch {
      // The client showed the server's reason.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open title={title} okText="确定" cancelText="取消" confirmLoading={saving} onOk={() => void submit()} onCancel={onClose} maskClosable={false} destroyOnHidden>
      <Form form={form} layout="vertical" name="org-group" initialValues={{ groupName: initial }}>
        <Form.Item name="groupName" label="组织名称" rules={[{ required: true, whitespace: true, message: '组织名称不能为空' }, { max: NAME_MAX, message: `组织名称不能超过${NAME_MAX}个字符` }]}>
          <Input placeholder="请输入组织名称" maxLength={NAME_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
