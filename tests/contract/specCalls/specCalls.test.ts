import { readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { loadSpecCallsDocument, matchesOperation, operationKey, SPEC_CALLS_SCHEMA_FILE, type SpecCall } from './specCalls';

const schema = JSON.parse(readFileSync(SPEC_CALLS_SCHEMA_FILE, 'utf8')) as object;
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const document = loadSpecCallsDocument();
const calls = document.calls;

/** Entries that occur more than once under `key`. */
function repeated(key: (call: SpecCall) => string): string[] {
  const seen = new Map<string, number>();
  for (const call of calls) seen.set(key(call), (seen.get(key(call)) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([name]) => name);
}

describe('schemas/spec-calls.json — the calls the specification names', () => {
  it('validates against its schema', () => {
    expect(validate(document), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('has unique ids', () => {
    expect(repeated((call) => call.id)).toEqual([]);
  });

  it('never lists the same call twice (method + path, any {name} equal to any other)', () => {
    expect(repeated((call) => operationKey(call.method, call.path))).toEqual([]);
  });

  it('writes every path from /api/', () => {
    expect(calls.filter((call) => !call.path.startsWith('/api/')).map((call) => call.id)).toEqual([]);
  });

  it('places every call in one of the parts 7.1–7.4, declared in sections', () => {
    const declared = new Set(document.sections.map((section) => section.section));
    expect(calls.filter((call) => !/^7\.[1-4] /.test(call.section)).map((call) => call.id)).toEqual([]);
    expect(calls.filter((call) => !declared.has(call.section)).map((call) => call.id)).toEqual([]);
    expect(new Set(document.sections.map((section) => section.section.slice(0, 3)))).toEqual(new Set(['7.1', '7.2', '7.3', '7.4']));
  });

  it('puts every platform call of a part under the part’s base, when it has one', () => {
    const bases = new Map(document.sections.map((section) => [section.section, section.base]));
    const outside = calls.filter((call) => {
      const base = bases.get(call.section);
      return !call.origin && base && call.path !== base && !call.path.startsWith(`${base}/`);
    });
    expect(outside.map((call) => `${call.id} ${call.path}`)).toEqual([]);
  });

  it('says how a path or method the specification does not give was read', () => {
    const unexplained = calls.filter((call) => (!call.pathShown || call.methodShown === false) && !call.note);
    expect(unexplained.map((call) => call.id)).toEqual([]);
  });

  it('rejects an entry without words, with a path outside /api/ or with a named path parameter', () => {
    const good = calls[0]!;
    const withCall = (call: object) => ({ ...document, calls: [call] });
    expect(validate(withCall(good))).toBe(true);
    expect(validate(withCall({ ...good, words: undefined }))).toBe(false);
    expect(validate(withCall({ ...good, path: '/oauth/v1/logout' }))).toBe(false);
    expect(validate(withCall({ ...good, path: '/api/aam/v1/portal/user/{userId}/groups' }))).toBe(false);
    expect(validate(withCall({ ...good, section: '8 Errors' }))).toBe(false);
    expect(validate(withCall({ ...good, pathShown: false, note: undefined }))).toBe(false);
  });
});

describe('matchesOperation', () => {
  const call = { method: 'PUT', path: '/api/aam/v1/portal/user/{id}/groups/{id}/default' } as const;

  it('treats any {name} segment as equal to any other', () => {
    expect(matchesOperation(call, 'PUT', '/api/aam/v1/portal/user/{userId}/groups/{groupId}/default')).toBe(true);
    expect(matchesOperation(call, 'put', '/api/aam/v1/portal/user/{id}/groups/{id}/default/')).toBe(true);
  });

  it('needs the same method and the same literal segments', () => {
    expect(matchesOperation(call, 'GET', '/api/aam/v1/portal/user/{id}/groups/{id}/default')).toBe(false);
    expect(matchesOperation(call, 'PUT', '/api/aam/v1/portal/user/{id}/groups/{id}')).toBe(false);
    expect(matchesOperation(call, 'PUT', '/api/aam/v1/portal/user/7/groups/{id}/default')).toBe(false);
  });

  it('does not let a placeholder stand for a literal segment', () => {
    const get = { method: 'GET', path: '/api/operation-management/v1/application-manage/{id}' } as const;
    expect(matchesOperation(get, 'GET', '/api/operation-management/v1/application-manage/page')).toBe(false);
    expect(matchesOperation(get, 'GET', '/api/operation-management/v1/application-manage/{appId}')).toBe(true);
  });

  it('ignores a query string', () => {
    const download = { method: 'GET', path: '/api/operation-management/v1/starlight/api/storage/download' } as const;
    expect(matchesOperation(download, 'GET', '/api/operation-management/v1/starlight/api/storage/download?file={path}')).toBe(true);
  });
});
