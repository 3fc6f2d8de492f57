/**
 * The upload state shared by the image and file widgets: one file at a time, checked before it
 * is sent (type, size), shown as "uploading" until the server answers. On success the field
 * takes the URL; on failure the message has been shown (client catalogue or the check) and the
 * field keeps its previous value — nothing else in the form changes. Closing the form aborts
 * an upload in flight.
 */
import type { UploadFile } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../../core/feedback/notify';
import { checkUpload, type UploadRules } from '../../files/fileRules';
import { uploadFile } from '../../files/uploadFile';

export type UploadOptions = UploadRules;

export function useUpload(options: UploadOptions, onUploaded: (url: string) => void) {
  const [pending, setPending] = useState<UploadFile | null>(null);
  /** List uid of the stored file: the finished upload keeps its uid, so antd updates the row in place. */
  const [doneUid, setDoneUid] = useState('current');
  const running = useRef<AbortController | null>(null);
  const latest = useRef(onUploaded);
  useEffect(() => {
    latest.current = onUploaded;
  });
  useEffect(() => () => running.current?.abort(), []);

  /** antd's beforeUpload: false stops antd's own request; the file goes through `start` instead. */
  const check = (file: File): boolean => {
    const problem = checkUpload(file, options);
    if (problem) notify.error(problem);
    return problem === null;
  };

  const start = (file: File & { uid?: string }) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const uid = file.uid ?? `upload-${Date.now()}`;
    setPending({ uid, name: file.name, status: 'uploading' });
    uploadFile(file, { signal: controller.signal }).then(
      (uploaded) => {
        if (controller.signal.aborted) return;
        running.current = null;
        setPending(null);
        setDoneUid(uid);
        latest.current(uploaded.url);
      },
      () => {
        if (controller.signal.aborted) return;
        running.current = null;
        setPending(null);
      },
    );
  };

  return { pending, doneUid, check, start };
}
