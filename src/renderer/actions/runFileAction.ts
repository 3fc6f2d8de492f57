/**
 * A custom action's `upload` (the dialog picks a file, which is sent to the action's operation;
 * what the server answers is shown and the list reads its rows again) or `download` (the file the
 * operation answers is saved). A refusal is the server's message in Chinese: in the upload dialog,
 * or (a download) the client's message.
 */
import type { ModalApi } from '../../core/feedback/modalApi';
import { notify } from '../../core/feedback/notify';
import { extractServerMessage } from '../../core/http/errorCatalogue';
import { HttpError } from '../../core/http/HttpError';
import type { CustomAction } from '../../pageLanguage/actions';
import type { CurrentRequest } from './actionCall';
import type { DataRecord } from '../data/resolveResponse';
import { answerRefusal, downloadActionFile, sendActionFile, UPLOAD_FAILED, uploadedMessage } from './fileActions';

/** What a refused call says: the server's message, else the client's catalogue text for its status. */
export function refusalOf(error: HttpError): string {
  return extractServerMessage(error.body) ?? (error.message || UPLOAD_FAILED);
}

export async function runFileAction(
  base: string,
  modal: ModalApi,
  action: CustomAction,
  { params, query }: CurrentRequest,
  record: DataRecord,
  onChanged?: () => void,
): Promise<void> {
  if (action.download) {
    try {
      await downloadActionFile(base, action, params, query, record);
    } catch (error) {
      // The server's own words (该企业尚未上传营业执照) say more than the status's catalogue text.
      if (error instanceof HttpError && error.kind !== 'aborted' && error.status !== 401) notify.warning(refusalOf(error));
    }
    return;
  }
  const { upload } = action;
  if (!upload) return;
  const { openUploadDialog } = await import('./UploadDialog');
  await openUploadDialog(modal, {
    title: action.label,
    upload,
    submit: async (file) => {
      try {
        const answer = await sendActionFile(base, action, params, file);
        const refused = answerRefusal(answer);
        if (refused !== null) return refused;
        notify.success(uploadedMessage(answer, file));
        onChanged?.();
        return null;
      } catch (error) {
        // Shown in the dialog, where the file was chosen (a signed-out session the client handles itself).
        return error instanceof HttpError ? refusalOf(error) : UPLOAD_FAILED;
      }
    },
  });
}
