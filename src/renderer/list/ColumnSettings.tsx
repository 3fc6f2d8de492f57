import { SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo } from 'react';
import { createLazyOverlay } from '../../ui/lazyOverlay';
import type { VisibilityState } from './columnVisibility';
import type { ResolvedColumn } from './resolveColumns';

export interface ColumnSettingsProps {
  columns: ResolvedColumn[];
  visibility: VisibilityState;
  onToggle: (key: string, visible: boolean) => void;
}

const ColumnSettingsPopover = createLazyOverlay(() => import('./ColumnSettingsPopover'), 'click');

/** Show/hide columns; the choice is saved per page (see columnVisibility.ts). */
export const ColumnSettings = memo(function ColumnSettings({ columns, visibility, onToggle }: ColumnSettingsProps) {
  return (
    <ColumnSettingsPopover columns={columns} visibility={visibility} onToggle={onToggle}>
      <Button icon={<SettingOutlined />} aria-label="列设置">列设置</Button>
    </ColumnSettingsPopover>
  );
});
