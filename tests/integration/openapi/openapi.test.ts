/**
 * The API contract (schemas/generated/openapi.json, npm run gen:openapi): the committed document
 * is what the generator writes now, it is well formed, and the standalone mock server's answers —
 * one call per operation of every generated family, through the server's dispatch — validate
 * against it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { crudFamilies, type CrudFamily } from '../../../mocks/crud/families';
import { db } from '../../../mocks/store/db';
import { generateOpenApi, OPENAPI_FILE } from '../../../generators/openapi/generateOpenApi';
import { familyPath } from '../../../generators/openapi/familyOperations';
import type { EndpointVerb } from '../../../src/pageLanguage/endpoint';
import { DEFAULT_ROUTES, pathPlaceholders, resolvePath } from '../../../src/contract/routes';
import { choiceInPath } from '../../../src/contract/actionRules';
import { loadCatalog } from '../../contract/catalog';
import { actionPath, listQuery, matchesCondition, matchesScope, routeOf, serves } from '../../contract/family';
import { lookupSample } from '../../contract/lookupSamples';
import { sampleRecord } from '../../contract/recordSamples';
import { MARKER } from '../../contract/sampleValues';
import { createDocumentValidator, type OpenApiDocument } from './documentValidator';
import { call, REPO, token as signIn, type HttpAnswer } from './httpApi';

const generated = generateOpenApi();
const document = generated.document as unknown as OpenApiDocument;
const problems = createDocumentValidator(document);
const catalog = loadCatalog();

let token = '';
beforeEach(async () => {
  token = await signIn('admin');
});

describe('the committed document', () => {
  it(`is what npm run gen:openapi writes now (${generated.counts.paths} paths, ${generated.counts.operations} operations)`, () => {
    const committed = readFileSync(join(REPO, OPENAPI_FILE), 'utf8');
    expect(committed === generated.text, `${OPENAPI_FILE} 已过期：请运行 npm run gen:openapi`).toBe(true);
    expect(generated.conflicts).toEqual([]);
  });

  it('is well formed: unique operation ids, every path parameter declared, every reference resolves', () => {
    const ids = new Set<string>();
    const text = generated.text;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const id = (operation as { operationId?: string }).operationId ?? '';
        expect(ids.has(id), `operationId ${id} 重复`).toBe(false);
        ids.add(id);
        const declared = (operation.parameters ?? []).flatMap((p) => ((p as { in?: string }).in === 'path' ? [(p as { name: string }).name] : []));
        expect(declared.sort(), `${method} ${path}`).toEqual(pathPlaceholders(path).sort());
      }
    }
    for (const [, section, name] of text.matchAll(/"\$ref": "#\/components\/(\w+)\/([^"]+)"/g)) {
      expect(document.components[section!]?.[name!], `#/components/${section}/${name}`).toBeDefined();
    }
  });

  it('holds no seeding instructions of the mocks (x-seed, x-seed-count, x-seed-per…): they are not part of the API', () => {
    expect([...new Set(generated.text.match(/"x-seed[\w-]*"/g) ?? [])]).toEqual([]);
  });
});

type Id = string | number;

/**
 * The family's page that shows its records, for the scope its calls carry; a family no page lists
 * (a picker's source, a call of a hand-written module) is called unscoped, its samples tagged by its base.
 */
