import { db } from '../store/db';
import { bytesToBase64, uploadUrl, type UploadRecord } from '../store/seeds/uploads';
import { formatBeijingTime } from '../store/time';
import { cleanFileName } from './files';

/** Keeps put-together chunked bytes as an upload (served by GET files/{id}/{name}, like any upload). */
export function storeUpload(rawName: string, type: string, bytes: Uint8Array, uploaderId: string): UploadRecord & { url: string } {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');
  const record: UploadRecord = {
    id: `${Date.now().toString(36)}${random}`,
    name: cleanFileName(rawName),
    type: type === '' ? 'application/octet-stream' : type,
    size: bytes.length,
    content: bytesToBase64(bytes),
    uploaderId,
    uploadTime: formatBeijingTime(Date.now()),
  };
  db.collection('uploads').insert(record);
  return { ...record, url: uploadUrl(record) };
}
