import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import type { ListController } from './useListController';

/** Show/hide columns; the choice is saved per page (see columnVisibility.ts). */
export function ColumnSettings({ controller }: { controller: ListController }) {
  const { table, columns } = controller;
  const content = (
    <Space direction="vertical">
      {columns.map((column) => {
        const tableColumn = table.getColumn(column.key);
        return (
          <Checkbox key={column.key} checked={tableColumn?.getIsVisible() ?? true} onChange={(e) => tableColumn?.toggleVisibility(e.target.checked)}>
            {column.title}
          </Checkbox>
        );
      })}
    </Space>
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="显示列" content={content}>
      <Button icon={<SettingOutlined />} aria-label="列设置">列设置</Button>
    </Popover>
  );
}
