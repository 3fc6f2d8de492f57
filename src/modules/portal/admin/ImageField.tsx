import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { safeImage } from '../../../contract/portalBlocks';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

export interface ImageFieldProps {
  value?: string;
  onChange?: (url: string) => void;
  upload: (file: File) => Promise<string>;
  /** What the picture is, for the buttons' accessible names. */
  label: string;
}

/** One picture: a thumbnail, 上传图片 (png/jpg/gif/webp ≤ 5 MB) and 清除. */
export function ImageField({ value, onChange, upload, label }: ImageFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const src = safeImage(value ?? '');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      notify.warning('只能上传 png、jpg、jpeg、gif、webp 格式的图片');
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      notify.warning('图片大小不能超过 5MB');
      return;
    }
    setBusy(true);
    try {
      onChange?.(await upload(file));
      notify.success('上传成功');
    } catch {
      // The client has shown why; the previous picture stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="pt-image-field">
      <div className="pt-image-thumb">{src ? <img src={src} alt={`${label}预览`} /> : <span>未上传</span>}</div>
      <Space>
        <Button icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()} aria-label={`上传${label}`}>
          上传图片
        </Button>
        {src && (
          <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} aria-label={`清除${label}`}>
            清除
          </Button>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        hidden
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </div>
  );
}
