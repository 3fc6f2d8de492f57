import { Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { StorageSession } from '../../../contract/storageTypes';
import { joinPath, nameProblem } from '../model/paths';
import { DirectoryChooser } from './DirectoryChooser';
import { TargetField } from './TargetField';

/**
 * Pack (to a .tar in a chosen directory) and unpack (a zip or tar into a chosen directory),
 * spec §2.8 dialogs. Pack resolves with the tar path; unpack with the target directory.
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
  const [form] = Form.useForm<Fields>();
  const [busy, setBusy] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const submit = async () => {
    const fields = await form.validateFields();
    const dir = fields.dir.trim();
    setBusy(true);
    try {
      if (mode === 'unpack') return await onSubmit(dir);
      return await onSubmit(joinPath(dir, tarName(fields.name)));
    } finally {
      setBusy(false);
    }
  };
  const shown = names.length <= 3 ? names.join('、') : `${names.slice(0, 3).join('、')} 等 ${names.length} 项`;
  return (
    <Modal open title={mode === 'pack' ? '打包' : '解压'} okText="确定" cancelText="取消" confirmLoading={busy} onOk={() => void submit().catch(() => undefined)} onCancel={onCancel} destroyOnHidden maskClosable={false} width={560}>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
        {mode === 'pack' ? `打包内容：${shown}` : `压缩包：${shown}`}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ name: defaultName, dir: defaultDir }}>
        {mode === 'pack' && (
          <Form.Item
            name="name"
            label="打包文件名（.tar）"
            rules={[
              { required: true, whitespace: true, message: '请输入打包文件名' },
              {
                // The name as created (with .tar) in the chosen folder: what the service checks.
                validator: (_r, value: string | undefined) => {
                  const dir = String(form.getFieldValue('dir') ?? '').trim();
                  const problem = (value ?? '').trim() === '' ? null : nameProblem(tarName(value ?? ''), dir === '' ? undefined : dir);
                  return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
                },
              },
            ]}
          >
            <Input autoFocus suffix=".tar" placeholder="请输入打包文件名" />
          </Form.Item>
        )}
        <Form.Item name="dir" label={mode === 'pack' ? '保存到' : '解压到'} rules={[{ required: true, whitespace: true, message: '请选择目录' }]}>
          <TargetField onBrowse={() => setChoosing(true)} />
        </Form.Item>
      </Form>
      {choosing && (
        <DirectoryChooser
          session={session}
          roots={roots}
          initial={form.getFieldValue('dir') as string}
          onChoose={(path) => {
            form.setFieldsValue({ dir: path });
            setChoosing(false);
          }}
          onCancel={() => setChoosing(false)}
        />
      )}
    </Modal>
  );
}
