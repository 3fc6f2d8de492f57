/**
 * Attachments (e.g. a contract scan, a spreadsheet of users): an upload button, then each file's
 * name as a download link with a remove button. The field stores the URL the upload answered,
 * whose last segment is the name; with `maxCount` above 1 it holds that many URLs joined by ",".
 * `accept`, `maxSizeMb` and `maxCount` come from the field config (defaults .xls/.xlsx, 2048 KB,
 * 9 files: fileRules.ts).
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import type { WidgetProps } from '@rjsf/utils';
import { notify } from '../../../core/feedback/notify';
import { downloadStoredFile } from '../../files/downloadFile';
import { acceptOf, countMessage, maxCountOf } from '../../files/fileRules';
import { fileHref, fileNameOf, fileUrlsOf, joinFileUrls } from '../../files/fileUrl';
import { uploadOptionsOf } from './uploadOptions';
import { useUpload } from './useUpload';

export function FileUploadWidget(props: WidgetProps) {
  const options = uploadOptionsOf(props);
  const accept = acceptOf({ kind: 'file', accept: options.accept });
  const maxCount = maxCountOf('file', options.maxCount);
  const single = maxCount === 1;
  const disabled = props.disabled || props.readonly;
  const value = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  // One field, one URL when it holds one file; several joined otherwise.
  const urls = single ? (value ? [value] : []) : fileUrlsOf(value);
  const { pending, doneUid, check, start } = useUpload({ kind: 'file', accept: options.accept, maxSizeMb: options.maxSizeMb }, (url) =>
    props.onChange(single ? url : joinFileUrls([...fileUrlsOf(props.value), url])),
  );

  // A row keeps its uid when another is removed (an index would move it, and antd would animate it).
  const stored: UploadFile[] = urls.map((url, index) => ({
    uid: single ? doneUid : `${url}#${urls.slice(0, index).filter((other) => other === url).length}`,
    name: fileNameOf(url) || url,
    status: 'done',
    url: fileHref(url),
  }));
  const fileList = single ? (pending ? [pending] : stored) : pending ? [...stored, pending] : stored;
  const full = urls.length >= maxCount;

  const beforeUpload = (file: File) => {
    if (!single && full) {
      notify.error(countMessage(maxCount));
      return Upload.LIST_IGNORE;
    }
    return check(file) ? true : Upload.LIST_IGNORE;
  };
  const download = (file: UploadFile) => {
    const url = urls[stored.findIndex((entry) => entry.uid === file.uid)];
    if (url) void downloadStoredFile(url);
  };
  const remove = (file: UploadFile) => {
    const index = stored.findIndex((entry) => entry.uid === file.uid);
    props.onChange(single || index < 0 ? undefined : joinFileUrls(urls.filter((_, i) => i !== index)));
    return true;
  };
  const again = single && value !== undefined;

  return (
    <div className="hpc-upload hpc-upload-file">
      <Upload
        id={props.id}
        accept={accept}
        maxCount={single ? 1 : undefined}
        fileList={fileList}
        disabled={disabled}
        showUploadList={{ showRemoveIcon: !disabled, showDownloadIcon: urls.some((url) => fileHref(url) !== undefined), showPreviewIcon: false }}
        beforeUpload={beforeUpload}
        customRequest={({ file }) => start(file as File & { uid?: string })}
        // The name and the download icon both download (a plain link would miss the mock worker and the token).
        onPreview={download}
        onDownload={download}
        onRemove={remove}
      >
        {!disabled && (single || !full) && (
          // The accessible name starts with the visible text (axe label-content-name-mismatch) and names the field.
          <Button icon={<UploadOutlined />} aria-label={`${again ? '重新上传' : '上传文件'}：${props.label}`} disabled={pending !== null}>
            {again ? '重新上传' : '上传文件'}
          </Button>
        )}
      </Upload>
      {!disabled && !single && (
        <div className="hpc-upload-count" aria-live="polite">{`已上传 ${urls.length} / ${maxCount} 个`}</div>
      )}
    </div>
  );
}
