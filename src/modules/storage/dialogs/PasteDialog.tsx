import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { baseName } from '../model/paths';

/** Paste confirmation (docs/behaviour §2.8 dialogs): what is about to be copied, and where. */
export function PasteDialog({ paths, dir, onSubmit, onCancel }: { paths: string[]; dir: string; onSubmit(): Promise<boolean>; onCancel(): void }) {
  const [busy, setBusy] = useState(false);
  const shown = paths.slice(0, 8).map(baseName);
  return (
    <Modal
      open
      title="粘贴"
      okText="粘贴"
      cancelText="取消"
      confirmLoading={busy}
      maskClosable={false}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onSubmit();
        } finally {
          setBusy(false);
        }
      }}
    >
      <Typography.Paragraph>
        确定将以下 {paths.length} 项复制到 <Typography.Text code>{dir}</Typography.Text> 吗？
      </Typography.Paragraph>
      <ul style={{ maxHeight: 200, overflow: 'auto', paddingInlineStart: 20 }}>
        {shown.map((name, i) => <li key={`${name}-${i}`}>{name}</li>)}
        {paths.length > shown.length && <li>…… 等 {paths.length} 项</li>}
      </ul>
    </Modal>
  );
}
