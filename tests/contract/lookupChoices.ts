/**
 * A lookup field's choice (entity x-lookup) read through the API, as the console reads its
 * options: the referenced list page's family — the whole tree of a tree family, one large page
 * of a flat one — into the console's own options (src/contract/lookupOptions.ts). For a
 * journey that fills a form with a lookup field: the value to expect saved, the record's own
 * label (a tree node's title, a select's option) and its path (what the closed control shows).
 * Works with the node client (apiClient.ts) and the browser's (tests/e2e/contract/browserApi.ts).
 */
import type { EntityField, EntityRegion, EntityValue, LookupSource } from '../../src/pageLanguage/entity';
import type { ListPageConfig } from '../../src/pageLanguage/pageConfig';
import { flatLookupOptions, nestByParent, treeLookupOptions, type LookupOption } from '../../src/contract/lookupOptions';
import { lookupChoice as consoleChoice } from '../../src/renderer/form/widgets/lookupChoices';
import type { Api } from './apiClient';
import { readFamilyFile, readPageConfig } from './catalog';
import { operationPath } from '../../src/pageLanguage/resolvePage';
import { readPath, responseOf, routeOf, serves, type ApiRecord } from './family';
import { fetchList } from './listCalls';

export interface LookupChoice {
  value: EntityValue;
  label: string;
  path: string;
}

/**
 * The `n`-th record (wrapping) the field's family holds now; undefined when it holds none or the
 * field is no lookup. A region field (x-region) gets the `n`-th division with nothing below it in
 * the tree its family answers, its label the names from the top joined by " / " (what the
 * cascader shows, level by level).
 */
export async function lookupChoice(api: Api, field: EntityField, n: number): Promise<LookupChoice | undefined> {
  if (field['x-region']) return regionChoice(api, field['x-region'], n);
  const lookup = field['x-lookup'];
  if (!lookup) return undefined;
  if (lookup.page === undefined) {
    // A lookup of a source alone: its answer, unless it reads a page's scope value (which only that page has).
    const scoped = Object.values(lookup.source?.query ?? {}).some((value) => typeof value === 'object');
    return lookup.source && !scoped ? sourceChoice(api, lookup.source, { value: lookup.value ?? 'id', label: lookup.source.label ?? lookup.label }, n) : undefined;
  }
  const config = readPageConfig(lookup.page);
  if (config.kind !== 'list') return undefined;
  if (lookup.source) return sourceChoice(api, lookup.source, { value: lookup.value ?? config.rowKey ?? 'id', label: lookup.source.label ?? lookup.label }, n);
  const keys = { value: lookup.value ?? config.rowKey ?? 'id', label: lookup.label, childrenKey: config.tree?.childrenKey };
  const options = config.tree ? treeLookupOptions(await treeNodes(api, config), keys) : await flatOptions(api, config, keys);
  return nthChoice(options.flat, n);
}

/**
 * A lookup reading its choices from an operation (`source`), as lookupQueries.ts does: the
 * operation's records under its label template, a tree when `parent` is named; a record its
 * `disabledWhen` greys out is never the choice.
 */
async function sourceChoice(api: Api, source: LookupSource, keys: { value: string; label: string }, n: number): Promise<LookupChoice | undefined> {
  const answer = await operationAnswer(api, source.family, source.operation);
  // An answer holding the records under a field (get-options: { groups, roles }) names it in `records`.
  const raw = source.records === undefined ? answer : readPath(answer, source.records);
  const records = (Array.isArray(raw) ? raw : []).filter((item): item is ApiRecord => typeof item === 'object' && item !== null);
  const options = source.parent ? treeLookupOptions(nestByParent(records, keys.value, source.parent), keys) : flatLookupOptions(records, records.length, keys);
  // The console's own rule (lookupChoices.ts): an option disabledWhen matches cannot be chosen.
  return nthChoice(options.flat.filter((option) => !consoleChoice(option, source.disabledWhen).disabled), n);
}

/**
 * The answer (its `data`) of a family's operation, called with GET; a missing operation or a refusal
 * throws. A required query parameter (page/list's portalId, which a lookup takes from the page's
 * scope) is given the operation's documented example value.
 */
export async function operationAnswer(api: Api, familyName: string, operationName: string): Promise<unknown> {
  const family = readFamilyFile(familyName);
  const operation = family.operations?.find((candidate) => candidate.name === operationName);
  if (!operation) throw new Error(`${familyName} 没有操作 ${operationName}`);
  const path = operationPath(family, operation);
  const example = operation.example?.query ?? {};
  const query = Object.fromEntries(Object.entries(operation.query ?? {}).flatMap(([name, parameter]) => {
    const value = example[name];
    return parameter.required && value !== undefined ? [[name, String(value)]] : [];
  }));
  const answer = await api.call('GET', path, { query });
  if (answer.status !== 200) throw new Error(`${path} 返回 ${answer.status}`);
  return readPath(answer.body, 'data');
}

/** The `n`-th option (wrapping); undefined when there is none. */
function nthChoice(options: readonly LookupOption[], n: number): LookupChoice | undefined {
  const option = options[n % Math.max(1, options.length)];
  return option ? { value: option.value, label: option.label, path: option.path } : undefined;
}

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

async function regionChoice(api: Api, region: EntityRegion, n: number): Promise<LookupChoice | undefined> {
  const tree = await operationAnswer(api, region.family, region.tree);
  const leaves: { code: string; names: string[] }[] = [];
  const walk = (nodes: readonly Division[], names: string[]) => {
    for (const node of nodes) {
      if (node.children?.length) walk(node.children, [...names, node.name]);
      else leaves.push({ code: node.code, names: [...names, node.name] });
    }
  };
  walk(tree as Division[], []);
  const leaf = leaves[n % Math.max(1, leaves.length)];
  return leaf ? { value: leaf.code, label: leaf.names.join(' / '), path: leaf.names.join(' › ') } : undefined;
}

async function treeNodes(api: Api, config: ListPageConfig): Promise<ApiRecord[]> {
  const family = config.endpoint;
  const verb = serves(family, 'tree') ? 'tree' : 'children';
  const { method, path } = routeOf(family, verb);
  const query = { ...Object.fromEntries(Object.entries(config.scope ?? {}).map(([k, v]) => [k, String(v)])), ...(verb === 'children' ? { [config.tree!.parentKey]: '0' } : {}) };
  const answer = await api.call(method, path, { query });
  if (answer.status !== 200) throw new Error(`${config.endpoint.base} 树形调用返回 ${answer.status}`);
  const nodes = readPath(answer.body, responseOf(family).item);
  return Array.isArray(nodes) ? (nodes as ApiRecord[]) : [];
}

async function flatOptions(api: Api, config: ListPageConfig, keys: { value: string; label: string }) {
  const { records, total } = await fetchList(api, config, { size: 500, sort: config.defaultSort });
  return flatLookupOptions(records, total, keys);
}
