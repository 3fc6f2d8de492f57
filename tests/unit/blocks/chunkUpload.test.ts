/**
 * The chunked upload (src/renderer/blocks/upload/chunkUpload.ts), its calls observed at the HTTP
 * client: the chunks an earlier try left are asked first (at the status path), only the others
 * are sent (the last always, which completes the file), each with identifier, index, total, size
 * and the call's own fields, progress after each; a refusal inside the envelope stops it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: { path: string; method: string; query?: unknown; form?: Record<string, unknown> }[] = [];
let answers: unknown[] = [];
vi.mock('../../../src/core/http/client', () => ({
  request: vi.fn(async (path: string, options: { method?: string; query?: unknown; body?: FormData }) => {
    const form = options.body ? Object.fromEntries([...options.body.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : (value as Blob).size])) : undefined;
    calls.push({ path, method: options.method ?? 'GET', ...(options.query ? { query: options.query } : {}), ...(form ? { form } : {}) });
    return answers.shift();
  }),
}));

const { ChunkUploadError, uploadInChunks } = await import('../../../src/renderer/blocks/upload/chunkUpload');

beforeEach(() => {
  calls.length = 0;
  answers = [];
});

const file = (size: number) => new File([new Uint8Array(size)], '巡河.mp4', { type: 'video/mp4', lastModified: 1_764_000_000_000 });

describe('uploadInChunks', () => {
  it('asks the status path first, skips the chunks already in but the last, sends the rest with their fields and reports progress', async () => {
    answers = [{ code: 200, data: { received: [0, 2] } }, { code: 200, data: { complete: false } }, { code: 200, data: { complete: true, url: 'https://x/y.mp4' } }];
    const progress: number[] = [];
    const done = await uploadInChunks<{ url: string }>('/api/up', file(250), { taskId: '7' }, { chunkSize: 100, statusPath: '/api/up/status', onProgress: (p) => progress.push(p) });
    expect(done).toEqual({ complete: true, url: 'https://x/y.mp4' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/up/status', 'POST /api/up', 'POST /api/up']);
    expect(calls[0]!.query).toEqual({ identifier: expect.stringMatching(/^250-1764000000000-/) });
    expect(calls[1]!.form).toEqual({ file: 100, identifier: expect.any(String), fileName: '巡河.mp4', currentIndex: '1', totalChunks: '3', totalSize: '250', taskId: '7' });
    expect(calls[2]!.form).toMatchObject({ file: 50, currentIndex: '2' });
    expect(progress).toEqual([67, 100]);
  });

  it('asks the upload’s own path by default, and stops at a refusal in the envelope with its message', async () => {
    answers = [{ code: 200, data: { received: [] } }, { code: 400, message: '已驳回或已取消的任务不能上传视频' }];
    await expect(uploadInChunks('/api/up', file(10), {})).rejects.toEqual(new ChunkUploadError('已驳回或已取消的任务不能上传视频'));
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/up', 'POST /api/up']);
  });

  it('refuses an empty file without a call', async () => {
    await expect(uploadInChunks('/api/up', file(0), {})).rejects.toThrow('不能上传空文件');
    expect(calls).toEqual([]);
  });
});
