import { Alert, Modal, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { sessionHeaders, VIEW_PAGE_BYTES } from '../api/storageApi';
import { readFilePage } from '../api/replyShape';
import type { StorageSession } from '../../../contract/storageTypes';
import { formatSize } from '../../../contract/storageFormat';

/** File info viewer (docs/behaviour §2.8, §9): the file read 4096 bytes per page (storage get-view), shown as plain text. */
export function FileViewer({ session, path, name, onClose }: { session: StorageSession; path: string; name: string; onClose(): void }) {
  const [page, setPage] = useState(1);
  const { state: read, fetching } = useOperationQuery('storage', 'get-view', { query: { size: VIEW_PAGE_BYTES, page, file: path } }, {
    loading: false, headers: sessionHeaders(session), select: readFilePage, keepPrevious: true,
  });
  const state = { body: '', size: 0, ...(read.status === 'ready' ? read.data : {}), error: read.status === 'error' ? read.message : null };

  const pages = Math.max(1, Math.ceil(state.size / VIEW_PAGE_BYTES));
  const binary = state.body.includes('\u0000');
  return (
    <Modal open title={`查看：${name}`} footer={null} width={920} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {path} · {formatSize(state.size)} · 第 {page} / {pages} 页（每页 {VIEW_PAGE_BYTES} 字节）
      </Typography.Paragraph>
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 8 }} />}
      <Spin spinning={fetching === true}>
        {binary ? (
          <Alert type="info" showIcon message="该文件不是文本文件，无法以文本方式查看，请下载后使用相应软件打开" />
        ) : (
          <pre className="storage-viewer-body" aria-label="文件内容">{state.body}</pre>
        )}
      </Spin>
      <Pagination
        style={{ marginTop: 12, textAlign: 'right' }}
        current={page}
        total={Math.max(state.size, 1)}
        pageSize={VIEW_PAGE_BYTES}
        showSizeChanger={false}
        showQuickJumper
        onChange={setPage}
      />
    </Modal>
  );
}
