import { createForm } from '@formily/core';
import { Input } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Modal } from 'antd';
import { useMemo } from 'react';
import { FormBody } from '../../../ui/form/FormBody';
import { FormItem } from '../../../ui/form/FormItem';
import { firstOf, required } from '../../../ui/form/rules';
import { useFormSubmit } from '../../../ui/form/useFormSubmit';
import { byteLength, NAME_MAX_BYTES, nameProblem } from '../model/paths';

/**
 * New folder and rename (docs/behaviour §2.8 dialogs). Every name the service would refuse is refused here
 * first, with its reason, while the dialog is open — a refusal from the service closes all
 * dialogs (docs/behaviour §8) and the typed name would be lost. Nothing typed is cut: a name over 255
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
  const form = useMemo(() => createForm<{ name: string }>({ initialValues: { name: initial } }), [initial]);
  const { submit, busy } = useFormSubmit(form, (values) => onSubmit(values.name.trim()));
  const check = (value: unknown): string => {
    const name = String(value ?? '').trim();
    return nameProblem(name, dir) ?? (name !== '' && taken(name) ? `该目录下已存在同名的文件或文件夹：${name}` : '');
  };
  return (
    <Modal open title={title} okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onCancel} destroyOnHidden maskClosable={false}>
      <FormBody form={form} onSubmit={() => void submit()}>
        <Field
          name="name"
          title={label}
          decorator={[FormItem, { asterisk: true }]}
          validator={firstOf(required(`请输入${label}`), check)}
          component={[Input, {
            autoFocus: true,
            count: { show: true, max: NAME_MAX_BYTES, strategy: (text: string) => byteLength(text.trim()) },
            placeholder: `请输入${label}`,
          }]}
        />
      </FormBody>
    </Modal>
  );
}