function pageOf(family: CrudFamily) {
  const pages = catalog.filter((p) => 'endpoint' in p.config && (p.config as { endpoint: { base: string } }).endpoint.base === family.endpoint.base);
  const list = pages.find((p) => p.config.kind === 'list') ?? pages[0];
  if (!list) return { pageId: family.endpoint.base.replace(/^\/api\//, ''), scope: undefined };
  const scope = list.config.kind === 'list' ? list.config.scope : undefined;
  return { pageId: list.pageId, scope };
}

async function familyCalls(family: CrudFamily): Promise<string[]> {
  const found: string[] = [];
  const { endpoint, entity } = family;
  const { pageId, scope } = pageOf(family);
  // An owner-scoped family (x-owner-field) serves the signed-in administrator its own records only.
  const owner = entity['x-owner-field'];
  const adminId = db.collection('users').find((u) => u.userName === 'admin')!.id;
  const mine = (r: Record<string, unknown>) => owner === undefined || r[owner] === adminId;
  const records = db.collection(family.collection).list().filter((r) => matchesScope(r, scope) && mine(r));
  const check = (verb: string, template: string, method: string, answer: HttpAnswer, status = 200, mediaType = 'application/json') => {
    if (answer.status !== status) {
      found.push(`${verb} ${method} ${template}: HTTP ${answer.status}（应为 ${status}）${answer.text.slice(0, 160)}`);
      return;
    }
    for (const problem of problems(template, method, status, answer.body, mediaType)) found.push(`${verb} ${method} ${template}: ${problem}`);
  };
  // The path as the document writes it ({id} unfilled).
  const templateOf = (verb: EndpointVerb) => familyPath(endpoint.base, (endpoint.routes?.[verb] ?? DEFAULT_ROUTES[verb]).path);
  const run = async (verb: EndpointVerb, params: { id?: Id; value?: string | number | boolean }, options: { query?: Record<string, string>; json?: unknown }, status = 200) => {
    const { method, path } = routeOf(endpoint, verb, params);
    const template = templateOf(verb);
    const answer = await call(method, path, { token, ...options });
    check(verb, template, method, answer, status, verb === 'export' && status === 200 ? 'text/csv' : 'application/json');
    return answer;
  };
  // An update route without {id} (PUT on the base, PUT info) names the record in its body.
  const updateBody = (id: Id, record: object) => ({ ...record, ...routeOf(endpoint, 'update', { id }).idBody });
  const query = listQuery({ endpoint, scope }, { page: 1, size: 5 });
  const [first, second, last] = [records[0], records[1], records[records.length - 1]];
  let treeLeaf: { id: Id } | undefined;

  if (serves(endpoint, 'list')) await run('list', {}, { query });
  const scopeQuery = Object.fromEntries(Object.entries(scope ?? {}).map(([key, value]) => [key, String(value)]));
  if (serves(endpoint, 'tree')) await run('tree', {}, { query: scopeQuery });
  if (serves(endpoint, 'children') && family.tree) await run('children', {}, { query: { ...scopeQuery, [family.tree.parentKey]: '0' } });
  if (serves(endpoint, 'summary')) await run('summary', {}, { query: scopeQuery });
  if (serves(endpoint, 'export')) await run('export', {}, { query });
  if (serves(endpoint, 'get') && first) {
    await run('get', { id: first.id }, {});
    await run('get', { id: 'no-such-record' }, {}, 404);
  }
  if (serves(endpoint, 'create')) {
    await run('create', {}, { json: { ...scope } }, 400);
    const created = await run('create', {}, { json: sampleRecord(entity, { scope, pageId, tree: family.tree }, 1, lookupSample) });
    const item = (created.body as { data?: { id?: Id } }).data;
    if (serves(endpoint, 'update') && item?.id !== undefined) await run('update', { id: item.id }, { json: updateBody(item.id, sampleRecord(entity, { scope, pageId, tree: family.tree }, 2, lookupSample)) });
    // A tree's seeded nodes have children or records using them (refused, tested in tests/contract): delete the new leaf.
    if (family.tree && item?.id !== undefined) treeLeaf = { id: item.id };
  } else if (serves(endpoint, 'update') && first) {
    await run('update', { id: first.id }, { json: updateBody(first.id, {}) });
  }
  const statusField = entity.properties[family.statusField];
  if (serves(endpoint, 'status') && first && statusField?.oneOf?.[0]) await run('status', { id: first.id, value: statusField.oneOf[0].const }, {});
  // Siblings only in a tree (refused across levels, tested in tests/contract): two records under one parent.
  const parentKey = family.tree?.parentKey;
  const sibling = parentKey ? records.find((r) => r !== first && r[parentKey] === first?.[parentKey]) : second;
  if (serves(endpoint, 'reorder') && first && sibling) await run('reorder', {}, { json: { ids: [sibling.id, first.id] } });
  for (const action of family.actions) {
    // An action through an operation is that operation, answered as its own declaration says (specConformance).
    if (action.operation !== undefined) continue;
    if (!action.endpoint.path.includes('{id}') && action.idField === undefined) continue;
    // Read now: an earlier action may have moved the record out of this one's showWhen.
    const target = db.collection(family.collection).list().find((r) => matchesScope(r, scope) && mine(r) && matchesCondition(r, action.showWhen));
    if (!target) continue;
    const body = {
      ...action.body,
      ...(action.prompt ? { [action.prompt.field]: `${MARKER}原因` } : {}),
      ...(action.decision ? { [action.decision.field]: action.decision.options[0]!.value } : {}),
      ...(action.idField ? { [action.idField]: target.id } : {}),
    };
    // A choice sends a record of its field's lookup (the first other than the record's own).
    const field = action.choice?.field;
    const options = field ? [0, 1].map((n) => lookupSample(family.entity.properties[field]!, n)) : [];
    const chosen = options.find((value) => value !== undefined && String(value) !== String(target[field!]));
    if (field && !choiceInPath(action)) Object.assign(body, { [field]: chosen });
    const path = field && choiceInPath(action) ? resolvePath(endpoint.base, action.endpoint.path, { id: target.id, [field]: chosen as Id }) : actionPath(endpoint, action.endpoint.path, target.id);
    const answer = await call(action.endpoint.method, path, { token, json: action.endpoint.method === 'GET' ? undefined : body });
    check(action.name, familyPath(endpoint.base, action.endpoint.path), action.endpoint.method, answer);
  }
  if (serves(endpoint, 'deleteMany') && last) await run('deleteMany', {}, { json: { ids: [last.id] } });
  const deletable = family.tree ? treeLeaf : second;
  if (serves(endpoint, 'delete') && deletable) await run('delete', { id: deletable.id }, {});
  return found;
}

describe('the mock server answers as the document says', () => {
  it('refusals: 401 without a session, 403 without the permission', async () => {
    const family = crudFamilies.find((f) => serves(f.endpoint, 'list'))!;
    const { method, path } = routeOf(family.endpoint, 'list');
    const template = familyPath(family.endpoint.base, (family.endpoint.routes?.list ?? DEFAULT_ROUTES.list).path);
    const anonymous = await call(method, path);
    expect(anonymous.status).toBe(401);
    expect(problems(template, method, 401, anonymous.body)).toEqual([]);
    const refused = await call(method, path, { token: await signIn('noperm') });
    expect(refused.status).toBe(403);
    expect(problems(template, method, 403, refused.body)).toEqual([]);
  });

  it(`every operation of the ${crudFamilies.length} generated families`, async () => {
    const found: string[] = [];
    for (const family of crudFamilies) found.push(...(await familyCalls(family)));
    expect(found).toEqual([]);
  });
});
