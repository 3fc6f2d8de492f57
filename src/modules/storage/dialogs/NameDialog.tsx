import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { nameProblem } from '../model/paths';

/**
 * New folder and rename (spec §2.8 dialogs). A refused name keeps what was typed; the dialog
 * closes only when the service accepted the change.
 */
export interface NameDialogProps {
  title: string;
  label: string;
  initial: string;
  onSubmit(name: string): Promise<boolean>;
  onCancel(): void;
}

export function NameDialog({ title, label, initial, onSubmit, onCancel }: NameDialogProps) {
  const [form] = Form.useForm<{ name: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const { name } = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(name.trim());
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={title} okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void submit().catch(() => undefined)} onCancel={onCancel} destroyOnHidden maskClosable={false}>
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: `请输入${label}` },
            { validator: (_rule, value: string | undefined) => { const problem = nameProblem(value ?? ''); return problem ? Promise.reject(new Error(problem)) : Promise.resolve(); } },
          ]}
        >
          <Input autoFocus maxLength={255} placeholder={`请输入${label}`} onPressEnter={() => form.submit()} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
