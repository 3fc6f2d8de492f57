/**
 * Issue 17 point 4: the storage listing reader accepts file entries only, and a failed listing
 * is worded for the page (the service's info, the client's catalogue), never as a raw
 * JavaScript message.
 */
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../src/core/http/HttpError';
import { MALFORMED_LISTING, readDirectory } from '../../../src/modules/storage/api/readDirectory';
import { EnvelopeRefusal } from '../../../src/renderer/data/answerEnvelope';
import { listingFailureMessage } from '../../../src/modules/storage/state/listingFailure';

const entry = { name: 'a.txt', path: '/home/u/a.txt', type: 0, uid: 1, gid: 1, perm: '-rw-r--r--', size: 12, time: '2025-01-01 10:00:00 +0800 CST' };

describe('readDirectory', () => {
  it('passes file entries through as they are (no copy) and reads a missing list as empty', () => {
    const spec = [entry, { ...entry, name: 'dir', type: 1 }];
    expect(readDirectory({ spec })).toBe(spec);
    expect(readDirectory({})).toEqual([]);
  });

  it.each([
    ['a number in the list', [7]],
    ['a list that is not one', 'x'],
    ['an entry without a name', [{ ...entry, name: undefined }]],
    ['a size that is text', [{ ...entry, size: '12' }]],
    ['a null entry', [null]],
  ])('refuses %s with the malformed-listing message', (_what, spec) => {
    expect(() => readDirectory({ spec })).toThrow(new EnvelopeRefusal(500, MALFORMED_LISTING, true));
  });
});

describe('listingFailureMessage', () => {
  it('says what the service or the client said, and never a raw JavaScript message', () => {
    expect(listingFailureMessage(new EnvelopeRefusal(500, '目录不存在'))).toBe('目录不存在');
    expect(listingFailureMessage(new HttpError({ kind: 'status', status: 500, message: '500：服务器出错', url: '/x' }))).toBe('500：服务器出错');
    expect(listingFailureMessage(new HttpError({ kind: 'timeout', message: '请求超时！', url: '/x' }))).toBe('请求超时！');
    const raw = listingFailureMessage(new TypeError("Cannot create property 'isDir' on number '7'"));
    expect(raw).toBe('目录加载失败，请稍后重试');
  });
});
