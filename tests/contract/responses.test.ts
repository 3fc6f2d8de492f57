/**
 * Generated API contract of every page config (no rendering): what the mocks answer to the calls
 * a page makes follows the page's endpoint family (response mapping, paging names, filters,
 * scope) and every record satisfies the page's entity. One describe per config file; adding a
 * page adds its tests.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { familyDeclarations } from '../../src/contract/catalog';
import type { BlocksPageConfig } from '../../src/pageLanguage/blocks';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { DashboardPageConfig, DetailPageConfig, FormPageConfig, ListPageConfig } from '../../src/pageLanguage/pageConfig';
import { signedInApi, type Api } from './apiClient';
import { blockAnswerProblems } from './blockAnswers';
import { blockSourceCall } from './blockSourceCall';
import { loadCatalog, viewReferences, type CatalogPage } from './catalog';
import { recordProblems } from './entityValidator';
import { matchesScope, pageSizeOf, readPath, responseOf, rowKeyOf, serves, type ApiRecord } from './family';
import { filterCase } from './filterCases';
import { operationAnswer } from './lookupChoices';
import { resolveRoute } from '../../src/contract/routes';
import { callList, fetchAll, fetchList, fetchOne } from './listCalls';

const catalog = loadCatalog();
let api: Api;
beforeEach(async () => {
  api = await signedInApi('admin');
});

function expectValid(entity: EntitySchema, records: readonly ApiRecord[]): void {
  const problems = records.flatMap((record, index) => recordProblems(entity, record).map((p) => `#${index} ${JSON.stringify(record.id)} ${p}`));
  expect(problems, `records that break schemas/entities/${entity.$id}.json`).toEqual([]);
}

function listContract(page: CatalogPage, config: ListPageConfig, entity: EntitySchema) {
  const size = pageSizeOf(config);

  it(`list answers records at "${responseOf(config.endpoint).records}" and a numeric total at "${responseOf(config.endpoint).total}"; every record satisfies ${entity.$id}`, async () => {
    const answer = await callList(api, config, { page: 1, size, sort: config.defaultSort });
    expect(answer.status).toBe(200);
    const records = readPath(answer.body, responseOf(config.endpoint).records);
    const total = readPath(answer.body, responseOf(config.endpoint).total);
    expect(Array.isArray(records), 'records are an array').toBe(true);
    expect(typeof total, 'total is a number').toBe('number');
    const list = records as ApiRecord[];
    expect(list.length).toBe(Math.min(size, total as number));
    expect(list.length, 'the seeded list is not empty').toBeGreaterThan(0);
    expectValid(entity, list);
    expect(list.filter((r) => !matchesScope(r, config.scope)), `records outside the page scope ${JSON.stringify(config.scope)}`).toEqual([]);
    const ids = list.map((r) => r[rowKeyOf(config)]);
    expect(new Set(ids).size, `row key "${rowKeyOf(config)}" is unique`).toBe(ids.length);
  });

  it('paging honours the page number and size', async () => {
    const first = await fetchList(api, config, { page: 1, size: 10, sort: config.defaultSort });
    const second = await fetchList(api, config, { page: 2, size: 10, sort: config.defaultSort });
    expect(second.total).toBe(first.total);
    expect(first.records.length).toBe(Math.min(10, first.total));
    expect(second.records.length).toBe(Math.max(0, Math.min(10, first.total - 10)));
    const key = rowKeyOf(config);
    const firstIds = new Set(first.records.map((r) => String(r[key])));
    expect(second.records.filter((r) => firstIds.has(String(r[key]))), 'page 2 repeats page 1').toEqual([]);
  });

  if (serves(config.endpoint, 'get')) {
    it(`get answers the record the list shows, at "${responseOf(config.endpoint).item}"`, async () => {
      const { records } = await fetchList(api, config, { page: 1, size: 5 });
      const shown = records[0]!;
      const { answer, record } = await fetchOne(api, config.endpoint, shown[rowKeyOf(config)] as string | number);
      expect(answer.status).toBe(200);
      expect(record).toMatchObject(shown);
      expectValid(entity, [record!]);
    });
  }

  for (const filter of config.filters ?? []) {
    it(`filter ${filter.key} narrows the list to the matching records`, async () => {
      const all = await fetchAll(api, config);
      const found = filterCase(filter, entity, all);
      if (typeof found === 'string') throw new Error(`${page.file}: ${found}（种子数据应让每个筛选条件都能命中）`);
      const answer = await fetchAll(api, config, { filters: found.params });
      if (!found.matches) return;
      const expected = all.filter(found.matches);
      expect(expected.length, 'the case is taken from the data, so it matches something').toBeGreaterThan(0);
      expect(answer.filter((r) => !found.matches!(r)), `records that do not match ${JSON.stringify(found.params)}`).toEqual([]);
      expect(answer.length).toBe(expected.length);
    });
  }
}

/** An id the detail or form page can show: from its own list, else from a list that opens it. */
async function someId(page: CatalogPage, config: DetailPageConfig | FormPageConfig): Promise<string | number> {
  if (config.kind === 'form' && config.recordId !== undefined) return config.recordId;
  // A record a list that opens this page shows (its scope and row key), else the family's first.
  const reference = viewReferences(catalog, page.pageId)[0];
  if (reference && reference.list.config.kind === 'list') {
    const list = reference.list.config;
    return (await fetchList(api, list, { size: 1 })).records[0]![rowKeyOf(list)] as string | number;
  }
  if (serves(config.endpoint, 'list')) return (await fetchList(api, config, { size: 1 })).records[0]![rowKeyOf({})] as string | number;
  throw new Error(`${page.file}: 找不到可打开的记录（没有 list 接口，也没有列表的 view 操作指向它）`);
}

