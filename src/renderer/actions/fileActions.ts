/**
 * The calls of a custom action's `upload` and `download` (src/pageLanguage/actions.ts): a file
 * checked against the action's accept list and size before it is sent as multipart `file`, and a
 * file answered by the server saved under the name its Content-Disposition gives. They go through
 * the one HTTP client, so the token is sent and a refusal is the server's message in Chinese.
 */
import { request } from '../../core/http/client';
import type { ActionUpload, CustomAction } from '../../pageLanguage/actions';
import { resolvePath, type RouteParams } from '../../contract/routes';
import { formatSize } from '../../contract/storageFormat';
import type { DataRecord } from '../data/resolveResponse';
import { fileNameOf } from '../files/fileUrl';
import { saveBlob } from '../files/saveBlob';

/** The types of an accept list as a user reads them: ".pdf,.jpg" → "pdf、jpg". */
export function acceptText(accept: string): string {
  return accept.split(',').map((token) => token.trim().replace(/^\./, '').toLowerCase()).filter((token) => token !== '').join('、');
}

/** The line under the file picker: which files the action takes. */
export function uploadHint(upload: ActionUpload): string {
  return `支持 ${acceptText(upload.accept)} 格式，大小不超过 ${upload.maxSizeMb}MB`;
}

export const UPLOAD_NO_FILE = '请选择要上传的文件';
/** What the upload dialog shows when the call fails without a message of the server's. */
export const UPLOAD_FAILED = '上传失败，请稍后重试';
export const UPLOAD_EMPTY_FILE = '不能上传空文件';
export const uploadTypeRefused = (upload: ActionUpload) => `文件格式不支持：只能上传 ${acceptText(upload.accept)} 格式的文件`;
export const uploadSizeRefused = (upload: ActionUpload) => `文件过大：大小不能超过 ${upload.maxSizeMb}MB`;

/** Why a chosen file may not be sent (null: it may). Its name's ending decides the type, as the server's check does. */
export function uploadRefusal(file: { name: string; size: number }, upload: ActionUpload): string | null {
  const name = file.name.toLowerCase();
  const types = upload.accept.split(',').map((token) => token.trim().toLowerCase()).filter((token) => token !== '');
  if (!types.some((type) => name.endsWith(type))) return uploadTypeRefused(upload);
  if (file.size === 0) return UPLOAD_EMPTY_FILE;
  if (file.size > upload.maxSizeMb * 1024 * 1024) return uploadSizeRefused(upload);
  return null;
}

/**
 * A refusal carried by an answer of HTTP 200 (the platform's envelope with a code other than 200):
 * its message, or null when the server took the file.
 */
export function answerRefusal(answer: unknown): string | null {
  const envelope = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  if (envelope.code === undefined || envelope.code === 200 || envelope.code === '200') return null;
  const message = [envelope.message, envelope.msg].find((text): text is string => typeof text === 'string' && text !== '');
  return message ?? UPLOAD_FAILED;
}

/** What the user reads once the server has taken the file: its name and size as the answer gives them. */
export function uploadedMessage(answer: unknown, file: { name: string; size: number }): string {
  const data = typeof answer === 'object' && answer !== null && 'data' in answer ? (answer as { data: unknown }).data : undefined;
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const name = typeof fields.name === 'string' && fields.name !== '' ? fields.name : file.name;
  const size = typeof fields.size === 'number' ? fields.size : file.size;
  return `上传成功：${name}（${formatSize(size)}）`;
}

/** Sends the file as multipart `file` to the action's operation; resolves with the server's answer. */
export function sendActionFile(base: string, action: CustomAction, params: RouteParams, file: File): Promise<unknown> {
  const form = new FormData();
  form.append('file', file, file.name);
  // The dialog keeps its own progress and shows the refusal where the file was chosen.
  return request(resolvePath(base, action.endpoint.path, params), { method: action.endpoint.method, body: form, loading: false, silent: true });
}

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987, UTF-8, how Chinese names
 * travel) before `filename`; undefined when it names none.
 */
export function dispositionFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name ? name : undefined;
}

/**
 * Downloads the file the action's operation answers and saves it: under the Content-Disposition
 * name, else the name of the record's file (`download.field`), else the action's label. Rejects
 * with the HttpError when the server refuses (silent: the caller says why).
 */
export async function downloadActionFile(base: string, action: CustomAction, params: RouteParams, query: Record<string, string | number>, record: DataRecord): Promise<void> {
  let disposition: string | null = null;
  const blob = await request<Blob>(resolvePath(base, action.endpoint.path, params), {
    method: 'GET',
    query,
    responseType: 'blob',
    // runFileAction shows the refusal in the server's own words.
    silent: true,
    onHeaders: (headers) => {
      disposition = headers.get('content-disposition');
    },
  });
  const stored = action.download?.field ? fileNameOf(record[action.download.field]) : '';
  saveBlob(blob, dispositionFileName(disposition) ?? (stored || action.label));
}
