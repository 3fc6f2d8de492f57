import { Image, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isAbortError } from '../../../core/http/HttpError';
import { fetchImage } from '../api/storageApi';
import type { StorageSession } from '../../../contract/storageTypes';

/**
 * Image preview (spec §5: jpg, png, jpeg). The bytes come through the HTTP client (with the
 * session and storage token) into an object URL; the URL is released when the preview closes.
 */
export function ImagePreview({ session, path, name, onClose }: { session: StorageSession; path: string; name: string; onClose(): void }) {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    let made: string | null = null;
    fetchImage(session, path)
      .then((blob) => {
        if (!live) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch((error: unknown) => {
        if (live && !isAbortError(error)) onClose(); // the client already showed why
      });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [session, path, onClose]);

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
