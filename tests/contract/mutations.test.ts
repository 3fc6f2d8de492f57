/**
 * Generated write contract of every list page (no rendering): create refuses missing required
 * fields by name and accepts a record generated from the entity; update, delete, batch delete,
 * status switch and export do what the family says; each custom action applies its declared
 * `effect` to a record matching `showWhen` and is refused on a record that does not.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { CustomAction } from '../../src/pageLanguage/actions';
import { actionEffect, CHOICE_VALUE, choiceInPath } from '../../src/contract/actionRules';
import { resolvePath } from '../../src/contract/routes';
import type { EntitySchema, EntityValue } from '../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../src/pageLanguage/pageConfig';
import { signedInApi, type Api } from './apiClient';
import { loadCatalog } from './catalog';
import { recordProblems } from './entityValidator';
import { actionPath, columnTitle, matchesCondition, readPath, responseOf, routeOf, rowKeyOf, serves, type ApiRecord } from './family';
import { fetchAll, fetchList, fetchOne } from './listCalls';
import { answeredPart, editableTextKey, editedText, requiredWritable, sampleRecord, sentRecord } from './recordSamples';
import { lookupSample, primeSourceSamples } from './lookupSamples';
import { isTimeString, MARKER } from './sampleValues';

const catalog = loadCatalog();
let api: Api;
beforeEach(async () => {
  api = await signedInApi('admin');
  await primeSourceSamples(api, catalog.flatMap((page) => (page.entity ? [page.entity] : [])));
});

type Id = string | number;

/** The record after a call: by get when the family serves it, else from the full list. */
async function current(config: ListPageConfig, id: Id): Promise<ApiRecord | undefined> {
  if (serves(config.endpoint, 'get')) return (await fetchOne(api, config.endpoint, id)).record;
  return (await fetchAll(api, config)).find((r) => String(r[rowKeyOf(config)]) === String(id));
}

function expectEffect(record: ApiRecord | undefined, effect: CustomAction['effect']): void {
  expect(record, 'the record still exists').toBeDefined();
  for (const [key, value] of Object.entries(effect)) {
    const actual = readPath(record, key);
    if (value === '$now') expect(isTimeString(actual), `${key} is a time string: ${JSON.stringify(actual)}`).toBe(true);
    else expect(String(actual), `effect on ${key}`).toBe(String(value));
  }
}

/** A value of the field's lookup other than `present` (the record's own). */
function choiceSample(entity: EntitySchema, field: string, present: unknown): unknown {
  const property = entity.properties[field];
  for (let n = 0; property && n < 50; n += 1) {
    const value = lookupSample(property, n);
    if (value === undefined) break;
    if (String(value) !== String(present)) return value;
  }
  throw new Error(`字段 ${field} 的取值来源中没有别的记录可选（种子数据应让每个操作都可执行）`);
}

function customActionContract(config: ListPageConfig, entity: EntitySchema, action: CustomAction, where: 'row' | 'toolbar') {
  it(`${where} action ${action.name} (${action.label}) applies ${JSON.stringify(action.effect)} and is refused outside showWhen`, async () => {
    const all = await fetchAll(api, config);
    const target = all.find((r) => matchesCondition(r, action.showWhen));
    if (!target) throw new Error(`没有记录满足 ${action.name} 的 showWhen ${JSON.stringify(action.showWhen)}（种子数据应让每个操作都可执行）`);
    const id = target[rowKeyOf(config)] as Id;
    // A review is sent with each outcome in turn on records it may take; here the first (通过) and its effect.
    const outcome = action.decision?.options[0];
    const bodyFor = (recordId: Id) => ({
      ...action.body,
      ...(action.prompt ? { [action.prompt.field]: `${MARKER}原因` } : {}),
      ...(action.decision && outcome ? { [action.decision.field]: outcome.value } : {}),
      ...(action.idField ? { [action.idField]: recordId } : {}),
    });
    // A choice picks a record of its lookup other than the one the record holds; "$choice" writes it.
    const chosen = action.choice ? choiceSample(entity, action.choice.field, target[action.choice.field]) : undefined;
    const inPath = choiceInPath(action);
    const body = { ...bodyFor(id), ...(action.choice && !inPath ? { [action.choice.field]: chosen } : {}) };
    const path = inPath && action.choice ? resolvePath(config.endpoint.base, action.endpoint.path, { id, [action.choice.field]: chosen as Id }) : actionPath(config.endpoint, action.endpoint.path, id);
    const answer = await api.call(action.endpoint.method, path, { json: action.endpoint.method === 'GET' ? undefined : body });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    const after = await current(config, id);
    const effect = Object.fromEntries(Object.entries(actionEffect(action, outcome?.value)).map(([key, value]) => [key, value === CHOICE_VALUE ? (chosen as EntityValue) : value]));
    expectEffect(after, effect);
    if (action.prompt && entity.properties[action.prompt.field]) expect(after?.[action.prompt.field], 'the prompt reason is kept').toBe(`${MARKER}原因`);
    if (action.current) {
      // The dialog's `current` read answers what the action just wrote.
      const query = action.idField ? { [action.idField]: String(id) } : undefined;
      const read = await api.call('GET', actionPath(config.endpoint, action.current.path, id), { query });
      expect(read.status, read.text.slice(0, 200)).toBe(200);
      const values = readPath(read.body, responseOf(config.endpoint).item) as ApiRecord;
      if (action.decision) expect(values[action.decision.field], 'the current read answers the outcome written').toEqual(after?.[action.decision.field]);
      if (action.prompt && entity.properties[action.prompt.field]) expect(values[action.prompt.field], 'the current read answers the reason written').toBe(`${MARKER}原因`);
    }
    const other = action.showWhen ? all.find((r) => !matchesCondition(r, action.showWhen)) : undefined;
    if (other && (action.endpoint.path.includes('{id}') || action.idField)) {
      const otherId = other[rowKeyOf(config)] as Id;
      const refused = await api.call(action.endpoint.method, actionPath(config.endpoint, action.endpoint.path, otherId), { json: bodyFor(otherId) });
      expect(refused.status, `a record outside showWhen ${JSON.stringify(action.showWhen)} is refused`).toBeGreaterThanOrEqual(400);
    }
    if (action.decision) {
      const next = all.find((r) => matchesCondition(r, action.showWhen) && r[rowKeyOf(config)] !== id);
      if (next) {
        const nextId = next[rowKeyOf(config)] as Id;
        const { [action.decision.field]: _omitted, ...withoutOutcome } = bodyFor(nextId);
        const unchosen = await api.call(action.endpoint.method, actionPath(config.endpoint, action.endpoint.path, nextId), { json: withoutOutcome });
        expect(unchosen.status, 'a review without an outcome is refused').toBe(400);
      }
    }
  });
}

