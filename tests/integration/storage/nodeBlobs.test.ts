// @vitest-environment jsdom
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { withNodeBlobs } from './nodeBlobs';

/**
 * The swap of withNodeBlobs() reaches only the tests it is declared for: the files that upload
 * real bytes share their vitest worker with others (vite.config.ts), and a jsdom test after them
 * must meet jsdom's own Blob and File again (a rich-text test once handed Node's File to jsdom's
 * FileReader and failed, depending on which files shared its worker).
 */
const jsdomBlob = globalThis.Blob;
const jsdomFile = globalThis.File;
const jsdomFormData = globalThis.FormData;

describe('inside a block that calls withNodeBlobs()', () => {
  withNodeBlobs();

  it('Blob, File and FormData are Node’s, so Node’s fetch sends their bytes', async () => {
    expect(globalThis.Blob).toBe(NodeBlob);
    expect(globalThis.File).toBe(NodeFile);
    expect(globalThis.FormData).not.toBe(jsdomFormData);
    const form = new FormData();
    form.append('file', new File([new Uint8Array([1, 2, 3])], 'a.bin'));
    const body = await new Response(form).text();
    expect(body).toContain('filename="a.bin"');
    expect(body).not.toContain('[object Blob]');
  });
});

describe('after that block', () => {
  it('Blob, File and FormData are jsdom’s again', () => {
    expect(jsdomBlob).not.toBe(NodeBlob);
    expect(globalThis.Blob).toBe(jsdomBlob);
    expect(globalThis.File).toBe(jsdomFile);
    expect(globalThis.FormData).toBe(jsdomFormData);
  });
});
