/**
 * The upload call of image and file fields (docs/behaviour §7.4: POST an upload endpoint with multipart
 * field `file`; the answer's data is the URL). It goes through the one HTTP client, so the token
 * and `acc` headers are sent and failures show the §8 catalogue text.
 */
import { request } from '../../core/http/client';
import { notify } from '../../core/feedback/notify';

export const UPLOAD_PATH = '/api/operation-management/v1/files/upload';
/** docs/behaviour §8 "Upload success: 上传成功". */
export const UPLOAD_SUCCESS_MESSAGE = '上传成功';
/** docs/behaviour §8 wording of an upload answered with a code other than 200 and no message. */
export const UPLOAD_FAILED_MESSAGE = '上传失败';

export interface UploadedFile {
  url: string;
  name: string;
  size: number;
}

/** An upload the server answered (HTTP 200) with a code other than 200. */
export class UploadRefusedError extends Error {
  override name = 'UploadRefusedError';
}

/**
 * Reads the answer: `{ code: 200, data: { url, name, size } }`, or `data` as the bare URL
 * (the spec's wording, and what some OSS gateways send).
 */
export function readUploadAnswer(body: unknown, file: { name: string; size: number }): UploadedFile {
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const code = envelope.code;
  if (code !== undefined && code !== 200 && code !== '200') {
    const message = [envelope.message, envelope.msg].find((m): m is string => typeof m === 'string' && m !== '');
    throw new UploadRefusedError(message ?? UPLOAD_FAILED_MESSAGE);
  }
  const data = envelope.data;
  if (typeof data === 'string' && data !== '') return { url: data, name: file.name, size: file.size };
  if (typeof data === 'object' && data !== null) {
    const { url, name, size } = data as Record<string, unknown>;
    if (typeof url === 'string' && url !== '') {
      return { url, name: typeof name === 'string' && name !== '' ? name : file.name, size: typeof size === 'number' ? size : file.size };
    }
  }
  throw new UploadRefusedError(UPLOAD_FAILED_MESSAGE);
}

/**
 * Uploads one file. No global loading overlay: the field shows its own progress. Rejects after
 * the message was shown (the client's catalogue text, or the refusal's).
 */
export async function uploadFile(file: File, options: { signal?: AbortSignal } = {}): Promise<UploadedFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  const body = await request(UPLOAD_PATH, { method: 'POST', body: form, loading: false, signal: options.signal });
  try {
    const uploaded = readUploadAnswer(body, file);
    notify.success(UPLOAD_SUCCESS_MESSAGE);
    return uploaded;
  } catch (error) {
    if (error instanceof UploadRefusedError) notify.error(error.message);
    throw error;
  }
}
