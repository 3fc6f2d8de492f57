/**
 * lint:schemas on how a family's operations go over the wire (generators/lint/operationWireChecks.mjs):
 * a family's own answer envelope needs bare answers naming its code field and no record verbs;
 * a form-encoded body is an object of single values, and an answer has no encoding.
 */
import { describe, expect, it } from 'vitest';
import { checkOperationWire } from '../../../generators/lint/operationWireChecks.mjs';

const ENVELOPE = { code: 'code', ok: 200, reason: 'info' };
const answer = (properties: Record<string, unknown>, bare = true) => ({ schema: { type: 'object', properties }, ...(bare ? { bare: true } : {}) });

function problems(data: Record<string, unknown>): string[] {
  const found: string[] = [];
  const report = { error: (_file: string, at: string, message: string) => found.push(`${at} ${message}`), warn: () => undefined };
  checkOperationWire({ name: 'x', file: 'families/x.json', data }, report);
  return found;
}

describe('lint:schemas — a family’s answer envelope', () => {
  it('passes bare answers naming the code field, and file answers', () => {
    expect(problems({ envelope: ENVELOPE, operations: [
      { name: 'get-a', response: answer({ code: { type: 'integer' }, spec: { type: 'array' } }) },
      { name: 'get-file', response: { file: 'application/octet-stream' } },
    ] })).toEqual([]);
  });

  it('refuses an answer in the dialect’s data, one without the code field, and record verbs beside it', () => {
    expect(problems({ envelope: ENVELOPE, verbs: ['list'], operations: [
      { name: 'get-a', response: answer({ code: { type: 'integer' } }, false) },
      { name: 'get-b', response: answer({ spec: { type: 'array' } }) },
    ] })).toEqual([
      '/envelope 接口族 x 声明了自有应答格式 envelope，却提供记录调用 verbs',
      '/operations/0/response 接口族 x 以自有格式应答，操作 get-a 的应答须声明 "bare": true',
      '/operations/1/response/schema 操作 get-b 的应答没有 envelope 的代码字段 "code"',
    ]);
  });

  it('says nothing of a family without one', () => {
    expect(problems({ operations: [{ name: 'get-a', response: answer({ spec: {} }, false) }] })).toEqual([]);
  });
});

describe('lint:schemas — a form-encoded body', () => {
  it('passes an object of single values', () => {
    expect(problems({ operations: [{ name: 'post-token', body: { encoding: 'form', schema: { type: 'object', properties: { phone: { type: 'string' }, n: { type: 'integer' } } } } }] })).toEqual([]);
  });

  it('refuses a field holding a list or an object, a body that is not an object, and an answer with an encoding', () => {
    expect(problems({ operations: [
      { name: 'post-a', body: { encoding: 'form', schema: { type: 'object', properties: { ids: { type: 'array' }, who: { type: 'object' } } } } },
      { name: 'post-b', body: { encoding: 'form', schema: { type: 'array' } } },
      { name: 'get-c', response: { encoding: 'form', schema: { type: 'object' } } },
    ] })).toEqual([
      '/operations/0/body/schema 操作 post-a 的表单编码请求体字段 ids、who 不是单个值',
      '/operations/1/body/schema 操作 post-b 的表单编码请求体须为带 properties 的 object',
      '/operations/2/response/encoding 操作 get-c 的应答声明了 encoding',
    ]);
  });
});
