/**
 * Pure rules of the console's chunked uploads (docs/behaviour §7.4, §9): files go in 5 MB chunks carrying
 * an identifier. (Which images the rich-text editor inlines and which it uploads: imageRoute in
 * src/ui/richTextToolbar.ts.)
 */

/** docs/behaviour §9 "Upload chunk size 5 MB (5242880 bytes)". */
export const CHUNK_SIZE = 5_242_880;

export interface ChunkRange { index: number; start: number; end: number }

/** The byte ranges [start, end) of a file of `size` bytes, in order; none for an empty file. */
export function chunkRanges(size: number, chunkSize: number = CHUNK_SIZE): ChunkRange[] {
  if (!Number.isInteger(size) || size <= 0) return [];
  if (!Number.isInteger(chunkSize) || chunkSize <= 0) throw new Error('分片大小必须是正整数');
  return Array.from({ length: Math.ceil(size / chunkSize) }, (_, index) => ({ index, start: index * chunkSize, end: Math.min(size, (index + 1) * chunkSize) }));
}

/**
 * The identifier of a file's chunks: the same file (name, size, last change) always gets the same
 * one, so a retried chunk joins the upload it belongs to. Letters, digits, `_ . -` only.
 */
export function fileIdentifier(file: { name: string; size: number; lastModified: number }): string {
  const name = file.name.normalize('NFKD').replace(/[^A-Za-z0-9.]+/g, '_').replace(/^_+|_+$/g, '').slice(-60) || 'file';
  let hash = 2166136261;
  for (const c of file.name) hash = Math.imul(hash ^ c.codePointAt(0)!, 16777619) >>> 0;
  return `${file.size}-${file.lastModified}-${hash.toString(36)}-${name}`;
}