function recordPageContract(page: CatalogPage, config: DetailPageConfig | FormPageConfig, entity: EntitySchema) {
  it(`get answers a record satisfying ${entity.$id}, with every field the page shows`, async () => {
    const id = await someId(page, config);
    const { answer, record } = await fetchOne(api, config.endpoint, id);
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    expectValid(entity, [record!]);
    const keys = config.kind === 'detail'
      ? [...config.sections, ...(config.tabs ?? []).flatMap((t) => ('sections' in t ? t.sections : []))].flatMap((s) => s.fields.map((f) => (typeof f === 'string' ? f : f.key)))
      : config.form.fields.map((f) => (typeof f === 'string' ? f : f.key));
    // A detail page reading through an operation (`read`) may show what that operation's answer adds.
    const answerFields = readAnswerFields(config);
    const extra = keys.filter((key) => !entity.properties[key.split('.')[0]!]);
    expect(extra.filter((key) => !answerFields.has(key.split('.')[0]!)), 'fields neither the entity nor the read operation declares').toEqual([]);
    for (const key of extra) expect(record, `the read operation's answer carries ${key}`).toHaveProperty(key.split('.')[0]!);
  });
}

/** The properties of a detail page's `read` operation's answer (none without read). */
function readAnswerFields(config: DetailPageConfig | FormPageConfig): Set<string> {
  if (config.kind !== 'detail' || config.read === undefined || config.family === undefined) return new Set();
  const operation = familyDeclarations.get(config.family)?.operations?.find((candidate) => candidate.name === config.read);
  const schema = operation?.response && 'schema' in operation.response ? operation.response.schema : undefined;
  return new Set(Object.keys((schema?.properties as Record<string, unknown> | undefined) ?? {}));
}

function dashboardContract(config: DashboardPageConfig) {
  for (const section of [config, ...(config.parts ?? [])]) sectionContract(section);
}

/** The page's own stats call, or one of its parts': every card and chart it feeds has its value. */
function sectionContract(config: Pick<DashboardPageConfig, 'source' | 'cards' | 'charts'>) {
  it(`${config.source} answers every card value and chart series`, async () => {
    const answer = await api.call('GET', config.source);
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    for (const card of config.cards ?? []) {
      const value = readPath(answer.body, card.value);
      expect(typeof value === 'number' || (typeof value === 'string' && value !== ''), `card ${card.title} at "${card.value}": ${JSON.stringify(value)}`).toBe(true);
    }
    for (const chart of config.charts ?? []) {
      const series = readPath(answer.body, chart.series);
      expect(Array.isArray(series) && series.length > 0, `chart ${chart.title} at "${chart.series}"`).toBe(true);
      for (const item of series as unknown[]) {
        expect(item, `chart ${chart.title} item`).toMatchObject({ name: expect.any(String), value: expect.any(Number) });
      }
    }
  });
}

/** Each read of a block page answers what its blocks show (blockAnswers.ts). */
function blocksContract(config: BlocksPageConfig) {
  for (const [name, source] of Object.entries(config.sources)) {
    it(`the read ${name} (${source.path}) answers every value its blocks show`, async () => {
      const call = blockSourceCall(config, source);
      const caller = call.as === undefined ? api : await signedInApi(call.as);
      const answer = await caller.call('GET', call.path, { query: call.query });
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
      const payload = readPath(answer.body, responseOf({ base: config.base, verbs: [], response: config.response }).item);
      const problems = config.blocks.filter((block) => block.source === name).flatMap((block) => blockAnswerProblems(block, payload));
      expect(problems).toEqual([]);
    });
  }
}

