/**
 * Generated contract of the list pages with a `tree` or a `summary` (no rendering). A tree: its
 * tree answer holds every record once, nested by the parent key, siblings in order; `children`
 * answers one node's subtree; a child created under a node shows under it, deeper than `maxDepth`
 * is refused; a node with children or still used (`usedBy`) cannot be deleted, a leaf can;
 * reorder moves siblings only. A summary: each item's count is the list's total for its filter.
 * Adding such a page adds its tests; nothing here names a page.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import type { ListPageConfig, TreeConfig } from '../../src/pageLanguage/pageConfig';
import { signedInApi, type Api } from './apiClient';
import { loadCatalog, type CatalogPage } from './catalog';
import { recordProblems } from './entityValidator';
import { readPath, responseOf, routeOf, rowKeyOf, serves, type ApiRecord } from './family';
import { fetchAll, fetchList } from './listCalls';
import { sampleRecord } from './recordSamples';
import { lookupSample } from './lookupSamples';

const catalog = loadCatalog();
let api: Api;
beforeEach(async () => {
  api = await signedInApi('admin');
});

type Id = string | number;
const isRoot = (value: unknown) => value === undefined || value === null || value === '' || String(value) === '0';

async function treeNodes(config: ListPageConfig, parent?: { key: string; value: Id }): Promise<ApiRecord[]> {
  const verb = !parent && serves(config.endpoint, 'tree') ? 'tree' : 'children';
  const { method, path } = routeOf(config.endpoint, verb);
  const query = { ...Object.fromEntries(Object.entries(config.scope ?? {}).map(([k, v]) => [k, String(v)])), ...(verb === 'children' ? { [parent?.key ?? 'parentId']: String(parent?.value ?? 0) } : {}) };
  const answer = await api.call(method, path, { query });
  expect(answer.status, answer.text.slice(0, 200)).toBe(200);
  const nodes = readPath(answer.body, responseOf(config.endpoint).item);
  expect(Array.isArray(nodes), `the ${verb} answer at "${responseOf(config.endpoint).item}" is an array`).toBe(true);
  return nodes as ApiRecord[];
}

/** Every node with its parent's id (undefined at the top), depth first. */
function flatten(nodes: readonly ApiRecord[], childrenKey: string, parent?: ApiRecord, depth = 1): { node: ApiRecord; parent?: ApiRecord; depth: number }[] {
  return nodes.flatMap((node) => [{ node, parent, depth }, ...flatten((node[childrenKey] as ApiRecord[] | undefined) ?? [], childrenKey, node, depth + 1)]);
}

