import { StorageError } from '../errors';

/**
 * Chunked upload assembly (docs/behaviour §7.3 PUT storage/upload): chunks must arrive in order, each
 * starting where the accepted bytes end, as its Content-Range says. Each accepted chunk is
 * written to the content store (IndexedDB, on disk) before it is acknowledged, and the file is
 * the list of its chunks: nothing is concatenated, and a 1 GiB upload never sits in memory.
 * A resend of the last accepted chunk (a retry whose answer was lost) replaces it.
 */
export interface ChunkMeta {
  index: number;
  chunkSize: number;
  totalSize: number;
  start: number;
  end: number;
}

interface Session {
  /** Content-store ids of the accepted chunks. */
  parts: string[];
  received: number;
  totalSize: number;
  /** Start of the last accepted chunk, to accept its resend. */
  lastStart: number;
}

const sessions = new Map<string, Session>();

/** "bytes 0-5242879/12582912" → numbers; "bytes \*\/0" (star, slash, 0) for an empty file. */
export function parseContentRange(header: string | null): { start: number; end: number; total: number } {
  const match = header ? /^bytes (?:(\d+)-(\d+)|\*)\/(\d+)$/.exec(header.trim()) : null;
  if (!match) throw new StorageError(400, 'Content-Range 缺失或格式错误');
  const total = Number(match[3]);
  if (match[1] === undefined) return { start: 0, end: -1, total };
  return { start: Number(match[1]), end: Number(match[2]), total };
}

export function readChunkMeta(form: FormData, range: string | null, chunk: Blob): ChunkMeta {
  const number = (name: string) => {
    const value = Number(form.get(name));
    if (!Number.isInteger(value) || value < 0) throw new StorageError(400, `参数 ${name} 不合法`);
    return value;
  };
  const meta = { index: number('currentIndex'), chunkSize: number('currentChunkSize'), totalSize: number('totalSize') };
  const { start, end, total } = parseContentRange(range);
  if (total !== meta.totalSize) throw new StorageError(400, 'Content-Range 的总大小与 totalSize 不一致');
  if (end - start + 1 !== meta.chunkSize || chunk.size !== meta.chunkSize) {
    throw new StorageError(400, '分片大小与 Content-Range 不一致');
  }
  if (end >= total && total > 0) throw new StorageError(400, 'Content-Range 超出文件大小');
  return { ...meta, start, end };
}

export interface Assembled {
  parts: string[];
  size: number;
}

/**
 * Accepts one chunk of the upload `key` (already stored under `id`); returns the file's parts
 * once its last byte is in.
 */
export function acceptChunk(key: string, meta: ChunkMeta, id: string, size: number): Assembled | null {
  let session = sessions.get(key);
  if (meta.index === 0 && meta.start === 0) {
    session = { parts: [], received: 0, totalSize: meta.totalSize, lastStart: 0 };
    sessions.set(key, session);
  }
  if (!session || session.totalSize !== meta.totalSize) throw new StorageError(400, '上传会话不存在或已失效，请重新上传');
  const resend = meta.index === session.parts.length - 1 && meta.start === session.lastStart;
  if (resend) {
    session.parts[meta.index] = id;
    session.received = meta.start + size;
  } else {
    if (meta.index !== session.parts.length || meta.start !== session.received) {
      throw new StorageError(400, `分片顺序错误：期望第 ${session.parts.length} 片（偏移 ${session.received}）`);
    }
    session.parts.push(id);
    session.lastStart = meta.start;
    session.received += size;
  }
  if (session.received < session.totalSize) return null;
  sessions.delete(key);
  return { parts: session.parts, size: session.received };
}

/** Drops every unfinished upload (reset). */
export function clearUploads(): void {
  sessions.clear();
}
