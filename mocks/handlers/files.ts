import { HttpResponse } from 'msw';
import { isBlobLike, toLocalBlob } from '../storage/content/blobCompat';
import { db } from '../store/db';
import { base64ToBytes, bytesToBase64, uploadUrl, type UploadRecord } from '../store/seeds/uploads';
import { formatBeijingTime } from '../store/time';
import { fail, ok, readMultipart } from './respond';
import { operation, publicOperation } from '../routing/declaredOperation';

/**
 * Hand-written: uploads are multipart bytes kept with their content type and served back by an unguessable address — storage, not records.
 *
 * Uploads of image and file form fields (docs/behaviour §7.4; the spec names no path, the console and the
 * mocks agree on these):
 * - POST /api/operation-management/v1/files/upload, multipart `file` → `{ code: 200, data: { url, name, size } }`
 * - GET  /api/operation-management/v1/files/{id}/{name} → the bytes with their content type.
 * The GET is public: pages show uploaded pictures with <img>, which cannot send the token, and
 * the platform's own uploads answer directly usable (OSS) URLs. The random id keeps the URLs
 * unguessable.
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const TOO_LARGE_MESSAGE = '文件大小不能超过 10MB';
export const NO_FILE_MESSAGE = '请选择要上传的文件';
export const EMPTY_FILE_MESSAGE = '不能上传空文件';
export const FILE_NOT_FOUND_MESSAGE = '文件不存在';

const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', svg: 'image/svg+xml',
  pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', zip: 'application/zip',
  doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Types a browser would run script in when the URL is opened directly: always downloaded, never shown. */
const ACTIVE_TYPES = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)\b/i;

/** The stored name: the last segment of what the browser sent, without control characters, at most 120 characters. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (clean === '' || clean === '.' || clean === '..') return 'file';
  if (clean.length <= 120) return clean;
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 120 - ext.length) + ext;
}

function typeOf(name: string, given: string): string {
  if (given !== '' && given !== 'application/octet-stream') return given;
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[ext] ?? 'application/octet-stream';
}

function newId(): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${Date.now().toString(36)}${random}`;
}

export const fileHandlers = [
  operation('files', 'post-upload', async ({ request }, auth) => {
    const form = await readMultipart(request);
    if (form instanceof Response) return form;
    const part = form.get('file');
    if (!isBlobLike(part)) return fail(400, NO_FILE_MESSAGE);
    if (part.size > MAX_UPLOAD_BYTES) return fail(400, TOO_LARGE_MESSAGE);
    if (part.size === 0) return fail(400, EMPTY_FILE_MESSAGE);
    const blob = await toLocalBlob(part);
    const name = cleanFileName((part as Partial<File>).name ?? '');
    const record: UploadRecord = {
      id: newId(),
      name,
      type: typeOf(name, part.type),
      size: blob.size,
      content: bytesToBase64(new Uint8Array(await blob.arrayBuffer())),
      uploaderId: auth.user.id,
      uploadTime: formatBeijingTime(Date.now()),
    };
    db.collection('uploads').insert(record);
    return ok({ url: uploadUrl(record), name: record.name, size: record.size });
  }),

  publicOperation('files', 'get', ({ params }) => {
    const record = db.collection('uploads').get(String(params.id));
    // msw hands path parameters over decoded.
    if (!record || record.name !== String(params.name)) return fail(404, FILE_NOT_FOUND_MESSAGE);
    const active = ACTIVE_TYPES.test(record.type);
    return new HttpResponse(base64ToBytes(record.content), {
      headers: {
        'Content-Type': record.type,
        'Content-Length': String(record.size),
        'Content-Disposition': `${active ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(record.name)}`,
        'X-Content-Type-Options': 'nosniff',
        // Opened directly, a file is shown in a sandbox: no script of an uploaded document runs on this origin.
        'Content-Security-Policy': 'sandbox',
      },
    });
  }),
];