function treeContract(page: CatalogPage, config: ListPageConfig & { tree: TreeConfig }, entity: EntitySchema) {
  const { tree } = config;
  const key = rowKeyOf(config);
  const childrenKey = tree.childrenKey ?? 'children';
  const childLabel = tree.childLabel ?? '下级';
  const create = async (record: ApiRecord) => {
    const { method, path } = routeOf(config.endpoint, 'create');
    return api.call(method, path, { json: record });
  };
  const remove = async (id: Id) => {
    const { method, path } = routeOf(config.endpoint, 'delete', { id });
    return api.call(method, path);
  };

  it(`the tree holds every record once, nested by ${tree.parentKey}, siblings in order; children answers one node's subtree`, async () => {
    const flat = flatten(await treeNodes(config), childrenKey);
    const all = await fetchAll(api, config);
    expect(flat.map((f) => String(f.node[key])).sort()).toEqual(all.map((r) => String(r[key])).sort());
    for (const { node, parent, depth } of flat) {
      const { [childrenKey]: _children, ...record } = node;
      expect(recordProblems(entity, record), `node ${String(node[key])}`).toEqual([]);
      if (parent) expect(String(node[tree.parentKey]), `node ${String(node[key])} under its parent`).toBe(String(parent[key]));
      else expect(isRoot(node[tree.parentKey]), `top-level node ${String(node[key])}`).toBe(true);
      if (tree.maxDepth !== undefined) expect(depth).toBeLessThanOrEqual(tree.maxDepth);
    }
    expect(flat.some((f) => f.parent), 'the seed has nested nodes').toBe(true);
    if (config.orderKey) {
      const orderKey = config.orderKey;
      const groups = [flat.filter((f) => !f.parent).map((f) => f.node), ...flat.map((f) => (f.node[childrenKey] as ApiRecord[] | undefined) ?? [])];
      for (const siblings of groups) {
        const order = siblings.map((s) => Number(s[orderKey]));
        expect(order, 'siblings in order').toEqual([...order].sort((a, b) => a - b));
      }
    }
    if (serves(config.endpoint, 'children')) {
      const parent = flat.find((f) => ((f.node[childrenKey] as ApiRecord[] | undefined) ?? []).length > 0)!.node;
      const children = await treeNodes(config, { key: tree.parentKey, value: parent[key] as Id });
      expect(children.map((c) => c[key])).toEqual((parent[childrenKey] as ApiRecord[]).map((c) => c[key]));
    }
  });

  it(`a ${childLabel} is created under its node; a node with ${childLabel} is not deleted, a leaf is${tree.maxDepth ? `; deeper than ${tree.maxDepth} levels is refused` : ''}`, async () => {
    const sample = sampleRecord(entity, { ...config, pageId: page.pageId }, 7, lookupSample);
    const root = await create(sample);
    expect(root.status, root.text.slice(0, 200)).toBe(200);
    const rootId = (readPath(root.body, responseOf(config.endpoint).item) as ApiRecord)[key] as Id;
    let leafId = rootId;
    let parentId = rootId;
    for (let level = 2; level <= Math.min(tree.maxDepth ?? 3, 3); level += 1) {
      const child = await create({ ...sampleRecord(entity, { ...config, pageId: page.pageId }, 7 + level, lookupSample), [tree.parentKey]: parentId });
      expect(child.status, child.text.slice(0, 200)).toBe(200);
      leafId = (readPath(child.body, responseOf(config.endpoint).item) as ApiRecord)[key] as Id;
      const found = flatten(await treeNodes(config), childrenKey).find((f) => String(f.node[key]) === String(leafId));
      expect(found?.parent?.[key], `the new ${childLabel} sits under its node`).toBe(parentId);
      parentId = leafId;
    }
    if (tree.maxDepth !== undefined) {
      const tooDeep = await create({ ...sampleRecord(entity, { ...config, pageId: page.pageId }, 20, lookupSample), [tree.parentKey]: leafId });
      expect(tooDeep.status, `a node below level ${tree.maxDepth}`).toBe(400);
    }
    const refused = await create({ ...sampleRecord(entity, { ...config, pageId: page.pageId }, 21, lookupSample), [tree.parentKey]: 987654321 });
    expect(refused.status, 'a node under a parent that does not exist').toBe(400);
    if (leafId !== rootId) {
      const kept = await remove(rootId);
      expect(kept.status).toBe(400);
      expect(String((kept.body as { message?: string }).message)).toBe(`该${entity.title}下还有${childLabel}，不能删除`);
    }
    expect((await remove(leafId)).status, 'a leaf is deleted').toBe(200);
  });

  for (const usage of tree.usedBy ?? []) {
    it(`a node ${usage.entity} records point at (${usage.foreignKey}) is not deleted: 该${entity.title}下还有${usage.label}，不能删除`, async () => {
      const lister = catalog.find((p) => p.config.kind === 'list' && p.config.entity === usage.entity && !p.config.scope && serves(p.config.endpoint, 'list'));
      if (!lister) throw new Error(`没有列出 ${usage.entity} 的列表页，无法检查 usedBy`);
      const used = new Set((await fetchAll(api, lister.config as ListPageConfig)).map((r) => String(r[usage.foreignKey])));
      const flat = flatten(await treeNodes(config), childrenKey);
      const target = flat.find((f) => used.has(String(f.node[key])) && ((f.node[childrenKey] as ApiRecord[] | undefined) ?? []).length === 0);
      if (!target) throw new Error(`种子数据中没有被 ${usage.entity} 引用的叶子节点`);
      const answer = await remove(target.node[key] as Id);
      expect(answer.status).toBe(400);
      expect(String((answer.body as { message?: string }).message)).toBe(`该${entity.title}下还有${usage.label}，不能删除`);
    });
  }

  if (serves(config.endpoint, 'reorder') && config.orderKey) {
    it('reorder moves siblings only: a top-level node and a nested one are refused', async () => {
      const flat = flatten(await treeNodes(config), childrenKey);
      const nested = flat.find((f) => f.parent)!;
      const top = flat.find((f) => !f.parent && f.node !== nested.parent)!;
      const { method, path } = routeOf(config.endpoint, 'reorder');
      const answer = await api.call(method, path, { json: { ids: [nested.node[key], top.node[key]] } });
      expect(answer.status).toBe(400);
      expect(String((answer.body as { message?: string }).message)).toBe('只能在同级之间调整顺序');
    });
  }
}

function summaryContract(config: ListPageConfig, entity: EntitySchema) {
  it('each summary item counts what the list shows for its filter', async () => {
    const { method, path } = routeOf(config.endpoint, 'summary');
    const answer = await api.call(method, path, { query: Object.fromEntries(Object.entries(config.scope ?? {}).map(([k, v]) => [k, String(v)])) });
    expect(answer.status, answer.text.slice(0, 200)).toBe(200);
    const summary = readPath(answer.body, responseOf(config.endpoint).item) as { total: number; counts: Record<string, Record<string, number>> };
    for (const item of config.summary?.items ?? []) {
      const filters = item.field === undefined ? {} : { [item.field]: item.value as string | number | boolean };
      const { total } = await fetchList(api, config, { size: 1, filters });
      const count = item.field === undefined ? summary.total : summary.counts[item.field]?.[String(item.value)];
      expect(count, `${item.label ?? `${item.field}=${String(item.value)}`} of ${entity.$id}`).toBe(total);
    }
    const some = config.summary?.items.find((i) => i.field !== undefined);
    if (some?.field) {
      // The counts follow the list's filters.
      const filtered = await api.call(method, path, { query: { [some.field]: String(some.value) } });
      const narrowed = readPath(filtered.body, responseOf(config.endpoint).item) as { total: number };
      expect(narrowed.total).toBe((await fetchList(api, config, { size: 1, filters: { [some.field]: some.value as string | number | boolean } })).total);
    }
  });
}

for (const page of catalog) {
  const { config } = page;
  if (config.kind !== 'list' || !page.entity) continue;
  const { tree } = config;
  // A tree read through operations (`trees`) keeps hand-written rules: tests/integration/mocks/organisation.test.ts
  // holds them, responses.test.ts its answers' shape, permissions.test.ts its access.
  // So does a tree within a chosen value written through operations (门户菜单's scopeChoice and writes):
  // tests/integration/mocks/portal.test.ts and tests/integration/renderer/tempMenu.test.tsx hold it.
  if (tree && !config.trees && !config.scopeChoice) describe(`contract ${page.pageId} (tree)`, () => treeContract(page, { ...config, tree }, page.entity!));
  if (config.summary && serves(config.endpoint, 'summary')) describe(`contract ${page.pageId} (summary)`, () => summaryContract(config, page.entity!));
}
