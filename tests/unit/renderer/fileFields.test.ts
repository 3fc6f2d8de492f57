// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanFileName } from '../../../mocks/handlers/files';
import { acceptOf, checkUpload, countMessage, DEFAULT_FILE_ACCEPT, DEFAULT_FILE_MAX_COUNT, DEFAULT_FILE_MAX_SIZE_KB, FILE_TYPE_MESSAGE, IMAGE_ACCEPT, matchesAccept, maxCountOf, sizeMessage } from '../../../src/renderer/files/fileRules';
import { fileHref, fileNameOf, fileUrlsOf, imageSrc, joinFileUrls } from '../../../src/renderer/files/fileUrl';
import { readUploadAnswer } from '../../../src/renderer/files/uploadFile';
import { resolveFormSchema } from '../../../src/renderer/form/resolveFormSchema';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const MB = 1024 * 1024;

describe('upload checks', () => {
  it('accept lists: extensions, wildcards, exact types; empty accepts everything', () => {
    expect(matchesAccept({ name: '封面.PNG', type: 'image/png' }, 'image/*')).toBe(true);
    expect(matchesAccept({ name: '合同.pdf', type: 'application/pdf' }, 'image/*')).toBe(false);
    expect(matchesAccept({ name: '合同.PDF', type: '' }, '.pdf,.doc,.docx')).toBe(true);
    expect(matchesAccept({ name: '合同.exe', type: 'application/x-msdownload' }, '.pdf, .docx')).toBe(false);
    expect(matchesAccept({ name: 'a.webp', type: 'image/webp' }, 'image/png,image/webp')).toBe(true);
    expect(matchesAccept({ name: 'x', type: '' }, undefined)).toBe(true);
  });

  it('images default to jpg/jpeg/png and 10 MB with the Chinese messages; a stated limit is the field\'s', () => {
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 }, { kind: 'image' })).toBe(FILE_TYPE_MESSAGE);
    expect(checkUpload({ name: 'a.gif', type: 'image/gif', size: 10 }, { kind: 'image' })).toBe(FILE_TYPE_MESSAGE);
    expect(IMAGE_ACCEPT).toBe('.jpg,.jpeg,.png');
    expect(FILE_TYPE_MESSAGE).toBe('文件格式错误！');
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 10 * MB }, { kind: 'image' })).toBeNull();
    expect(checkUpload({ name: 'a.JPEG', type: 'image/jpeg', size: 10 }, { kind: 'image' })).toBeNull();
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 10 * MB + 1 }, { kind: 'image' })).toBe('图片大小不能超过 10MB');
    expect(checkUpload({ name: 'a.png', type: 'image/png', size: 3 * MB }, { kind: 'image', maxSizeMb: 2 })).toBe('图片大小不能超过 2MB');
    expect(checkUpload({ name: 'a.zip', type: 'application/zip', size: 11 * MB }, { kind: 'file', accept: '.zip', maxSizeMb: 20 })).toBeNull();
    expect(checkUpload({ name: 'a.zip', type: 'application/zip', size: 21 * MB }, { kind: 'file', accept: '.zip', maxSizeMb: 20 })).toBe(sizeMessage('file', 20));
    expect(sizeMessage('file', 10)).toBe('文件大小不能超过 10MB');
    expect(checkUpload({ name: 'a.txt', type: 'text/plain', size: 0 }, { kind: 'file', accept: '.txt' })).toBe('不能上传空文件');
  });

  it('a file field defaults to the file helper: .xls/.xlsx (文件格式错误！), 2048 KB (文件大小不能超过 2048KB), 9 files', () => {
    expect([DEFAULT_FILE_ACCEPT, DEFAULT_FILE_MAX_SIZE_KB, DEFAULT_FILE_MAX_COUNT]).toEqual(['.xls,.xlsx', 2048, 9]);
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect(checkUpload({ name: '用户导入.xlsx', type: xlsx, size: 2048 * 1024 }, { kind: 'file' })).toBeNull();
    expect(checkUpload({ name: '旧表.XLS', type: 'application/vnd.ms-excel', size: 10 }, { kind: 'file' })).toBeNull();
    expect(checkUpload({ name: '用户导入.xlsx', type: xlsx, size: 2048 * 1024 + 1 }, { kind: 'file' })).toBe('文件大小不能超过 2048KB');
    expect(checkUpload({ name: '合同.pdf', type: 'application/pdf', size: 10 }, { kind: 'file' })).toBe('文件格式错误！');
    expect(checkUpload({ name: '表.csv', type: 'text/csv', size: 10 }, { kind: 'file' })).toBe('文件格式错误！');
    expect(checkUpload({ name: '空表.xlsx', type: xlsx, size: 0 }, { kind: 'file' })).toBe('不能上传空文件');
    expect(acceptOf({ kind: 'file' })).toBe('.xls,.xlsx');
    expect(acceptOf({ kind: 'file', accept: '.pdf' })).toBe('.pdf');
    expect(acceptOf({ kind: 'image' })).toBe('.jpg,.jpeg,.png');
    expect(maxCountOf('file', undefined)).toBe(9);
    expect(maxCountOf('file', 1)).toBe(1);
    // Single-image upload: one picture, whatever a config says.
    expect(maxCountOf('image', 5)).toBe(1);
    expect(countMessage(9)).toBe('最多只能上传 9 个文件');
  });
});

