import { isBlobLike, toLocalBlob } from '../storage/content/blobCompat';
import { fail } from './respond';

/**
 * Chunked uploads (docs/behaviour §7.4 "Chunked files carry an identifier", §9 chunk size 5 MB): multipart
 * fields `file` (this chunk), `identifier`, `fileName`, `currentIndex` (0-based), `totalChunks`,
 * `totalSize`. Chunks may come in any order and be sent again; when every chunk is in, the
 * bytes are put together and must add up to `totalSize`. Chunks wait in memory (an upload does
 * not outlive the page that sends it), keyed by the uploader and the identifier.
 */
export const CHUNK_SIZE = 5_242_880;
const IDENTIFIER = /^[A-Za-z0-9_.-]{1,120}$/;

interface Pending { name: string; type: string; totalSize: number; parts: (Uint8Array | undefined)[]; received: number }
const pending = new Map<string, Pending>();

export type ChunkResult =
  | { complete: false; identifier: string; received: number; totalChunks: number }
  | { complete: true; identifier: string; name: string; type: string; bytes: Uint8Array };

const int = (value: FormDataEntryValue | null) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN);

/** Takes one chunk of `form`; a Response when it is refused (400 with the reason). */
export async function acceptChunk(form: FormData, ownerId: string, maxBytes: number, tooLarge: string): Promise<ChunkResult | Response> {
  const part = form.get('file');
  const identifier = form.get('identifier');
  const name = form.get('fileName');
  const index = int(form.get('currentIndex'));
  const totalChunks = int(form.get('totalChunks'));
  const totalSize = int(form.get('totalSize'));
  if (!isBlobLike(part)) return fail(400, '请选择要上传的文件');
  if (typeof identifier !== 'string' || !IDENTIFIER.test(identifier)) return fail(400, '缺少文件标识（identifier）');
  if (typeof name !== 'string' || name.trim() === '') return fail(400, '缺少文件名（fileName）');
  if (!Number.isInteger(totalSize) || totalSize <= 0) return fail(400, '不能上传空文件');
  if (totalSize > maxBytes) return fail(400, tooLarge);
  if (totalChunks !== Math.ceil(totalSize / CHUNK_SIZE)) return fail(400, '分片数与文件大小不符');
  if (!Number.isInteger(index) || index < 0 || index >= totalChunks) return fail(400, '分片序号超出范围');
  const expected = index === totalChunks - 1 ? totalSize - index * CHUNK_SIZE : CHUNK_SIZE;
  if (part.size !== expected) return fail(400, `第 ${index + 1} 个分片大小应为 ${expected} 字节`);
  const key = `${ownerId}|${identifier}`;
  const known = pending.get(key);
  if (known && (known.totalSize !== totalSize || known.parts.length !== totalChunks)) return fail(400, '同一文件标识的分片信息不一致');
  const entry = known ?? { name: name.trim(), type: part.type, totalSize, parts: new Array<Uint8Array | undefined>(totalChunks).fill(undefined), received: 0 };
  pending.set(key, entry);
  if (!entry.parts[index]) entry.received += 1;
  entry.parts[index] = new Uint8Array(await (await toLocalBlob(part)).arrayBuffer());
  if (entry.received < totalChunks) return { complete: false, identifier, received: entry.received, totalChunks };
  pending.delete(key);
  const bytes = new Uint8Array(totalSize);
  let at = 0;
  for (const chunk of entry.parts) {
    bytes.set(chunk!, at);
    at += chunk!.length;
  }
  return { complete: true, identifier, name: entry.name, type: entry.type, bytes };
}

/** The chunks of an unfinished upload already in (0-based, ascending): a sender skips them on a retry. */
export function receivedChunks(ownerId: string, identifier: string): number[] {
  const entry = pending.get(`${ownerId}|${identifier}`);
  return entry ? entry.parts.flatMap((part, index) => (part ? [index] : [])) : [];
}

/** Forgets chunks still waiting (tests: a reset of the mock backend). */
export function dropPendingChunks(): void {
  pending.clear();
}
