import { Image, Spin } from 'antd';
import { useEffect, useMemo } from 'react';
import { useOperationQuery } from '../../../renderer/data/operationQueries';
import { sessionHeaders } from '../api/storageApi';
import type { StorageSession } from '../../../contract/storageTypes';

/**
 * Image preview (docs/behaviour §5: jpg, png, jpeg): storage get-view without a page size answers the
 * image's bytes (read asFile, on the query cache with the session's headers) into an object URL,
 * released when the preview closes. A failed read closes it: the client already showed why.
 */
export function ImagePreview({ session, path, name, onClose }: { session: StorageSession; path: string; name: string; onClose(): void }) {
  const { state } = useOperationQuery('storage', 'get-view', { query: { file: path } }, {
    loading: false, headers: sessionHeaders(session), asFile: true, select: (bytes) => bytes as unknown as Blob,
  });
  const blob = state.status === 'ready' ? state.data : null;
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  const failed = state.status === 'error';
  useEffect(() => { if (failed) onClose(); }, [failed, onClose]);

  if (!url) return <Spin fullscreen tip="正在加载图片…" />;
  return (
    <Image
      alt={name}
      src={url}
      style={{ display: 'none' }}
      preview={{ visible: true, src: url, onVisibleChange: (visible) => { if (!visible) onClose(); }, toolbarRender: (node) => node }}
    />
  );
}
