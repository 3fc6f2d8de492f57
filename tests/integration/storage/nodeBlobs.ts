import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Under vitest's jsdom, Blob/File/FormData are jsdom's while fetch is Node's, and Node's fetch
 * cannot send a jsdom Blob (it has no stream()): a multipart upload would carry the text
 * "[object Blob]". Storage tests upload real bytes, so they use Node's classes throughout, as a
 * browser uses its own throughout.
 *
 * Call `withNodeBlobs()` at the top of such a test file (each file: in a worker that shares modules
 * between files this module is evaluated once, so hooks registered here at import would reach the
 * first file only). The classes are swapped in before the file's tests and the originals put back
 * after them, so the next file of the worker sees jsdom's again: the file can share its worker.
 */
const NodeFormData = (await new Response(new URLSearchParams('probe=1')).formData()).constructor;

export function withNodeBlobs(): void {
  beforeAll(() => {
    vi.stubGlobal('Blob', NodeBlob);
    vi.stubGlobal('File', NodeFile);
    vi.stubGlobal('FormData', NodeFormData);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}

/** Refuses to go on without Node's classes in place: a helper that uploads calls this first. */
export function expectNodeBlobs(): void {
  if (globalThis.Blob !== NodeBlob) throw new Error('上传真实字节的测试文件须先调用 withNodeBlobs()（tests/integration/storage/nodeBlobs.ts）');
}
