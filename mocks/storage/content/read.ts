import { StorageError } from '../errors';
import { hash32 } from '../fs/generated';
import type { ContentRef, FileNode } from '../fs/nodes';
import { getBlob } from './blobStore';

/**
 * Reading file contents whatever their storage: inline text or Base64, a Blob in the content
 * store, or deterministic generated output (the big seed directory), which is produced only
 * for the byte range asked for.
 */
const encoder = new TextEncoder();
const BLOCK = 64 * 1024;

function decodeBase64(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** One 64 KiB block of a generated file: solver-like log lines, the same for the same seed. */
function generatedBlock(seed: number, block: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(BLOCK);
  let offset = 0;
  let line = block * 1000;
  while (offset < BLOCK) {
    const h = hash32(seed, line);
    const text = `step ${String(line).padStart(8, '0')}  t=${(line * 0.002).toFixed(3)}  E=${(-1200 - (h % 100_000) / 1000).toFixed(3)}  T=${(290 + (h % 2000) / 100).toFixed(2)}\n`;
    offset += encoder.encodeInto(text, out.subarray(offset)).written;
    line += 1;
  }
  return out;
}

function generatedRange(seed: number, start: number, end: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(Math.max(0, end - start));
  let written = 0;
  for (let pos = start; pos < end; ) {
    const block = Math.floor(pos / BLOCK);
    const inBlock = pos - block * BLOCK;
    const take = Math.min(BLOCK - inBlock, end - pos);
    out.set(generatedBlock(seed, block).subarray(inBlock, inBlock + take), written);
    written += take;
    pos += take;
  }
  return out;
}

async function blobOf(content: ContentRef, size: number, path: string): Promise<Blob> {
  if ('text' in content) return new Blob([encoder.encode(content.text)]);
  if ('b64' in content) return new Blob([decodeBase64(content.b64)]);
  if ('blob' in content || 'parts' in content) {
    const ids = 'blob' in content ? [content.blob] : content.parts;
    const blobs = await Promise.all(ids.map(getBlob));
    if (blobs.some((blob) => blob === undefined)) throw new StorageError(500, `文件内容已丢失：${path}`);
    // A Blob of stored Blobs references them: nothing is read or copied here.
    return blobs.length === 1 ? (blobs[0] as Blob) : new Blob(blobs as Blob[]);
  }
  const parts: Uint8Array<ArrayBuffer>[] = [];
  for (let pos = 0; pos < size; pos += BLOCK) parts.push(generatedRange(content.gen, pos, Math.min(size, pos + BLOCK)));
  return new Blob(parts);
}

/** The whole file as a Blob (download, copy into an archive). */
export function fileBlob(node: FileNode, path: string): Promise<Blob> {
  return blobOf(node.content, node.size, path);
}

/** Bytes [start, end) of the file, clamped to its size (view paging). */
export async function readRange(node: FileNode, path: string, start: number, end: number): Promise<Uint8Array<ArrayBuffer>> {
  const from = Math.max(0, Math.min(start, node.size));
  const to = Math.max(from, Math.min(end, node.size));
  if ('gen' in node.content) return generatedRange(node.content.gen, from, to);
  const blob = await blobOf(node.content, node.size, path);
  return new Uint8Array(await blob.slice(from, to).arrayBuffer());
}

// Never text/plain or JSON for a download: the client reads such bodies as an error message
// (docs/behaviour §8 "Download responses can be inspected for an error string").
const MIME: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.tar': 'application/x-tar',
  '.zip': 'application/zip',
};

export function mimeOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return (dot >= 0 ? MIME[name.slice(dot).toLowerCase()] : undefined) ?? 'application/octet-stream';
}
