/**
 * The declared shapes of the hand-written operations (schemas/families `operations`): each
 * declares its answer, each read a call that succeeds on the demo data, and that call — made on
 * a fresh store by the account it names — answers 200 with `data` (or the file) as declared.
 * So the contract a backend team reads is the one the mock backend keeps.
 */
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { responseOf } from '../../src/contract/backendDialect';
import { entitySchemas } from '../../src/contract/families';
import { declaredOperations, type DeclaredOperation } from '../../src/contract/operations';
import { familyDeclarations } from '../../src/contract/catalog';
import { operationPath } from '../../src/pageLanguage/resolvePage';
import type { OperationPayload } from '../../src/pageLanguage/operationShape';
import { signedInApi, tokenApi, type ApiAnswer } from './apiClient';
import { recordProblems } from './entityValidator';
import { readPath } from './family';

const MAPPING = responseOf(undefined);
const STORAGE_BASE = '/api/operation-management/v1/starlight/api/storage/';
const ajv = new Ajv({ allErrors: true, strict: false });
const operations = [...declaredOperations.values()];

/** Reads no single call can show succeeding on the demo data. Exact: one that gains an example leaves. */
const READS_WITHOUT_EXAMPLE: Readonly<Record<string, string>> = {
  'storage get-opt-progress': 'the address of the progress WebSocket: a plain HTTP call only ever gets its 400 saying how to connect',
  'company-info get-permit-download': 'no seeded company holds a business permit; one uploaded first (POST permit/upload, multipart) is read back in tests/integration/mocks/companyFeedback.test.ts',
};
const where = (operation: DeclaredOperation) => `schemas/families/${operation.family}.json ${operation.name}`;

async function callExample(operation: DeclaredOperation): Promise<ApiAnswer> {
  const example = operation.example!;
  const family = familyDeclarations.get(operation.family)!;
  const path = operationPath(family, operation).replace(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = example.path?.[name];
    if (value === undefined) throw new Error(`${where(operation)}: example.path 缺少 ${name}`);
    return encodeURIComponent(String(value));
  });
  const api = example.as === 'anonymous' ? tokenApi(null) : await signedInApi(example.as ?? 'admin');
  const query = Object.fromEntries(Object.entries(example.query ?? {}).map(([key, value]) => [key, String(value)]));
  // Storage calls carry the storage token as well (the storage family's xg-token read), as the file browser sends it.
  const headers: Record<string, string> = {};
  if (path.startsWith(STORAGE_BASE) && example.as !== 'anonymous') {
    const token = (await api.call('GET', `${STORAGE_BASE}xg-token`)).body as Record<string, unknown>;
    if (typeof token['xg-token'] === 'string') headers['xg-token'] = token['xg-token'];
  }
  return api.call(operation.method, path, { query, headers, ...(example.body === undefined ? {} : { json: example.body }) });
}

/** Problems of a value against a payload declaration (entity records or an inline schema). */
function payloadProblems(payload: Exclude<OperationPayload, { file: string }>, value: unknown): string[] {
  if ('schema' in payload) {
    const validate = ajv.compile(payload.schema);
    return validate(value) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? error.keyword}`);
  }
  const entity = entitySchemas.get(payload.entity);
  if (!entity) return [`实体 ${payload.entity} 不存在`];
  const records = payload.shape === 'list' || payload.shape === 'page' ? value : [value];
  if (!Array.isArray(records)) return ['应为记录数组'];
  return records.flatMap((record, index) => recordProblems(entity, record).map((problem) => `#${index} ${problem}`));
}

describe('declared operations: what goes in and comes out', () => {
  it('every hand-written operation declares its answer (`response`)', () => {
    expect(operations.filter((operation) => !operation.response).map(where), '在这些操作上声明 response').toEqual([]);
  });

  it('every read declares a call that succeeds on the demo data (`example`), but the reads listed with why', () => {
    const missing = operations.filter((operation) => operation.method === 'GET' && !operation.example).map((operation) => `${operation.family} ${operation.name}`);
    expect(missing.sort(), '在这些操作上声明 example').toEqual(Object.keys(READS_WITHOUT_EXAMPLE).sort());
  });

  for (const operation of operations.filter((candidate) => candidate.example && candidate.response)) {
    it(`${operation.method} ${operationPath(familyDeclarations.get(operation.family)!, operation)} (${operation.family}): the example answers as declared`, async () => {
      const answer = await callExample(operation);
      expect(answer.status, `${where(operation)}: ${answer.text.slice(0, 300)}`).toBe(200);
      const response = operation.response!;
      if ('file' in response) {
        // A media range: "*/*" any type, "image/*" any image.
        const [kind, subtype] = response.file.split('/');
        const [actualKind, actualSubtype] = answer.contentType.split(';')[0]!.trim().split('/');
        if (kind !== '*') expect(actualKind, `${where(operation)} content-type ${answer.contentType}`).toBe(kind);
        if (subtype !== '*') expect(actualSubtype, `${where(operation)} content-type ${answer.contentType}`).toBe(subtype);
        return;
      }
      if ('entity' in response && response.shape === 'page') {
        expect(typeof readPath(answer.body, MAPPING.total), `${where(operation)}: total at ${MAPPING.total}`).toBe('number');
        expect(payloadProblems(response, readPath(answer.body, MAPPING.records)), where(operation)).toEqual([]);
        return;
      }
      const bare = 'schema' in response && response.bare === true;
      const data = bare ? answer.body : readPath(answer.body, MAPPING.item);
      expect(payloadProblems(response, data), `${where(operation)}: ${bare ? 'the answer' : `data at ${MAPPING.item}`}`).toEqual([]);
    });
  }
});
