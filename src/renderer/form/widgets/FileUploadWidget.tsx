/**
 * One attachment (e.g. a contract scan): an upload button, then the file's name as a download
 * link with a remove button. The field stores the URL the upload answered, whose last segment
 * is the name; `accept` and `maxSizeMb` (default 10 MB) come from the field config.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { downloadStoredFile } from '../../files/downloadFile';
import { fileHref, fileNameOf } from '../../files/fileUrl';
import { uploadOptionsOf } from './uploadOptions';
import { useUpload } from './useUpload';

export function FileUploadWidget(props: WidgetProps) {
  const { accept, maxSizeMb } = uploadOptionsOf(props);
  const disabled = props.disabled || props.readonly;
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const { pending, doneUid, check, start } = useUpload({ kind: 'file', accept, maxSizeMb }, (url) => props.onChange(url));
  const href = fileHref(value);
  const name = fileNameOf(value);

  const download = () => {
    if (value) void downloadStoredFile(value);
  };

  const current: UploadFile | null = value ? { uid: doneUid, name: name || value, status: 'done', url: href } : null;
  const fileList = pending ? [pending] : current ? [current] : [];

  return (
    <div className="hpc-upload hpc-upload-file">
      <Upload
        id={props.id}
        accept={accept}
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled, showDownloadIcon: href !== undefined, showPreviewIcon: false }}
        beforeUpload={(file) => (check(file) ? true : Upload.LIST_IGNORE)}
        customRequest={({ file }) => start(file as File & { uid?: string })}
        // The name and the download icon both download (a plain link would miss the mock worker and the token).
        onPreview={download}
        onDownload={download}
        onRemove={() => {
          props.onChange(undefined);
          return true;
        }}
      >
        {!disabled && (
          // The accessible name starts with the visible text (axe label-content-name-mismatch) and names the field.
          <Button icon={<UploadOutlined />} aria-label={`${value ? '重新上传' : '上传文件'}：${props.label}`} disabled={pending !== null}>
            {value ? '重新上传' : '上传文件'}
          </Button>
        )}
      </Upload>
    </div>
  );
}
