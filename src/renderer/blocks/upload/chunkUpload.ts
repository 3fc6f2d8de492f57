/**
 * Sends a file in chunks through the one HTTP client (which adds `Authorization: Bearer` and
 * `acc`): multipart `file`, `identifier`, `fileName`, `currentIndex`, `totalChunks`, `totalSize`
 * plus the call's own fields. First it asks the status path (GET ?identifier=; by default the
 * same path) which chunks of an earlier, broken-off try are in already and sends only the others.
 * A chunk answered with a code other than 200 stops the upload (docs/behaviour §8: 上传失败, or the
 * server's message). The upload block (UploadBlock.tsx) and the guide's editor use it.
 */
import { request } from '../../../core/http/client';
import { CHUNK_SIZE, chunkRanges, fileIdentifier } from './chunkPlan';

export class ChunkUploadError extends Error {
  override name = 'ChunkUploadError';
}

interface Envelope<T> { code?: unknown; message?: unknown; msg?: unknown; data?: T }

export interface ChunkUploadOptions {
  /** Bytes per chunk (docs/behaviour §9: 5 MB). */
  chunkSize?: number;
  /** Where to ask which chunks are in (default the upload's own path). */
  statusPath?: string;
  onProgress?: (percent: number) => void;
}

export async function uploadInChunks<T>(path: string, file: File, fields: Record<string, string>, options: ChunkUploadOptions = {}): Promise<T> {
  const ranges = chunkRanges(file.size, options.chunkSize ?? CHUNK_SIZE);
  if (ranges.length === 0) throw new ChunkUploadError('不能上传空文件');
  const identifier = fileIdentifier(file);
  const status = await request<Envelope<{ received?: number[] }>>(options.statusPath ?? path, { query: { identifier }, loading: false });
  const have = new Set(status.data?.received ?? []);
  let last: T | undefined;
  for (const range of ranges.filter((r) => !have.has(r.index) || r.index === ranges.length - 1)) {
    const form = new FormData();
    form.append('file', file.slice(range.start, range.end, file.type), file.name);
    form.append('identifier', identifier);
    form.append('fileName', file.name);
    form.append('currentIndex', String(range.index));
    form.append('totalChunks', String(ranges.length));
    form.append('totalSize', String(file.size));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const body = await request<Envelope<T>>(path, { method: 'POST', body: form, loading: false });
    if (body.code !== undefined && body.code !== 200) {
      const message = [body.message, body.msg].find((m): m is string => typeof m === 'string' && m !== '');
      throw new ChunkUploadError(message ?? '上传失败');
    }
    last = body.data;
    options.onProgress?.(Math.round(((range.index + 1) / ranges.length) * 100));
  }
  return last as T;
}
