import { Checkbox, Popover, Space } from 'antd';
import type { ReactElement } from 'react';
import type { VisibilityState } from './columnVisibility';
import type { ResolvedColumn } from './resolveColumns';

export interface ColumnSettingsPopoverProps {
  columns: ResolvedColumn[];
  visibility: VisibilityState;
  onToggle: (key: string, visible: boolean) => void;
  children: ReactElement;
}

/** The 显示列 popover: one checkbox per column. Its own chunk (popover, checkbox), loaded on first open. */
export default function ColumnSettingsPopover({ columns, visibility, onToggle, children }: ColumnSettingsPopoverProps) {
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
      {children}
    </Popover>
  );
}