function listWrites(pageId: string, config: ListPageConfig, entity: EntitySchema) {
  const family = config.endpoint;
  const key = rowKeyOf(config);

  if (serves(family, 'create')) {
    it('create without the required fields is refused naming each one (<title>不能为空)', async () => {
      const { method, path } = routeOf(family, 'create');
      const answer = await api.call(method, path, { json: { ...config.scope } });
      expect(answer.status).toBe(400);
      const errors = readPath(answer.body, responseOf(family).fieldErrors) as Record<string, string>;
      const expected = Object.fromEntries(requiredWritable(entity, config).map((k) => [k, `${entity.properties[k]!.title}不能为空`]));
      expect(errors).toMatchObject(expected);
    });

    it('a generated record is created, read back, updated and deleted', async () => {
      const sample = sampleRecord(entity, { ...config, pageId }, 1, lookupSample);
      const create = routeOf(family, 'create');
      const created = await api.call(create.method, create.path, { json: sentRecord(entity, sample) });
      expect(created.status, created.text.slice(0, 300)).toBe(200);
      const item = readPath(created.body, responseOf(family).item) as ApiRecord;
      expect(item).toMatchObject(answeredPart(entity, sample));
      expect(recordProblems(entity, item)).toEqual([]);
      const id = item[key] as Id;
      expect((await current(config, id))?.[key]).toBe(id);

      const textKey = editableTextKey(entity, config);
      if (serves(family, 'update') && textKey) {
        const changed = editedText(entity, textKey, String(sample[textKey]));
        const update = routeOf(family, 'update', { id });
        const updated = await api.call(update.method, update.path, { json: { ...sentRecord(entity, sample), ...update.idBody, [textKey]: changed } });
        expect(updated.status, updated.text.slice(0, 300)).toBe(200);
        expect((await current(config, id))?.[textKey]).toBe(changed);
      }
      if (serves(family, 'delete')) {
        const remove = routeOf(family, 'delete', { id });
        expect((await api.call(remove.method, remove.path)).status).toBe(200);
        expect(await current(config, id)).toBeUndefined();
      }
    });
  }

  if (serves(family, 'deleteMany')) {
    it('batch delete removes the given records', async () => {
      const before = await fetchList(api, config, { size: 5 });
      const ids = before.records.slice(0, 2).map((r) => r[key]);
      const { method, path } = routeOf(family, 'deleteMany');
      expect((await api.call(method, path, { json: { ids } })).status).toBe(200);
      expect((await fetchList(api, config, { size: 5 })).total).toBe(before.total - 2);
    });
  }

  const switchColumn = config.columns.find((c) => c.switch);
  if (serves(family, 'status') && switchColumn) {
    it(`status switch writes ${switchColumn.key}`, async () => {
      const options = typeof switchColumn.switch === 'object' ? switchColumn.switch : {};
      const [on, off] = [options.on ?? 1, options.off ?? 0];
      const record = (await fetchList(api, config, { size: 5 })).records[0]!;
      const next = String(record[switchColumn.key]) === String(on) ? off : on;
      const { method, path } = routeOf(family, 'status', { id: record[key] as Id, value: typeof next === 'boolean' ? Number(next) : next });
      expect((await api.call(method, path)).status).toBe(200);
      expect(String((await current(config, record[key] as Id))?.[switchColumn.key])).toBe(String(next));
    });
  }

  const { orderKey } = config;
  if (serves(family, 'reorder') && orderKey) {
    it(`reorder (上移 / 下移) swaps ${orderKey} between the records named, in their new order`, async () => {
      // A tree's nodes move among their siblings only: two top-level ones.
      const { tree } = config;
      const records = (await fetchAll(api, config)).filter((r) => !tree || Number(r[tree.parentKey] ?? 0) === 0).sort((a, b) => Number(a[orderKey]) - Number(b[orderKey]));
      const [first, second] = records as [ApiRecord, ApiRecord];
      const { method, path } = routeOf(family, 'reorder');
      expect((await api.call(method, path, { json: { ids: [second[key], first[key]] } })).status).toBe(200);
      expect((await current(config, second[key] as Id))?.[orderKey]).toBe(first[orderKey]);
      expect((await current(config, first[key] as Id))?.[orderKey]).toBe(second[orderKey]);
      expect((await api.call(method, path, { json: { ids: [first[key]] } })).status, 'one record is no reorder').toBe(400);
    });
  }

  if (serves(family, 'export')) {
    it('export answers CSV with a header naming the columns and one line per matching record', async () => {
      const { method, path } = routeOf(family, 'export');
      const answer = await api.call(method, path, { query: Object.fromEntries(Object.entries(config.scope ?? {}).map(([k, v]) => [k, String(v)])) });
      expect(answer.status).toBe(200);
      const lines = answer.text.replace(/^\uFEFF/, '').split(/\r?\n/).filter((line) => line !== '');
      const header = lines[0]!.split(',');
      const titles = config.columns.filter((c) => entity.properties[c.key]).map((c) => entity.properties[c.key]!.title);
      expect(titles.filter((t) => !header.includes(t)), `column titles missing from ${lines[0]} (page titles: ${config.columns.map((c) => columnTitle(c, entity)).join(',')})`).toEqual([]);
      expect(lines.length - 1).toBe((await fetchList(api, config, { size: 1 })).total);
    });
  }

  // An action reading an operation changes nothing: the operation's own contract holds it (specConformance, its example).
  for (const action of config.rowActions ?? []) if (action.type === 'custom' && action.operation === undefined) customActionContract(config, entity, action, 'row');
  for (const action of config.toolbar ?? []) if (action.type === 'custom' && action.operation === undefined) customActionContract(config, entity, action, 'toolbar');

  // A read-only list (e.g. 应用对接's 对接历史 tab over GET history): nothing above applies; it
  // must then really offer no write — its family serves reads only and the page no write action.
  const READS = new Set(['list', 'get', 'tree', 'children', 'summary']);
  if (family.verbs.every((verb) => READS.has(verb)) && !(config.rowActions ?? []).some((a) => a.type !== 'view') && (config.toolbar ?? []).length === 0) {
    it('is read-only: its family serves reads only and the page offers no write', () => {
      expect(family.verbs.filter((verb) => !READS.has(verb))).toEqual([]);
      expect((config.rowActions ?? []).filter((a) => a.type !== 'view')).toEqual([]);
      expect(config.toolbar ?? []).toEqual([]);
    });
  }
}

