import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';

/** A directory path input with a button opening the directory chooser. */
export function TargetField({ value, onChange, onBrowse }: { value?: string; onChange?: (value: string) => void; onBrowse(): void }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} onChange={(e) => onChange?.(e.target.value)} className="storage-mono" />
      <Button icon={<FolderOpenOutlined />} onClick={onBrowse}>
        选择目录
      </Button>
    </Space.Compact>
  );
}