/**
 * A tree page read through operations of its family (`trees`): each tree answers an array of
 * nodes, every node (children nested) a record of the page's entity.
 */
function treeViewsContract(config: ListPageConfig, entity: EntitySchema) {
  const childrenKey = config.tree?.childrenKey ?? 'children';
  for (const view of config.trees ?? []) {
    it(`the ${view.title} tree answers nodes that satisfy ${entity.$id}, children nested`, async () => {
      const answer = await api.call(view.tree.method, view.tree.path);
      expect(answer.status, answer.text.slice(0, 200)).toBe(200);
      const nodes = readPath(answer.body, responseOf(config.endpoint).item);
      expect(Array.isArray(nodes)).toBe(true);
      const visit = (node: ApiRecord) => {
        const { [childrenKey]: children, ...fields } = node;
        // The operation's answer declares where a node may hold null (a top node's parent, a 所属部门 not set): as absent.
        const record = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
        expect(recordProblems(entity, record), `node ${JSON.stringify(record).slice(0, 80)}`).toEqual([]);
        ((children as ApiRecord[] | undefined) ?? []).forEach(visit);
      };
      (nodes as ApiRecord[]).forEach(visit);
      expect((nodes as ApiRecord[]).length, 'the demo data has a tree here').toBeGreaterThan(0);
    });
  }
}

/**
 * A tree page its family reads only as a tree (门户菜单: no list), within the first value of its
 * scope choice when it has one (the portals of portal get-list): every node, children nested, a
 * record of the page's entity holding that value.
 */
function familyTreeContract(config: ListPageConfig, entity: EntitySchema) {
  const childrenKey = config.tree?.childrenKey ?? 'children';
  it(`the tree answers nodes that satisfy ${entity.$id}, children nested, within the page's scope`, async () => {
    const { scopeChoice } = config;
    const choices = scopeChoice ? await operationAnswer(api, scopeChoice.source.family, scopeChoice.source.operation) : undefined;
    const first = Array.isArray(choices) ? (choices[0] as ApiRecord | undefined)?.[scopeChoice?.value ?? 'id'] : undefined;
    const scope = { ...config.scope, ...(scopeChoice && first !== undefined ? { [scopeChoice.field]: first as string | number } : {}) };
    const query = new URLSearchParams(Object.entries(scope).map(([key, value]) => [key, String(value)])).toString();
    const route = resolveRoute(config.endpoint, 'tree');
    const answer = await api.call(route.method, query === '' ? route.path : `${route.path}?${query}`);
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    const nodes = readPath(answer.body, responseOf(config.endpoint).item);
    expect(Array.isArray(nodes)).toBe(true);
    const visit = (node: ApiRecord) => {
      const { [childrenKey]: children, ...fields } = node;
      const record = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null));
      expect(recordProblems(entity, record), `node ${JSON.stringify(record).slice(0, 80)}`).toEqual([]);
      expect(matchesScope(record, scope), `node ${String(record.id)} within ${JSON.stringify(scope)}`).toBe(true);
      ((children as ApiRecord[] | undefined) ?? []).forEach(visit);
    };
    (nodes as ApiRecord[]).forEach(visit);
    expect((nodes as ApiRecord[]).length, 'the demo data has a tree here').toBeGreaterThan(0);
  });
}

for (const page of catalog) {
  const { config, entity } = page;
  if (config.kind === 'module') continue; // hand-written modules have their own tests
  describe(`contract ${page.pageId} (${config.kind})`, () => {
    if (config.kind === 'list' && entity && config.trees) treeViewsContract(config, entity);
    else if (config.kind === 'list' && entity && config.tree && !serves(config.endpoint, 'list')) familyTreeContract(config, entity);
    else if (config.kind === 'list' && entity) listContract(page, config, entity);
    else if ((config.kind === 'detail' || config.kind === 'form') && entity) recordPageContract(page, config, entity);
    else if (config.kind === 'dashboard') dashboardContract(config);
    else if (config.kind === 'blocks') blocksContract(config);
  });
}

it('the catalogue holds every page config with its entity', () => {
  expect(catalog.length).toBeGreaterThan(0);
  // Modules, dashboards and block pages read operations, not an entity's records.
  for (const page of catalog) if (!['module', 'dashboard', 'blocks'].includes(page.config.kind)) expect(page.entity, page.file).toBeDefined();
});
