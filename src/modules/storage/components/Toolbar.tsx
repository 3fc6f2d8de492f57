import {
  CloudUploadOutlined, CopyOutlined, DeleteOutlined, DownloadOutlined, FolderAddOutlined, HistoryOutlined,
  ReloadOutlined, SnippetsOutlined, UnorderedListOutlined,
} from '@ant-design/icons';
import { Badge, Button, Checkbox, Input, Space } from 'antd';
import { useRef } from 'react';

/** Buttons above the table; everything here is also in a menu or on a key. */
export interface ToolbarProps {
  selectedCount: number;
  clipboardSize: number;
  uploadCount: number;
  showHidden: boolean;
  filter: string;
  onUpload(files: File[]): void;
  onMkdir(): void;
  onDownload(): void;
  onCopy(): void;
  onPaste(): void;
  onDelete(): void;
  onRefresh(): void;
  onShowHidden(show: boolean): void;
  onFilter(text: string): void;
  onRecords(): void;
  onUploads(): void;
}

export function Toolbar(props: ToolbarProps) {
  const input = useRef<HTMLInputElement>(null);
  const none = props.selectedCount === 0;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between' }}>
      <Space wrap>
        <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => input.current?.click()}>
          上传文件
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          data-testid="storage-upload-input"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = ''; // the same file can be chosen again (re-upload, overwrite)
            if (files.length > 0) props.onUpload(files);
          }}
        />
        <Button icon={<FolderAddOutlined />} onClick={props.onMkdir}>新建文件夹</Button>
        <Button icon={<DownloadOutlined />} onClick={props.onDownload}>下载</Button>
        <Button icon={<CopyOutlined />} disabled={none} onClick={props.onCopy}>复制</Button>
        <Badge count={props.clipboardSize} size="small" offset={[-4, 4]}>
          <Button icon={<SnippetsOutlined />} onClick={props.onPaste}>粘贴</Button>
        </Badge>
        <Button icon={<DeleteOutlined />} danger disabled={none} onClick={props.onDelete}>删除</Button>
        <Button icon={<ReloadOutlined />} onClick={props.onRefresh}>刷新</Button>
      </Space>
      <Space wrap>
        <Input.Search allowClear placeholder="筛选当前文件夹" style={{ width: 200 }} defaultValue={props.filter} onSearch={props.onFilter} onChange={(e) => { if (e.target.value === '') props.onFilter(''); }} />
        <Checkbox checked={props.showHidden} onChange={(e) => props.onShowHidden(e.target.checked)}>显示隐藏文件</Checkbox>
        <Button icon={<HistoryOutlined />} onClick={props.onRecords}>操作记录</Button>
        <Badge count={props.uploadCount} size="small" offset={[-4, 4]}>
          <Button icon={<UnorderedListOutlined />} onClick={props.onUploads}>上传列表</Button>
        </Badge>
      </Space>
    </div>
  );
}
