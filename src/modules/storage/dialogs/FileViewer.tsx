import { Alert, Modal, Pagination, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { readableMessageOf } from '../../../core/feedback/developerFault';
import { isAbortError } from '../../../core/http/HttpError';
import { fetchFilePage, VIEW_PAGE_BYTES } from '../api/storageApi';
import type { StorageSession } from '../../../contract/storageTypes';
import { formatSize } from '../../../contract/storageFormat';

/** File info viewer (spec §2.8, §9): the file read 4096 bytes per page, shown as plain text. */
interface PageState {
  page: number;
  body: string;
  size: number;
  loading: boolean;
  error: string | null;
}

export function FileViewer({ session, path, name, onClose }: { session: StorageSession; path: string; name: string; onClose(): void }) {
  const [state, setState] = useState<PageState>({ page: 1, body: '', size: 0, loading: true, error: null });
  const { page } = state;

  useEffect(() => {
    let live = true;
    fetchFilePage(session, path, page)
      .then(({ body, size }) => {
        if (live) setState((s) => ({ ...s, body, size, loading: false, error: null }));
      })
      .catch((error: unknown) => {
        if (!live || isAbortError(error)) return;
        setState((s) => ({ ...s, loading: false, error: readableMessageOf(error) }));
      });
    return () => {
      live = false;
    };
  }, [session, path, page]);

  const pages = Math.max(1, Math.ceil(state.size / VIEW_PAGE_BYTES));
  const binary = state.body.includes('\u0000');
  return (
    <Modal open title={`查看：${name}`} footer={null} width={920} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {path} · {formatSize(state.size)} · 第 {page} / {pages} 页（每页 {VIEW_PAGE_BYTES} 字节）
      </Typography.Paragraph>
      {state.error && <Alert type="error" showIcon message={state.error} style={{ marginBottom: 8 }} />}
      <Spin spinning={state.loading}>
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
        onChange={(next) => setState((s) => ({ ...s, page: next, loading: true }))}
      />
    </Modal>
  );
}
