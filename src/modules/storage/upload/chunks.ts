/**
 * Chunk arithmetic of the upload queue (docs/behaviour §4, §7.3, §9): 5 MB chunks sliced from the File
 * (a slice is a view, the file is never read whole), each sent with its index, sizes and a
 * Content-Range header.
 */
export const CHUNK_SIZE = 5 * 1024 * 1024; // docs/behaviour §9: 5242880 bytes

export function chunkCount(size: number, chunkSize = CHUNK_SIZE): number {
  return Math.max(1, Math.ceil(size / chunkSize));
}

/** Byte range [start, end) of chunk `index`. */
export function chunkRange(size: number, index: number, chunkSize = CHUNK_SIZE): { start: number; end: number } {
  const start = Math.min(size, index * chunkSize);
  return { start, end: Math.min(size, start + chunkSize) };
}

/** RFC 9110 Content-Range for bytes [start, end) of `total`; an empty file is "bytes *\/0". */
export function contentRange(start: number, end: number, total: number): string {
  if (total === 0) return 'bytes */0';
  return `bytes ${start}-${end - 1}/${total}`;
}

export interface ChunkPayload {
  body: FormData;
  contentRange: string;
  bytes: number;
}

/** The multipart body of chunk `index`: file, currentChunkSize, totalSize, currentIndex (docs/behaviour §7.3). */
export function chunkPayload(file: Blob, name: string, index: number, chunkSize = CHUNK_SIZE): ChunkPayload {
  const { start, end } = chunkRange(file.size, index, chunkSize);
  const body = new FormData();
  body.append('file', file.slice(start, end), name);
  body.append('currentChunkSize', String(end - start));
  body.append('totalSize', String(file.size));
  body.append('currentIndex', String(index));
  return { body, contentRange: contentRange(start, end, file.size), bytes: end - start };
}

/** Percentage shown once `accepted` chunks are in. */
export function progressOf(size: number, accepted: number, chunkSize = CHUNK_SIZE): number {
  if (size === 0) return accepted > 0 ? 100 : 0;
  return Math.min(100, Math.floor((Math.min(size, accepted * chunkSize) / size) * 100));
}
