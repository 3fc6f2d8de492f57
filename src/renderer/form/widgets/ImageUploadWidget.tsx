/**
 * docs/behaviour §5 single-image upload: one picture (antd picture card), previewed large on click,
 * removable. The field stores the URL the upload answered; accept defaults to jpg, jpeg and png
 * and the size limit to 10 MB (field config `accept`, `maxSizeMb`).
 */
import { PlusOutlined } from '@ant-design/icons';
import { Image, Upload, type UploadFile } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import { acceptOf } from '../../files/fileRules';
import { fileNameOf, imageSrc } from '../../files/fileUrl';
import { uploadOptionsOf } from './uploadOptions';
import { useUpload } from './useUpload';

export function ImageUploadWidget(props: WidgetProps) {
  const { maxSizeMb, ...options } = uploadOptionsOf(props);
  const accept = acceptOf({ kind: 'image', accept: options.accept });
  const disabled = props.disabled || props.readonly;
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const { pending, doneUid, check, start } = useUpload({ kind: 'image', accept, maxSizeMb }, (url) => props.onChange(url));
  const [previewing, setPreviewing] = useState(false);
  const src = imageSrc(value);

  const current: UploadFile | null = value ? { uid: doneUid, name: fileNameOf(value) || props.label, status: 'done', url: src, thumbUrl: src } : null;
  const fileList = pending ? [pending] : current ? [current] : [];

  return (
    <div className="hpc-upload hpc-upload-image" aria-label={props.label}>
      <Upload
        id={props.id}
        listType="picture-card"
        accept={accept}
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        showUploadList={{ showPreviewIcon: true, showRemoveIcon: !disabled, showDownloadIcon: false }}
        beforeUpload={(file) => (check(file) ? true : Upload.LIST_IGNORE)}
        customRequest={({ file }) => start(file as File & { uid?: string })}
        onPreview={() => setPreviewing(true)}
        onRemove={() => {
          props.onChange(undefined);
          return true;
        }}
      >
        {fileList.length === 0 && !disabled ? (
          <button type="button" className="hpc-upload-card-button" aria-label={`上传${props.label}`}>
            <PlusOutlined />
            <div className="hpc-upload-card-text">上传</div>
          </button>
        ) : null}
      </Upload>
      {src && (
        <Image
          src={src}
          alt={props.label}
          style={{ display: 'none' }}
          preview={{ visible: previewing, src, onVisibleChange: (visible) => setPreviewing(visible) }}
        />
      )}
    </div>
  );
}
