import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkRanges, fileIdentifier } from '../../../src/renderer/blocks/upload/chunkPlan';
import { imageRoute } from '../../../src/ui/richTextToolbar';

describe('chunked uploads (docs/behaviour §7.4, §9)', () => {
  it('cuts a file into 5 MB chunks that cover it exactly, the last one shorter', () => {
    expect(CHUNK_SIZE).toBe(5_242_880);
    const size = 2 * CHUNK_SIZE + 17;
    const ranges = chunkRanges(size);
    expect(ranges).toEqual([
      { index: 0, start: 0, end: CHUNK_SIZE },
      { index: 1, start: CHUNK_SIZE, end: 2 * CHUNK_SIZE },
      { index: 2, start: 2 * CHUNK_SIZE, end: size },
    ]);
  });

  it('sends a file of exactly one chunk as one chunk, and nothing for an empty file', () => {
    expect(chunkRanges(CHUNK_SIZE)).toEqual([{ index: 0, start: 0, end: CHUNK_SIZE }]);
    expect(chunkRanges(CHUNK_SIZE + 1)).toHaveLength(2);
    expect(chunkRanges(1)).toEqual([{ index: 0, start: 0, end: 1 }]);
    expect(chunkRanges(0)).toEqual([]);
    expect(() => chunkRanges(10, 0)).toThrow('分片大小必须是正整数');
  });

  it('gives the same file the same identifier and another file another, in letters, digits, _ . - only', () => {
    const file = { name: '巡河视频 第1段.mp4', size: 123_456_789, lastModified: 1_764_000_000_000 };
    const id = fileIdentifier(file);
    expect(id).toBe(fileIdentifier({ ...file }));
    expect(id).toMatch(/^[A-Za-z0-9_.-]{1,120}$/);
    expect(fileIdentifier({ ...file, name: '巡河视频 第2段.mp4' })).not.toBe(id);
    expect(fileIdentifier({ ...file, size: file.size + 1 })).not.toBe(id);
    expect(fileIdentifier({ ...file, lastModified: file.lastModified + 1 })).not.toBe(id);
  });

  it('inlines an image up to 1,048,576 bytes; a larger one is uploaded where the editor can, refused elsewhere', () => {
    expect(imageRoute(1, true)).toBe('inline');
    expect(imageRoute(1_048_576, true)).toBe('inline');
    expect(imageRoute(1_048_576, false)).toBe('inline');
    expect(imageRoute(1_048_577, true)).toBe('upload');
    expect(imageRoute(1_048_577, false)).toBe('refuse');
  });
});
