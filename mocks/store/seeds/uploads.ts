import type { NewRecord } from '../collection';
import type { CollectionDefinition } from '../definition';
import { encodePng } from '../../storage/seed/png';
import { formatBeijingTime } from '../time';

/**
 * Hand-written: uploaded files carry real bytes (pictures drawn for the demo) that other records point at by address.
 *
 * Files uploaded through image and file fields (POST /api/operation-management/v1/files/upload),
 * served back by GET /api/operation-management/v1/files/{id}/{name}. The bytes are kept as
 * base64 in the record, so they persist with the rest of the demo data (IndexedDB); the
 * upload handler caps a file at 10 MB.
 */
export interface UploadRecord {
  /** Random, like an OSS object key: the file URL is public (an <img> cannot send a token). */
  id: string;
  name: string;
  /** Content type given at upload (or guessed from the name). */
  type: string;
  size: number;
  /** The bytes, base64. */
  content: string;
  /** User id of the uploader ("" for seeded files). */
  uploaderId: string;
  uploadTime: string;
}

export const FILES_PATH = '/api/operation-management/v1/files';

/**
 * The public URL of an upload (what image and file fields store). Letters and digits of any
 * script stay as they are (browsers encode them on the wire), everything else is escaped: a
 * Chinese file name costs one character per character, not nine, against the field's maxLength.
 */
export function uploadUrl(record: Pick<UploadRecord, 'id' | 'name'>): string {
  return `${FILES_PATH}/${record.id}/${record.name.replace(/[^\p{L}\p{N}\p{M}._~()-]/gu, (c) => encodeURIComponent(c))}`;
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000; // String.fromCharCode takes its arguments on the stack
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Theme-blue banners with a soft highlight, so seeded records (activity covers…) have real pictures. */
function bannerPng(width: number, height: number, hue: [number, number, number], seed: number): Uint8Array<ArrayBuffer> {
  const cx = width * (0.25 + 0.15 * (seed % 4));
  const cy = height * 0.4;
  return encodePng(width, height, (x, y) => {
    const shade = 0.55 + 0.45 * (1 - y / height);
    const glow = Math.max(0, 1 - Math.hypot(x - cx, y - cy) / (height * 0.9));
    const light = 120 * glow * glow;
    return [Math.round(Math.min(255, hue[0] * shade + light)), Math.round(Math.min(255, hue[1] * shade + light)), Math.round(Math.min(255, hue[2] * shade + light))];
  });
}

/** Seeded pictures other seeds may refer to by URL: `${FILES_PATH}/<id>/<name>`. */
export const SEEDED_UPLOADS: readonly { id: string; name: string; hue: [number, number, number] }[] = [
  { id: 'seed-cover-1', name: '活动封面-算力节.png', hue: [73, 109, 221] },
  { id: 'seed-cover-2', name: '活动封面-新用户礼包.png', hue: [230, 142, 57] },
  { id: 'seed-cover-3', name: '活动封面-GPU特惠.png', hue: [46, 160, 120] },
  { id: 'seed-cover-4', name: '活动封面-高校专场.png', hue: [140, 90, 200] },
  // Covers of the operation-centre activities and photos of the bookable sites.
  { id: 'seed-cover-5', name: '活动封面-超算应用培训.png', hue: [36, 99, 180] },
  { id: 'seed-cover-6', name: '活动封面-科学智能论坛.png', hue: [88, 70, 190] },
  { id: 'seed-cover-7', name: '活动封面-行业沙龙.png', hue: [20, 140, 150] },
  { id: 'seed-cover-8', name: '活动封面-企业开放日.png', hue: [200, 110, 60] },
  { id: 'seed-site-1', name: '场地照片-报告厅.png', hue: [90, 110, 150] },
  { id: 'seed-site-2', name: '场地照片-培训教室.png', hue: [100, 150, 120] },
  { id: 'seed-site-3', name: '场地照片-展厅.png', hue: [160, 125, 90] },
  { id: 'seed-site-4', name: '场地照片-机房参观通道.png', hue: [50, 95, 135] },
];

export const uploadsDefinition: CollectionDefinition<UploadRecord> = {
  idKind: 'string',
  version: 2,
  seed: (ctx): NewRecord<UploadRecord>[] =>
    SEEDED_UPLOADS.map((upload, index) => {
      const bytes = bannerPng(320, 180, upload.hue, index);
      return {
        id: upload.id,
        name: upload.name,
        type: 'image/png',
        size: bytes.length,
        content: bytesToBase64(bytes),
        uploaderId: '',
        uploadTime: formatBeijingTime(ctx.refDate.getTime() - (index + 1) * 86_400_000),
      };
    }),
};
