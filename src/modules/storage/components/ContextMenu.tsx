import {
  CopyOutlined, DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, FileZipOutlined, FolderAddOutlined,
  FolderOpenOutlined, LockOutlined, SnippetsOutlined, UserSwitchOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';

/**
 * The right-click menus of docs/behaviour §2.8: on a row — download, view, new folder, rename, change
 * permission, pack (tar), unpack (zip or tar), copy, delete, restore owner; on empty space —
 * new folder and paste. Shown at the pointer with antd's dropdown look.
 */
export type RowAction = 'download' | 'view' | 'mkdir' | 'rename' | 'chmod' | 'pack' | 'unpack' | 'copy' | 'delete' | 'chown';
export type EmptyAction = 'mkdir' | 'paste';

export interface MenuState {
  kind: 'row' | 'empty';
  x: number;
  y: number;
}

const ROW_ITEMS: MenuProps['items'] = [
  { key: 'download', icon: <DownloadOutlined />, label: '下载' },
  { key: 'view', icon: <EyeOutlined />, label: '查看' },
  { key: 'mkdir', icon: <FolderAddOutlined />, label: '新建文件夹' },
  { key: 'rename', icon: <EditOutlined />, label: '重命名' },
  { key: 'chmod', icon: <LockOutlined />, label: '修改权限' },
  { type: 'divider' },
  { key: 'pack', icon: <FileZipOutlined />, label: '打包（tar）' },
  { key: 'unpack', icon: <FolderOpenOutlined />, label: '解压（zip/tar）' },
  { key: 'copy', icon: <CopyOutlined />, label: '复制' },
  { type: 'divider' },
  { key: 'delete', icon: <DeleteOutlined />, label: '删除', danger: true },
  { key: 'chown', icon: <UserSwitchOutlined />, label: '恢复属主' },
];

function emptyItems(clipboardSize: number): MenuProps['items'] {
  return [
    { key: 'mkdir', icon: <FolderAddOutlined />, label: '新建文件夹' },
    { key: 'paste', icon: <SnippetsOutlined />, label: clipboardSize > 0 ? `粘贴（${clipboardSize} 项）` : '粘贴' },
  ];
}

export interface ContextMenuProps {
  menu: MenuState | null;
  clipboardSize: number;
  onRowAction(action: RowAction): void;
  onEmptyAction(action: EmptyAction): void;
  onClose(): void;
}

export function ContextMenu({ menu, clipboardSize, onRowAction, onEmptyAction, onClose }: ContextMenuProps) {
  if (!menu) return null;
  return (
    <Dropdown
      open
      trigger={['contextMenu']}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      menu={{
        items: menu.kind === 'row' ? ROW_ITEMS : emptyItems(clipboardSize),
        onClick: ({ key }) => {
          onClose();
          if (menu.kind === 'row') onRowAction(key as RowAction);
          else onEmptyAction(key as EmptyAction);
        },
      }}
    >
      <span
        aria-hidden
        // Anchor of the menu at the pointer; a new right-click elsewhere remounts it there.
        key={`${menu.x}:${menu.y}`}
        style={{ position: 'fixed', left: menu.x, top: menu.y, width: 1, height: 1 }}
      />
    </Dropdown>
  );
}
