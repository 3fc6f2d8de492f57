import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkCount, chunkPayload, chunkRange, contentRange, progressOf } from '../../../src/modules/storage/upload/chunks';

describe('chunk arithmetic and Content-Range (docs/behaviour §7.3, §9)', () => {
  it('uses 5 MB chunks', () => expect(CHUNK_SIZE).toBe(5_242_880));

  it('splits a 12 MB file into three chunks', () => {
    const size = 12 * 1024 * 1024;
    expect(chunkCount(size)).toBe(3);
    expect([0, 1, 2].map((i) => chunkRange(size, i))).toEqual([
      { start: 0, end: 5_242_880 },
      { start: 5_242_880, end: 10_485_760 },
      { start: 10_485_760, end: 12_582_912 },
    ]);
    expect([0, 1, 2].map((i) => { const r = chunkRange(size, i); return contentRange(r.start, r.end, size); })).toEqual([
      'bytes 0-5242879/12582912',
      'bytes 5242880-10485759/12582912',
      'bytes 10485760-12582911/12582912',
    ]);
  });

  it('handles exact multiples, one byte and empty files', () => {
    expect(chunkCount(2 * CHUNK_SIZE)).toBe(2);
    expect(chunkCount(2 * CHUNK_SIZE + 1)).toBe(3);
    expect(chunkCount(1)).toBe(1);
    expect(chunkCount(0)).toBe(1);
    expect(contentRange(0, 1, 1)).toBe('bytes 0-0/1');
    expect(contentRange(0, 0, 0)).toBe('bytes */0');
  });

  it('builds the multipart fields from a slice, never reading the file', async () => {
    const bytes = new Uint8Array(300).map((_, i) => i % 256);
    const file = new File([bytes], 'a.bin');
    const payload = chunkPayload(file, 'a.bin', 1, 128);
    expect(payload.contentRange).toBe('bytes 128-255/300');
    expect(payload.bytes).toBe(128);
    expect(payload.body.get('currentChunkSize')).toBe('128');
    expect(payload.body.get('totalSize')).toBe('300');
    expect(payload.body.get('currentIndex')).toBe('1');
    const part = payload.body.get('file') as Blob;
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(128, 256));
  });

  it('reports progress by accepted bytes', () => {
    expect(progressOf(12 * 1024 * 1024, 0)).toBe(0);
    expect(progressOf(12 * 1024 * 1024, 1)).toBe(41);
    expect(progressOf(12 * 1024 * 1024, 3)).toBe(100);
    expect(progressOf(0, 1)).toBe(100);
  });
});
