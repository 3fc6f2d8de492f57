import { Checkbox, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { StorageText } from '../model/messages';

/**
 * Change permission (spec §5: a mode value is required, hint "format 755"). The nine
 * checkboxes and the code edit the same value, so either way of thinking works.
 */
const WHO = [['属主', 6], ['属组', 3], ['其他', 0]] as const;
const BITS = [['读', 4], ['写', 2], ['执行', 1]] as const;

/** "drwxr-x---" → "750"; anything unreadable → "". */
export function permToMode(perm: string): string {
  const bits = perm.slice(1, 10);
  if (!/^[r-][w-][xsStT-][r-][w-][xsStT-][r-][w-][xtT-]$/.test(bits)) return '';
  let mode = 0;
  [...bits].forEach((char, i) => {
    if (char !== '-' && char !== 'S' && char !== 'T') mode |= 1 << (8 - i);
  });
  return mode.toString(8).padStart(3, '0');
}

export interface ChmodDialogProps {
  names: string[];
  initial: string;
  onSubmit(mode: string): Promise<boolean>;
  onCancel(): void;
}

export function ChmodDialog({ names, initial, onSubmit, onCancel }: ChmodDialogProps) {
  const [form] = Form.useForm<{ mode: string }>();
  const mode = Form.useWatch('mode', form) ?? initial;
  const [busy, setBusy] = useState(false);
  const value = /^[0-7]{3}$/.test(mode) ? Number.parseInt(mode, 8) : 0;
  const toggle = (bit: number, on: boolean) => form.setFieldsValue({ mode: (on ? value | bit : value & ~bit).toString(8).padStart(3, '0') });
  const submit = async () => {
    const fields = await form.validateFields();
    setBusy(true);
    try {
      await onSubmit(fields.mode.trim());
    } finally {
      setBusy(false);
    }
  };
  const shown = names.length <= 3 ? names.join('、') : `${names.slice(0, 3).join('、')} 等 ${names.length} 项`;
  return (
    <Modal open title="修改权限" okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void submit().catch(() => undefined)} onCancel={onCancel} destroyOnHidden maskClosable={false}>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>对象：{shown}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ mode: initial }}>
        <Form.Item
          name="mode"
          label="权限码"
          rules={[{ required: true, whitespace: true, message: StorageText.modeHint }, { pattern: /^\s*[0-7]{3,4}\s*$/, message: StorageText.modeInvalid }]}
        >
          <Input autoFocus maxLength={4} placeholder={StorageText.modeHint} className="storage-mono" onPressEnter={() => void submit().catch(() => undefined)} />
        </Form.Item>
      </Form>
      <div className="storage-perm-grid" aria-label="权限位">
        <span />
        {BITS.map(([label]) => <Typography.Text key={label} type="secondary">{label}</Typography.Text>)}
        {WHO.map(([who, shift]) => [
          <Typography.Text key={who}>{who}</Typography.Text>,
          ...BITS.map(([label, bit]) => (
            <Checkbox key={`${who}${label}`} aria-label={`${who}${label}`} checked={(value & (bit << shift)) !== 0} onChange={(e) => toggle(bit << shift, e.target.checked)} />
          )),
        ])}
      </div>
    </Modal>
  );
}
