import { createForm, type Form } from '@formily/core';
import { Input } from '@formily/antd-v5';
import { Field, observer } from '@formily/react';
import { Checkbox, Modal, Typography } from 'antd';
import { useMemo } from 'react';
import { FormBody } from '../../../ui/form/FormBody';
import { FormItem } from '../../../ui/form/FormItem';
import { firstOf, matches, required } from '../../../ui/form/rules';
import { useFormSubmit } from '../../../ui/form/useFormSubmit';
import { StorageText } from '../model/messages';

/**
 * Change permission (docs/behaviour §5: a mode value is required, hint "format 755"). The nine
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

interface ModeValues {
  mode: string;
}

/** The nine checkboxes, following the code typed (and setting it). */
const PermissionGrid = observer(({ form }: { form: Form<ModeValues> }) => {
  const mode = form.values.mode ?? '';
  const value = /^[0-7]{3}$/.test(mode) ? Number.parseInt(mode, 8) : 0;
  const toggle = (bit: number, on: boolean) => form.setValuesIn('mode', (on ? value | bit : value & ~bit).toString(8).padStart(3, '0'));
  return (
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
  );
});

export function ChmodDialog({ names, initial, onSubmit, onCancel }: ChmodDialogProps) {
  const form = useMemo(() => createForm<ModeValues>({ initialValues: { mode: initial } }), [initial]);
  const { submit, busy } = useFormSubmit(form, (values) => onSubmit(values.mode.trim()));
  const shown = names.length <= 3 ? names.join('、') : `${names.slice(0, 3).join('、')} 等 ${names.length} 项`;
  return (
    <Modal open title="修改权限" okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onCancel} destroyOnHidden maskClosable={false}>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>对象：{shown}</Typography.Paragraph>
      <FormBody form={form} onSubmit={() => void submit()}>
        <Field
          name="mode"
          title="权限码"
          decorator={[FormItem, { asterisk: true }]}
          validator={firstOf(required(StorageText.modeHint), matches(/^\s*[0-7]{3,4}\s*$/, StorageText.modeInvalid))}
          component={[Input, { autoFocus: true, maxLength: 4, placeholder: StorageText.modeHint, className: 'storage-mono' }]}
        />
      </FormBody>
      <PermissionGrid form={form} />
    </Modal>
  );
}
