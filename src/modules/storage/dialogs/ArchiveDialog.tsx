import { createForm } from '@formily/core';
import { Input } from '@formily/antd-v5';
import { Field } from '@formily/react';
import { Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { FormBody } from '../../../ui/form/FormBody';
import { FormItem } from '../../../ui/form/FormItem';
import { firstOf, required, validValues } from '../../../ui/form/rules';
import type { StorageSession } from '../../../contract/storageTypes';
import { joinPath, nameProblem } from '../model/paths';
import { DirectoryChooser } from './DirectoryChooser';
import { TargetField } from './TargetField';

/**
 * Pack (to a .tar in a chosen directory) and unpack (a zip or tar into a chosen directory),
 * docs/behaviour §2.8 dialogs. Pack resolves with the tar path; unpack with the target directory.
 */
export interface ArchiveDialogProps {
  mode: 'pack' | 'unpack';
  session: StorageSession;
  roots: readonly string[];
  /** Names being packed, or the archive's name. */
  names: string[];
  defaultName: string;
  defaultDir: string;
  onSubmit(target: string): Promise<boolean>;
  onCancel(): void;
}

interface Fields {
  name: string;
  dir: string;
}

/** The archive's file name as it is created: the typed name, with .tar added unless it has it. */
function tarName(typed: string): string {
  const name = typed.trim();
  return name.toLowerCase().endsWith('.tar') ? name : `${name}.tar`;
}

export function ArchiveDialog({ mode, session, roots, names, defaultName, defaultDir, onSubmit, onCancel }: ArchiveDialogProps) {
  const form = useMemo(() => createForm<Fields>({ initialValues: { name: defaultName, dir: defaultDir } }), [defaultName, defaultDir]);
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const submit = async () => {
    const fields = await validValues(form);
    if (!fields || busy) return;
    const dir = fields.dir.trim();
    setBusy(true);
    try {
      if (mode === 'unpack') await onSubmit(dir);
      else await onSubmit(joinPath(dir, tarName(fields.name)));
    } finally {
      setBusy(false);
    }
  };
  // The name as created (with .tar) in the chosen folder: what the service checks.
  const nameCheck = (value: unknown): string => {
    const typed = String(value ?? '');
    const dir = String(form.values.dir ?? '').trim();
    return typed.trim() === '' ? '' : nameProblem(tarName(typed), dir === '' ? undefined : dir) ?? '';
  };
  const shown = names.length <= 3 ? names.join('、') : `${names.slice(0, 3).join('、')} 等 ${names.length} 项`;
  return (
    <Modal open title={mode === 'pack' ? '打包' : '解压'} okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void submit()} onCancel={onCancel} destroyOnHidden maskClosable={false} width={560}>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
        {mode === 'pack' ? `打包内容：${shown}` : `压缩包：${shown}`}
      </Typography.Paragraph>
      <FormBody form={form} onSubmit={() => void submit()}>
        {mode === 'pack' && (
          <Field
            name="name"
            title="打包文件名（.tar）"
            decorator={[FormItem, { asterisk: true }]}
            validator={firstOf(required('请输入打包文件名'), nameCheck)}
            component={[Input, { autoFocus: true, suffix: '.tar', placeholder: '请输入打包文件名' }]}
          />
        )}
        <Field
          name="dir"
          title={mode === 'pack' ? '保存到' : '解压到'}
          decorator={[FormItem, { asterisk: true }]}
          validator={required('请选择目录')}
          component={[TargetField, { onBrowse: () => setChoosing(true) }]}
        />
      </FormBody>
      {choosing && (
        <DirectoryChooser
          session={session}
          roots={roots}
          initial={form.values.dir}
          onChoose={(path) => {
            form.setValuesIn('dir', path);
            setChoosing(false);
          }}
          onCancel={() => setChoosing(false)}
        />
      )}
    </Modal>
  );
}
