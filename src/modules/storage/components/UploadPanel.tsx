import { Button, Drawer, Empty, List, Progress, Space, Tag, Typography } from 'antd';
import { useAtomValue } from '../../../adapters/atomHooks';
import { formatSize } from '../../../contract/storageFormat';
import type { UploadItem, UploadStatus } from '../upload/queue';
import { uploadItemsAtom, uploadQueue } from '../upload/uploadQueue';

/** The upload queue (docs/behaviour §3 Upload item, §4): status, progress, and resume/retry/remove. */
const STATUS: Readonly<Record<UploadStatus, { text: string; color: string }>> = {
  wait: { text: '等待上传', color: 'default' },
  padding: { text: '上传中', color: 'processing' },
  success: { text: '上传成功', color: 'success' },
  error: { text: '上传失败', color: 'error' },
};

function actions(item: UploadItem) {
  if (item.status === 'error') {
    return [
      item.accepted > 0 && item.accepted < item.chunks && (
        <Button key="resume" size="small" type="link" onClick={() => uploadQueue.resume(item.id)}>
          继续上传（从第 {item.accepted + 1} 片）
        </Button>
      ),
      <Button key="restart" size="small" type="link" onClick={() => uploadQueue.restart(item.id)}>重新上传</Button>,
      <Button key="remove" size="small" type="link" danger onClick={() => uploadQueue.remove(item.id)}>移除</Button>,
    ].filter(Boolean);
  }
  if (item.status === 'padding') return [];
  return [<Button key="remove" size="small" type="link" onClick={() => uploadQueue.remove(item.id)}>移除</Button>];
}

export function UploadPanel({ open, onClose }: { open: boolean; onClose(): void }) {
  const items = useAtomValue(uploadItemsAtom);
  return (
    <Drawer
      title="上传列表"
      open={open}
      onClose={onClose}
      width={520}
      extra={<Button size="small" onClick={uploadQueue.clearFinished} disabled={!items.some((i) => i.status === 'success')}>清除已完成</Button>}
    >
      {items.length === 0 ? (
        <Empty description="暂无上传任务，可点击“上传文件”或把文件拖到列表中" />
      ) : (
        <List
          dataSource={items}
          rowKey="id"
          renderItem={(item) => (
            <List.Item actions={actions(item)} data-testid="upload-item">
              <div style={{ width: '100%', minWidth: 0 }}>
                <Space style={{ width: '100%', justifyContent: 'space-between' }}>
                  <Typography.Text ellipsis style={{ maxWidth: 260 }} title={item.name}>{item.name}</Typography.Text>
                  <Tag color={STATUS[item.status].color}>{STATUS[item.status].text}</Tag>
                </Space>
                <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis title={item.query.file}>
                  {formatSize(item.file.size)} · {item.chunks} 片 · 已上传 {Math.min(item.accepted, item.chunks)} 片 → {item.dir}
                </Typography.Text>
                <Progress
                  percent={item.progress}
                  size="small"
                  status={item.status === 'error' ? 'exception' : item.status === 'success' ? 'success' : item.status === 'padding' ? 'active' : 'normal'}
                />
                {item.error && <Typography.Text type="danger" style={{ fontSize: 12 }}>{item.error}</Typography.Text>}
              </div>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
