// @vitest-environment jsdom
import { withNodeBlobs } from '../storage/nodeBlobs';
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { MAX_UPLOAD_BYTES, TOO_LARGE_MESSAGE } from '../../../mocks/handlers/files';
import { SEEDED_UPLOADS, uploadUrl } from '../../../mocks/store/seeds/uploads';
import { writeToken } from '../../../src/core/session/storageKeys';
import { downloadStoredFile } from '../../../src/renderer/files/downloadFile';
import { fileHref } from '../../../src/renderer/files/fileUrl';
import { uploadFile, UPLOAD_SUCCESS_MESSAGE } from '../../../src/renderer/files/uploadFile';
import { recordNotices } from '../../support/notifierRecorder';
import { login, ORIGIN } from '../mocks/support';

// Real bytes over Node's fetch (see nodeBlobs.ts).
withNodeBlobs();

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function signIn(): Promise<string> {
  const { access_token: token } = await login('admin');
  writeToken(token);
  return token;
}

describe('file upload through the client against the files mock', () => {
  it('uploads with the token, stores the bytes, answers { url, name, size }, and serves them back publicly', async () => {
    await signIn();
    const notices = recordNotices();
    const uploaded = await uploadFile(new File([PNG_BYTES], '活动 封面.png', { type: 'image/png' }));
    expect(uploaded.name).toBe('活动 封面.png');
    expect(uploaded.size).toBe(PNG_BYTES.length);
    // Letters of any script stay readable in the stored URL; the space is escaped.
    expect(uploaded.url).toMatch(/^\/api\/operation-management\/v1\/files\/[0-9a-z]+\/活动%20封面\.png$/);
    expect(notices).toEqual([{ level: 'success', text: UPLOAD_SUCCESS_MESSAGE }]);
    const stored = mockControl.db.collection('uploads').list().find((u) => u.name === '活动 封面.png');
    const adminId = mockControl.db.collection('users').find((u) => u.userName === 'admin')!.id;
    expect(stored).toMatchObject({ type: 'image/png', size: PNG_BYTES.length, uploaderId: adminId });

    // No Authorization header: an <img> cannot send one.
    const response = await fetch(fileHref(uploaded.url)!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toContain("inline; filename*=UTF-8''%E6%B4%BB");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it('refuses an upload without a session (401) and a file over 10 MB with the server message', async () => {
    const anonymous = new FormData();
    anonymous.append('file', new File([PNG_BYTES], 'a.png', { type: 'image/png' }));
    expect((await fetch(`${ORIGIN}/api/operation-management/v1/files/upload`, { method: 'POST', body: anonymous })).status).toBe(401);

    await signIn();
    const notices = recordNotices();
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    await expect(uploadFile(big)).rejects.toMatchObject({ status: 400, message: TOO_LARGE_MESSAGE });
    expect(notices).toEqual([{ level: 'error', text: TOO_LARGE_MESSAGE }]);
    expect(mockControl.db.collection('uploads').count()).toBe(SEEDED_UPLOADS.length);
  });

  it('an injected 500 shows the catalogue text; seeded pictures are served; an unknown file is 404', async () => {
    await signIn();
    const notices = recordNotices();
    mockControl.faults.set({ path: '/api/operation-management/v1/files/upload', status: 500 });
    await expect(uploadFile(new File([PNG_BYTES], 'a.png', { type: 'image/png' }))).rejects.toMatchObject({ status: 500 });
    expect(notices).toEqual([{ level: 'error', text: '500：服务器出错' }]);

    const seeded = SEEDED_UPLOADS[0]!;
    const picture = await fetch(fileHref(uploadUrl(seeded))!);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer()).subarray(1, 4)).toEqual(new Uint8Array([0x50, 0x4e, 0x47]));
    expect((await fetch(`${ORIGIN}/api/operation-management/v1/files/${seeded.id}/other.png`)).status).toBe(404);
  });

  it('an uploaded HTML or SVG document is served as an attachment in a sandbox', async () => {
    await signIn();
    recordNotices();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>';
    const uploaded = await uploadFile(new File([svg], 'x.svg', { type: 'image/svg+xml' }));
    const response = await fetch(fileHref(uploaded.url)!);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('content-security-policy')).toBe('sandbox');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a stored file downloads through the client under its own name; a foreign URL only opens', async () => {
    await signIn();
    recordNotices();
    const uploaded = await uploadFile(new File(['%PDF-1.7 合同正文'], '服务合同（盖章版）.pdf', { type: 'application/pdf' }));
    const saved: { blob: Blob; name: string }[] = [];
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return `blob:download-${blobs.length}`;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blobs[Number(this.href.split('-').pop()) - 1]!, name: this.download });
    });
    await downloadStoredFile(uploaded.url);
    expect(saved.map((s) => s.name)).toEqual(['服务合同（盖章版）.pdf']);
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.7 合同正文');

    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await downloadStoredFile('https://oss.example.cn/bucket/合同.pdf');
    expect(open).toHaveBeenCalledWith('https://oss.example.cn/bucket/合同.pdf', '_blank', 'noopener,noreferrer');
    await downloadStoredFile('javascript:alert(1)');
    expect(open).toHaveBeenCalledTimes(1);
    expect(saved).toHaveLength(1);
  });
});
