/**
 * The rules of a custom action's upload and download (src/renderer/actions/fileActions.ts): a file
 * is refused before sending for its type (its name's ending, as the server checks), emptiness or
 * size; the hint, refusals and success say it in Chinese with the types as a user reads them; a
 * refusal inside an HTTP 200 answer is read; the saved name comes from Content-Disposition; and a
 * download of the record's file is offered only where the record holds one.
 */
import { describe, expect, it } from 'vitest';
import type { CustomAction } from '../../../src/pageLanguage/actions';
import {
  acceptText, answerRefusal, dispositionFileName, UPLOAD_EMPTY_FILE, UPLOAD_FAILED, uploadedMessage, uploadHint, uploadRefusal,
} from '../../../src/renderer/actions/fileActions';
import { actionShape } from '../../../src/renderer/actions/actionCall';
import { isShown } from '../../../src/renderer/list/RowActionButtons';

const upload = { accept: '.pdf,.jpg,.jpeg,.png', maxSizeMb: 10 };
const MB = 1024 * 1024;

describe('upload rules', () => {
  it('reads the accept list as a user does and says the limits', () => {
    expect(acceptText(' .PDF, .jpg ,.png')).toBe('pdf、jpg、png');
    expect(uploadHint(upload)).toBe('支持 pdf、jpg、jpeg、png 格式，大小不超过 10MB');
  });

  it('takes a file of an accepted ending up to the size, whatever the case of its name', () => {
    expect(uploadRefusal({ name: '营业执照.PDF', size: 10 * MB }, upload)).toBeNull();
    expect(uploadRefusal({ name: 'scan.jpeg', size: 1 }, upload)).toBeNull();
  });

  it('refuses another type, an empty file and one over the size, in that order', () => {
    expect(uploadRefusal({ name: '执照.pdf.exe', size: 1 }, upload)).toBe('文件格式不支持：只能上传 pdf、jpg、jpeg、png 格式的文件');
    expect(uploadRefusal({ name: 'pdf', size: 1 }, upload)).toMatch(/^文件格式不支持/);
    expect(uploadRefusal({ name: '执照.png', size: 0 }, upload)).toBe(UPLOAD_EMPTY_FILE);
    expect(uploadRefusal({ name: '执照.png', size: 10 * MB + 1 }, upload)).toBe('文件过大：大小不能超过 10MB');
  });

  it('says what the server answered, else what was sent', () => {
    expect(uploadedMessage({ code: 200, data: { name: '营业执照.pdf', size: 1536 } }, { name: 'a.pdf', size: 1 })).toBe('上传成功：营业执照.pdf（1.50 KB）');
    expect(uploadedMessage({ code: 200 }, { name: 'a.pdf', size: 12 })).toBe('上传成功：a.pdf（12 B）');
  });

  it('reads a refusal inside an HTTP 200 answer', () => {
    expect(answerRefusal({ code: 200, data: {} })).toBeNull();
    expect(answerRefusal({ data: 'x' })).toBeNull();
    expect(answerRefusal({ code: 400, message: '营业执照只支持 pdf、jpg、png 格式' })).toBe('营业执照只支持 pdf、jpg、png 格式');
    expect(answerRefusal({ code: '500' })).toBe(UPLOAD_FAILED);
  });
});

describe('download rules', () => {
  it('takes the file name from Content-Disposition: filename* (UTF-8) first, then filename', () => {
    expect(dispositionFileName(`attachment; filename*=UTF-8''${encodeURIComponent('营业执照（副本）.pdf')}`)).toBe('营业执照（副本）.pdf');
    expect(dispositionFileName(`attachment; filename="permit.pdf"; filename*=UTF-8''${encodeURIComponent('执照.pdf')}`)).toBe('执照.pdf');
    expect(dispositionFileName('attachment; filename="permit.pdf"')).toBe('permit.pdf');
    expect(dispositionFileName('attachment; filename=permit.png')).toBe('permit.png');
    expect(dispositionFileName("attachment; filename*=UTF-8''%E0%A4%A")).toBeUndefined();
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });

  it('offers the download of the record’s file only where the record holds one, and keeps showWhen', () => {
    const action = { type: 'custom', name: 'd', label: '下载', endpoint: { method: 'GET', path: 'd/{id}' }, effect: {}, operation: 'get-d', download: { field: 'permit' } } as CustomAction;
    expect(actionShape(action)).toBe('download');
    expect(isShown(action, { id: 1, permit: '/api/x/files/1/a.pdf' })).toBe(true);
    for (const permit of [undefined, null, '']) expect(isShown(action, { id: 1, permit })).toBe(false);
    expect(isShown({ ...action, showWhen: { field: 'state', in: [2] } }, { id: 1, permit: '/f', state: 1 })).toBe(false);
    expect(isShown({ ...action, download: {} }, { id: 1 })).toBe(true);
    expect(actionShape({ ...action, download: undefined, upload })).toBe('upload');
  });
});
