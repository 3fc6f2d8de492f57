/**
 * The dialog of a custom action's `upload` (上传营业执照): a 选择文件 button over a file input
 * limited to the action's accept list, the accepted types and size under it, the chosen file's
 * name and size, 取消 / 上传. A file of another type, an empty one or one over the size is refused
 * here in Chinese and nothing is sent; 上传 without a file says 请选择要上传的文件. While the file is
 * sent the dialog waits; a refusal of the server is shown in the dialog, which stays open with the
 * file chosen, and once the server has taken it the dialog closes.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId, useRef, useState } from 'react';
import type { ModalApi } from '../../core/feedback/modalApi';
import { openFormDialog } from '../list/openFormDialog';
import type { ActionUpload } from '../../pageLanguage/actions';
import { formatSize } from '../../contract/storageFormat';
import { CONFIRM_CANCEL } from '../list/confirmDialogs';
import { UPLOAD_FAILED, UPLOAD_NO_FILE, uploadHint, uploadRefusal } from './fileActions';
import '../list/promptDialog.css';
import './uploadDialog.css';

export const UPLOAD_PICK = '选择文件';
export const UPLOAD_SEND = '上传';

export interface UploadRequest {
  /** Dialog title: the action's label. */
  title: string;
  upload: ActionUpload;
  /** Sends the file; resolves null once the server has taken it, else the refusal to show. */
  submit: (file: File) => Promise<string | null>;
}

function UploadForm({ request, onClose }: { request: UploadRequest; onClose: () => void }) {
  const { upload, submit } = request;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const pick = useRef<HTMLButtonElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const refusal = uploadRefusal(chosen, upload);
    setFile(refusal ? null : chosen);
    setError(refusal);
  };

  const send = async () => {
    if (!file) {
      setError(UPLOAD_NO_FILE);
      pick.current?.focus();
      return;
    }
    setBusy(true);
    const refusal = await submit(file).catch(() => UPLOAD_FAILED);
    setBusy(false);
    if (refusal === null) onClose();
    else setError(refusal);
  };

  return (
    <div className="hpc-action-prompt hpc-action-upload">
      <span id={`${id}-label`} className="hpc-action-prompt-label hpc-action-prompt-label-required">文件</span>
      <div className="hpc-action-upload-pick">
        {/* The input stays out of sight and out of the tab order: the button opens it. */}
        <input
          ref={input}
          type="file"
          tabIndex={-1}
          className="hpc-action-upload-input"
          accept={upload.accept}
          aria-labelledby={`${id}-label`}
          disabled={busy}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            // Choosing the same file again after a refusal must still be seen.
            event.target.value = '';
          }}
        />
        <Button
          ref={pick}
          icon={<UploadOutlined />}
          disabled={busy}
          aria-describedby={`${id}-label ${id}-file ${id}-hint ${id}-error`}
          onClick={() => input.current?.click()}
        >
          {UPLOAD_PICK}
        </Button>
        <span id={`${id}-file`} className="hpc-action-upload-file">{file ? `${file.name}（${formatSize(file.size)}）` : '未选择文件'}</span>
      </div>
      <div id={`${id}-hint`} className="hpc-action-upload-hint">{uploadHint(upload)}</div>
      <div id={`${id}-error`} role="alert" className="hpc-action-prompt-error">{error}</div>
      <div className="ant-modal-confirm-btns">
        <Button onClick={onClose} disabled={busy}>{CONFIRM_CANCEL}</Button>
        <Button type="primary" loading={busy} onClick={() => void send()}>{UPLOAD_SEND}</Button>
      </div>
    </div>
  );
}

/** Opens the dialog; resolves once it is closed (sent or cancelled). */
export function openUploadDialog(modal: ModalApi, request: UploadRequest): Promise<void> {
  return openFormDialog(modal, request.title, <UploadOutlined />, (close) => <UploadForm request={request} onClose={close} />);
}
