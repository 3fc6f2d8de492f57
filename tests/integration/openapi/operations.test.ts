/**
 * What the OpenAPI document says of each operation (npm run gen:openapi): a Chinese summary —
 * for a family's call its title and the verb or action, for a hand-written handler its family's
 * declaration (schemas/families `operations`) — an operationId, its 4xx answers, and where a
 * family's call comes from: `x-spec` (the spec section the family declares) or `x-extension`
 * (why it is served though the spec names no such call).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { crudFamilies } from '../../../mocks/crud/families';
import { HANDWRITTEN_ACCESS } from '../../../src/contract/grants/handwrittenAccess';
import { generateOpenApi } from '../../../generators/openapi/generateOpenApi';
import { parseHandlerKey } from '../../../generators/openapi/handwrittenOperations';
import { familyDeclarations } from '../../../src/contract/catalog';
import { declaredOperations, handlerPath } from '../../../src/contract/operations';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
  'x-spec'?: string;
  'x-extension'?: string;
  'x-handwritten'?: boolean;
};
type Document = { paths: Record<string, Record<string, Operation>>; tags: { name: string; description?: string }[] };

const REPO = join(import.meta.dirname, '../../..');
const document = generateOpenApi().document as unknown as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })));
/** The declared hand-written operation an OpenAPI operation documents, if any (schemas/families `operations`). */
const declaredOf = (method: string, path: string) => declaredOperations.get(`${method.toUpperCase()} ${handlerPath(path.replace('/api/{aam}/', '/api/aam/'))}`);
const CHINESE = /[\u4e00-\u9fff]/;

/** JSON pointer of an operation's responses, as redocly names a problem there. */
const responsesPointer = (path: string, method: string) => `#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses`;

/** The operation-4xx-response entries of .redocly.lint-ignore.yaml. */
function ignoredWithout4xx(): string[] {
  const text = readFileSync(join(REPO, '.redocly.lint-ignore.yaml'), 'utf8');
  const section = text.split(/^\s{2}operation-4xx-response:\s*$/m)[1] ?? '';
  return [...section.matchAll(/^\s{4}- '([^']+)'\s*$/gm)].map((match) => match[1]!);
}

const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

describe('every operation of the document', () => {
  it(`has a Chinese summary, a unique operationId and a 4xx answer (${operations.length} operations)`, () => {
    const problems: string[] = [];
    const ids = new Set<string>();
    const ignored = new Set(ignoredWithout4xx());
    for (const { path, method, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.summary || !CHINESE.test(operation.summary)) problems.push(`${where}：没有中文摘要`);
      if (!operation.operationId) problems.push(`${where}：没有 operationId`);
      else if (ids.has(operation.operationId)) problems.push(`${where}：operationId ${operation.operationId} 重复`);
      ids.add(operation.operationId ?? '');
      const refusals = Object.keys(operation.responses).filter((status) => /^4\d\d$/.test(status));
      if (refusals.length === 0 && !ignored.has(responsesPointer(path, method))) problems.push(`${where}：没有 4xx 应答`);
      // A call that needs a session says what happens without one.
      if ((operation.security ?? []).length > 0 && !refusals.includes('401')) problems.push(`${where}：需要登录却没有 401`);
    }
    expect(problems).toEqual([]);
  });

  it('answers without a 4xx only where .redocly.lint-ignore.yaml says so: public reads that refuse nothing', () => {
    const without = operations
      .filter(({ operation }) => !Object.keys(operation.responses).some((status) => /^4\d\d$/.test(status)))
      .map(({ path, method, operation }) => ({ pointer: responsesPointer(path, method), operation }));
    expect(without.map((entry) => entry.pointer).sort()).toEqual(ignoredWithout4xx().sort());
    for (const { pointer, operation } of without) expect(operation.security, pointer).toEqual([]);
  });

  it('sign-in, SMS and the anonymous resource application answer 429 under the abuse limits', () => {
    for (const key of ['POST /api/oauth/v1/pwd/authorize/token', 'POST /api/oauth/v1/sms/code/authorize/token', 'POST /api/sms-api/v1/common/send', 'POST /api/operation-management/v1/workorder/resource/apply']) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = document.paths[path]?.[method.toLowerCase()];
      expect(operation?.responses['429'], key).toBeDefined();
    }
  });
});

