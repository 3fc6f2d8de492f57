import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { memo } from 'react';
import type { VisibilityState } from './columnVisibility';
import type { ResolvedColumn } from './resolveColumns';

export interface ColumnSettingsProps {
  columns: ResolvedColumn[];
  visibility: VisibilityState;
  onToggle: (key: string, visible: boolean) => void;
}

/** Show/hide columns; the choice is saved per page (see columnVisibility.ts). */
export const ColumnSettings = memo(function ColumnSettings({ columns, visibility, onToggle }: ColumnSettingsProps) {
  const content = (
    <Space direction="vertical">
      {columns.map((column) => (
        <Checkbox key={column.key} checked={visibility[column.key] !== false} onChange={(e) => onToggle(column.key, e.target.checked)}>
          {column.title}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示列" content={content}>
      <Button icon={<SettingOutlined />} aria-label="列设置">列设置</Button>
    </Popover>
  );
});
