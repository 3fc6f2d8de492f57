/**
 * Issue 34: a storage reply of another shape is told in words — 目录数据格式不正确 for folder data,
 * 数据格式不正确 for the rest — and never as 操作失败（undefined）. The envelope (code, info) is
 * the storage family's declared `envelope`, read by the operation client (answerEnvelope.ts).
 */
import { describe, expect, it } from 'vitest';
import storageFamily from '../../../schemas/families/storage.json' with { type: 'json' };
import { HttpError } from '../../../src/core/http/HttpError';
import type { FamilyDeclaration } from '../../../src/pageLanguage/family';
import { EnvelopeRefusal, readEnvelope } from '../../../src/renderer/data/answerEnvelope';
import { MALFORMED_LISTING } from '../../../src/modules/storage/api/readDirectory';
import {
  isAccountOption, isStorageRecord, MALFORMED_REPLY, readFilePage, readList, readRoots, readTotal,
} from '../../../src/modules/storage/api/replyShape';
import { listing } from '../../../src/modules/storage/api/storageApi';
import { isRefusal, refusalDetail, STORAGE_REFUSED_DETAIL, STORAGE_REFUSED_TITLE } from '../../../src/modules/storage/state/refusal';

const family = storageFamily as FamilyDeclaration;
const checkEnvelope = (body: unknown) => readEnvelope(family, family.envelope!, body);

const failure = (fn: () => unknown): EnvelopeRefusal => {
  try {
    fn();
  } catch (error) {
    if (error instanceof EnvelopeRefusal) return error;
    throw error;
  }
  throw new Error('no EnvelopeRefusal thrown');
};

describe('the storage family\'s envelope', () => {
  it.each([
    ['an empty object', {}],
    ['a code that is not a number', { code: 'ok' }],
    ['a list', [{ code: 200 }]],
    ['nothing', undefined],
    ['text', 'success'],
    ['a code of null', { code: null, info: 'x' }],
  ])('%s is malformed, worded for folder data on the listing calls', async (_what, body) => {
    const malformed = failure(() => checkEnvelope(body));
    await expect(listing(Promise.reject(malformed))).rejects.toMatchObject({ code: 500, message: '存储服务返回的目录数据格式不正确', malformed: true });
    expect(malformed).toMatchObject({ code: 500, message: MALFORMED_REPLY, malformed: true });
    expect(malformed.message).not.toContain('undefined');
  });

  it('the malformed-listing words are 目录数据格式不正确', () => {
    expect(MALFORMED_LISTING).toContain('目录数据格式不正确');
  });

  it('a refusal carries the service info, or the code in words when it gave none', () => {
    expect(failure(() => checkEnvelope({ code: 403, info: '无权访问 HPC 账号 x 的存储' }))).toMatchObject({ code: 403, message: '无权访问 HPC 账号 x 的存储', malformed: false });
    expect(failure(() => checkEnvelope({ code: 500 }))).toMatchObject({ code: 500, message: '存储服务未能完成操作（错误码 500）' });
    expect(failure(() => checkEnvelope({ code: 500, info: '  ' })).message).toBe('存储服务未能完成操作（错误码 500）');
  });

  it('success passes the fields through (a numeric-string code reads as its number)', () => {
    expect(checkEnvelope({ code: 200, info: 'success', spec: [1] })).toEqual({ code: 200, info: 'success', spec: [1] });
    expect(checkEnvelope({ code: '200', spec: [] })).toEqual({ code: 200, spec: [] });
  });
});

describe('the readers of each reply', () => {
  it('roots: a list of paths and a default path; anything else is malformed folder data', () => {
    expect(readRoots({ spec: ['/a', '/b'], default_path: '/a/x' })).toEqual({ roots: ['/a', '/b'], defaultPath: '/a/x' });
    expect(readRoots({})).toEqual({ roots: [], defaultPath: null });
    for (const body of [{ spec: '/a' }, { spec: {} }, { spec: [7] }, { spec: [''] }, { spec: ['/a'], default_path: 3 }]) {
      expect(failure(() => readRoots(body))).toMatchObject({ code: 500, message: MALFORMED_LISTING });
    }
  });

  it('lists: absent is empty; not a list, or items of another shape, is malformed', () => {
    expect(readList({ spec: [{ acc: 'hpc_a' }] }, isAccountOption)).toEqual([{ acc: 'hpc_a' }]);
    expect(readList({}, isAccountOption)).toEqual([]);
    for (const spec of [{}, 'x', [7], [{ acc: '' }], [null]]) {
      expect(failure(() => readList({ spec }, isAccountOption))).toMatchObject({ code: 500, message: MALFORMED_REPLY });
    }
    expect(failure(() => readList({ spec: [{ id: '1', type: 1, status: 3 }] }, isStorageRecord)).message).toBe(MALFORMED_REPLY);
    expect(readList({ spec: [{ id: 1, type: 1, status: 3, from: '[]', target: '[]' }] }, isStorageRecord)).toHaveLength(1);
  });

  it('totals and file pages', () => {
    expect(readTotal({ total: 4 }, 0)).toBe(4);
    expect(readTotal({}, 2)).toBe(2);
    expect(failure(() => readTotal({ total: '4' }, 0)).message).toBe(MALFORMED_REPLY);
    expect(failure(() => readTotal({ total: -1 }, 0)).message).toBe(MALFORMED_REPLY);
    expect(readFilePage({ spec: { Body: 'hi', Size: 2 } })).toEqual({ body: 'hi', size: 2 });
    expect(readFilePage({})).toEqual({ body: '', size: 0 });
    expect(failure(() => readFilePage({ spec: [] })).message).toBe(MALFORMED_REPLY);
    expect(failure(() => readFilePage({ spec: { Body: 7, Size: 2 } })).message).toBe(MALFORMED_REPLY);
  });
});

describe('a refusal is not a load failure', () => {
  it('the gateway 403 and the service code 403 are refusals; other failures are not', () => {
    expect(isRefusal(new HttpError({ kind: 'status', status: 403, message: '拒绝访问', url: '/x' }))).toBe(true);
    expect(isRefusal(new EnvelopeRefusal(403, '无权访问 HPC 账号 x 的存储'))).toBe(true);
    expect(isRefusal(new HttpError({ kind: 'status', status: 500, message: '500：服务器出错', url: '/x' }))).toBe(false);
    expect(isRefusal(new EnvelopeRefusal(500, MALFORMED_LISTING))).toBe(false);
    expect(isRefusal(new Error('x'))).toBe(false);
  });

  it('says 拒绝访问, with the service reason when it gave one', () => {
    expect(STORAGE_REFUSED_TITLE).toBe('拒绝访问');
    expect(refusalDetail(new HttpError({ kind: 'status', status: 403, message: '拒绝访问', url: '/x' }))).toBe(STORAGE_REFUSED_DETAIL);
    expect(refusalDetail(new EnvelopeRefusal(403, '无权访问 HPC 账号 x 的存储'))).toBe('无权访问 HPC 账号 x 的存储');
  });
});
