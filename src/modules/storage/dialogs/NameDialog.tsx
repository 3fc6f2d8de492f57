import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { byteLength, NAME_MAX_BYTES, nameProblem } from '../model/paths';

/**
 * New folder and rename (spec §2.8 dialogs). Every name the service would refuse is refused here
 * first, with its reason, while the dialog is open — a refusal from the service closes all
 * dialogs (spec §8) and the typed name would be lost. Nothing typed is cut: a name over 255
 * bytes is refused with its length, and the counter counts bytes as the service does.
 */
export interface NameDialogProps {
  title: string;
  label: string;
  initial: string;
  /** The folder the entry goes into (the whole path has a length limit too). */
  dir: string;
  /** Whether an entry of this name is already in the folder (the service refuses it). */
  taken(name: string): boolean;
  onSubmit(name: string): Promise<boolean>;
  onCancel(): void;
}

export function NameDialog({ title, label, initial, dir, taken, onSubmit, onCancel }: NameDialogProps) {
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
  const check = (value: string | undefined): Promise<void> => {
    const name = (value ?? '').trim();
    const problem = nameProblem(name, dir) ?? (name !== '' && taken(name) ? `该目录下已存在同名的文件或文件夹：${name}` : null);
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  };
  return (
    <Modal open title={title} okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void submit().catch(() => undefined)} onCancel={onCancel} destroyOnHidden maskClosable={false}>
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={() => void submit()}>
        <Form.Item
          name="name"
          label={label}
          rules={[
            { required: true, whitespace: true, message: `请输入${label}` },
            { validator: (_rule, value: string | undefined) => check(value) },
          ]}
        >
          <Input
            autoFocus
            count={{ show: true, max: NAME_MAX_BYTES, strategy: (text) => byteLength(text.trim()) }}
            placeholder={`请输入${label}`}
            onPressEnter={() => form.submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