describe('file URLs', () => {
  it('server paths and http(s) URLs are links; javascript:, data: and protocol-relative ones are not', () => {
    expect(fileHref('/api/operation-management/v1/files/ab12/%E5%90%88%E5%90%8C.pdf')).toBe('http://localhost:3000/api/operation-management/v1/files/ab12/%E5%90%88%E5%90%8C.pdf');
    expect(fileHref('https://oss.example.cn/a/b.pdf')).toBe('https://oss.example.cn/a/b.pdf');
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'data:text/html,<script>1</script>', '//evil.example/x', 'vbscript:x', 42, null]) {
      expect(fileHref(bad), String(bad)).toBeUndefined();
    }
    expect(imageSrc('data:image/png;base64,iVBORw0KGgo=')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(imageSrc('data:image/svg+xml;base64,PHN2Zz4=')).toBeUndefined();
  });

  it('the name is the last segment, decoded; a malformed escape is shown as stored', () => {
    expect(fileNameOf('/api/operation-management/v1/files/ab12/%E5%90%88%E5%90%8C%20%E6%89%AB%E6%8F%8F.pdf')).toBe('合同 扫描.pdf');
    expect(fileNameOf('https://oss.example.cn/a/report.pdf?sign=1#p2')).toBe('report.pdf');
    expect(fileNameOf('/files/%E5%9')).toBe('%E5%9');
    expect(fileNameOf('')).toBe('');
  });

  it('several files are stored joined by ","; a comma inside one URL (an OSS parameter) does not split it', () => {
    const a = '/api/operation-management/v1/files/a1/%E8%A1%A8%E4%B8%80.xlsx';
    const b = 'https://oss.example.cn/b.png?x-oss-process=image/resize,w_100';
    expect(joinFileUrls([a, b])).toBe(`${a},${b}`);
    expect(fileUrlsOf(`${a},${b}`)).toEqual([a, b]);
    expect(fileUrlsOf(b)).toEqual([b]);
    expect(fileUrlsOf('')).toEqual([]);
    expect(fileUrlsOf(undefined)).toEqual([]);
    expect(joinFileUrls([])).toBeUndefined();
  });

  it('the mock keeps a clean name: no directories, no control characters, at most 120 characters with the extension', () => {
    expect(cleanFileName('C:\\Users\\张三\\合同.pdf')).toBe('合同.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\u001f.txt')).toBe('ab.txt');
    expect(cleanFileName('..')).toBe('file');
    const long = cleanFileName(`${'长'.repeat(200)}.docx`);
    expect(long).toHaveLength(120);
    expect(long.endsWith('.docx')).toBe(true);
  });
});

describe('upload answers', () => {
  const file = { name: '封面.png', size: 12 };
  it('reads { url, name, size } or a bare URL; a code other than 200 is refused with its message or 上传失败', () => {
    expect(readUploadAnswer({ code: 200, data: { url: '/api/x/1/a.png', name: 'a.png', size: 3 } }, file)).toEqual({ url: '/api/x/1/a.png', name: 'a.png', size: 3 });
    expect(readUploadAnswer({ code: 200, data: 'https://oss.example.cn/a.png' }, file)).toEqual({ url: 'https://oss.example.cn/a.png', name: '封面.png', size: 12 });
    expect(() => readUploadAnswer({ code: 500, msg: '存储服务繁忙' }, file)).toThrow('存储服务繁忙');
    expect(() => readUploadAnswer({ code: 400 }, file)).toThrow('上传失败');
    expect(() => readUploadAnswer({ code: 200, data: {} }, file)).toThrow('上传失败');
  });
});

describe('form schema of upload and rich-text fields', () => {
  const entity: EntitySchema = {
    $id: 'activity', title: '活动', type: 'object', required: ['cover', 'content'],
    properties: {
      cover: { type: 'string', title: '封面图' },
      contract: { type: 'string', title: '附件' },
      content: { type: 'string', title: '活动内容', contentMediaType: 'text/html' },
    },
  };
  it('image/file widgets carry accept, maxSizeMb and (files only) maxCount; an HTML field defaults to the rich-text editor with 请在这里输入', () => {
    const form = resolveFormSchema(entity, { fields: [{ key: 'cover', widget: 'image', maxSizeMb: 2, maxCount: 3 }, { key: 'contract', widget: 'file', accept: '.pdf', maxCount: 1 }, 'content'] }, 'create');
    expect(form.uiSchema.cover).toMatchObject({ 'ui:widget': 'hpcImage', 'ui:options': { maxSizeMb: 2 } });
    expect(form.uiSchema.cover!['ui:options']).not.toHaveProperty('maxCount');
    expect(form.uiSchema.contract).toMatchObject({ 'ui:widget': 'hpcFile', 'ui:options': { accept: '.pdf', maxCount: 1 } });
    expect(form.uiSchema.content).toMatchObject({ 'ui:widget': 'hpcRichText', 'ui:placeholder': '请在这里输入' });
    expect(form.schema.required).toEqual(['cover', 'content']);
  });
});