for (const page of catalog) {
  if (page.config.kind !== 'list' || !page.entity) continue;
  // A tree page of a family of operations (组织管理: trees and writes through hand-written
  // operations, a new node only under an existing one) is held by its operations' checks in
  // permissions.test.ts and responses.test.ts and by tests/integration/mocks/organisation.test.ts.
  if ((page.config as ListPageConfig).trees) continue;
  // So is a tree within a chosen value written through hand-written operations (门户菜单: its
  // scopeChoice, no list verb, the server placing and linking entries by its own rules): by
  // tests/integration/mocks/portal.test.ts ('portal menus'), tests/integration/renderer/tempMenu.test.tsx,
  // and the tree's permission contract in permissions.test.ts.
  const config = page.config as ListPageConfig;
  if (config.scopeChoice && config.tree) {
    describe(`contract ${page.pageId} (tree writes)`, () => it('a create without the required fields is refused naming each one', async () => {
      const answer = await api.call('POST', routeOf(config.endpoint, 'create').path, { json: {} });
      expect(answer.status).toBe(400);
      const errors = readPath(answer.body, 'errors') as Record<string, string> | undefined;
      const required = requiredWritable(page.entity!, config);
      expect(required.length).toBeGreaterThan(0);
      for (const key of required) expect(errors?.[key], key).toMatch(/不能为空$/);
    }));
    continue;
  }
  describe(`contract ${page.pageId} (list writes)`, () => listWrites(page.pageId, page.config as ListPageConfig, page.entity!));
}
