import { FolderOpenOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';

/** A directory path input with a button opening the directory chooser; the input carries the field's name. */
export function TargetField({ value, onChange, onBrowse, ...rest }: { value?: string; onChange?: (value: string) => void; onBrowse(): void; 'aria-labelledby'?: string }) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} onChange={(e) => onChange?.(e.target.value)} className="storage-mono" aria-labelledby={rest['aria-labelledby']} />
      <Button icon={<FolderOpenOutlined />} onClick={onBrowse}>
        选择目录
      </Button>
    </Space.Compact>
  );
}
