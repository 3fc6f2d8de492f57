import { DatabaseOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { Button, Card, List, Result, Spin } from 'antd';
import { ErrorPanel } from '../../../ui/ErrorPanel';
import { StorageText } from '../model/messages';
import { STORAGE_REFUSED_TITLE } from '../state/refusal';

/** The screens before a folder is open: loading, not bound (docs/behaviour §8), refused, error, the roots list (docs/behaviour §2.8). */
export function StorageLoading() {
  return <Spin tip="正在加载存储信息…" size="large"><div style={{ height: 240 }} /></Spin>;
}

export function NotBound() {
  return <Result status="warning" title={StorageText.notBound} />;
}

/**
 * The role no longer grants the page (403): the refusal the other pages show, 拒绝访问, and why;
 * 重试 asks again (the code may be given back).
 */
export function StorageRefused({ detail, onRetry }: { detail: string; onRetry(): void }) {
  return <ErrorPanel title={STORAGE_REFUSED_TITLE} detail={detail} onRetry={onRetry} />;
}

export function StorageError({ detail, onRetry }: { detail: string; onRetry(): void }) {
  return <Result status="error" title="存储信息加载失败" subTitle={detail} extra={<Button type="primary" onClick={onRetry}>重试</Button>} />;
}

export function RootList({ roots, onOpen }: { roots: readonly string[]; onOpen(path: string): void }) {
  return (
    <Card title={<span><DatabaseOutlined /> 请选择存储目录</span>}>
      <List
        dataSource={[...roots]}
        locale={{ emptyText: '当前账号没有可用的存储目录' }}
        renderItem={(root) => (
          <List.Item actions={[<Button key="open" type="link" onClick={() => onOpen(root)}>打开</Button>]}>
            <List.Item.Meta
              avatar={<FolderOpenOutlined style={{ fontSize: 20, color: '#f4b63f' }} />}
              title={<a onClick={() => onOpen(root)} className="storage-mono">{root}</a>}
              description={root.includes('/scratch/') ? '临时存储（大规模计算输出）' : '家目录（源码、脚本与结果）'}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