describe('family operations', () => {
  it('carry the family title in the summary and x-spec / x-extension as the family declares', () => {
    const problems: string[] = [];
    for (const family of crudFamilies) {
      const declaration = familyDeclarations.get(family.name)!;
      // The operation's name as schemas/families writes it: a verb, an action, or `<action>.current`.
      const names = new Map<string, string>(family.endpoint.verbs.map((verb) => [verb, verb]));
      for (const action of family.actions) {
        names.set(camel(action.name), action.name);
        names.set(`${camel(action.name)}Current`, `${action.name}.current`);
      }
      const own = operations.filter(({ path, method, operation }) => operation.tags?.includes(family.name) && !declaredOf(method, path));
      if (own.length === 0) problems.push(`${family.name}：文档中没有它的操作`);
      for (const { path, method, operation } of own) {
        const where = `${family.name} ${method.toUpperCase()} ${path}`;
        const name = names.get(operation.operationId?.split('_').pop() ?? '');
        if (!name) {
          problems.push(`${where}：operationId ${operation.operationId} 对不上接口族的操作`);
          continue;
        }
        if (!operation.summary?.startsWith(`${family.title}：`)) problems.push(`${where}：摘要 ${operation.summary} 不以“${family.title}：”开头`);
        const reason = declaration.extensions?.find((group) => group.operations.includes(name))?.reason ?? declaration.extension;
        if (operation['x-spec'] !== declaration.spec) problems.push(`${where}：x-spec 为 ${operation['x-spec']}，接口族声明 ${declaration.spec}`);
        if (operation['x-extension'] !== reason) problems.push(`${where}（${name}）：x-extension 为 ${operation['x-extension']}，接口族声明 ${reason}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a declared hand-written operation carries its family’s tag, its own summary and its source', () => {
    const problems: string[] = [];
    for (const { path, method, operation } of operations) {
      const declared = declaredOf(method, path);
      if (!declared) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (operation.tags?.[0] !== declared.family) problems.push(`${where}：标签 ${operation.tags?.[0]}，应为 ${declared.family}`);
      if (operation.summary !== declared.summary) problems.push(`${where}：摘要 ${operation.summary}，声明为 ${declared.summary}`);
      if (operation['x-spec'] !== declared.spec) problems.push(`${where}：x-spec ${operation['x-spec']}，声明为 ${declared.spec}`);
      if (operation['x-extension'] !== declared.reason) problems.push(`${where}：x-extension ${operation['x-extension']}，声明为 ${declared.reason}`);
    }
    expect(problems).toEqual([]);
    expect(declaredOperations.size).toBeGreaterThan(100);
  });

  it('one tag per family, its name described by its title; every operation tag is declared', () => {
    const tags = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    for (const family of crudFamilies) expect(tags.get(family.name), family.name).toBe(family.title);
    for (const { path, method, operation } of operations) {
      for (const tag of operation.tags ?? []) expect(tags.has(tag), `${method} ${path}: ${tag}`).toBe(true);
    }
  });
});

describe('hand-written operations', () => {
  it('the document shows each declared operation with its summary, as a hand-written route', () => {
    expect(declaredOperations.size).toBeGreaterThan(100);
    for (const [key, { summary }] of declaredOperations) {
      const { method, path } = parseHandlerKey(key);
      const operation = document.paths[path]?.[method];
      expect(operation?.['x-handwritten'], key).toBe(true);
      expect(operation?.summary, key).toBe(summary);
    }
  });

  it('every route of the access table is in the document with a summary', () => {
    for (const key of Object.keys(HANDWRITTEN_ACCESS)) {
      const { method, path } = parseHandlerKey(key);
      expect(document.paths[path]?.[method]?.summary, key).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
