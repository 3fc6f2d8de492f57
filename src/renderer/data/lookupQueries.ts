/**
 * Query options of `x-lookup` fields (src/pageLanguage/entity.ts EntityLookup), in the one query
 * cache: first the referenced list page's config (a static chunk, read once), then the options
 * from that page's endpoint family through the data provider — the whole tree of a tree family
 * (`tree`, else `children` of the root), or one large page of a flat one in its default order.
 * The options live under the family's key (familyQueries.ts `familyKey`), so a save, delete or
 * reorder on the referenced page invalidates them with the rest of that family.
 */
import { queryOptions, skipToken } from '@tanstack/react-query';
import { http } from '../../core/http/client';
import { responseOf } from '../../contract/backendDialect';
import { readPath } from '../../contract/readPath';
import type { EntityLookup, LookupSource } from '../../pageLanguage/entity';
import { loadFamily } from '../../pageLanguage/familyLoader';
import { operationPath } from '../../pageLanguage/resolvePage';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import { loadPageConfig } from '../../pageLanguage/pageConfigLoader';
import { createDataProvider } from './dataProvider';
import { familyKey } from './familyQueries';
import { flatLookupOptions, nestByParent, treeLookupOptions, type LookupKeys, type LookupOptions } from '../../contract/lookupOptions';
import { operationNamed } from '../../pageLanguage/operationPaths';
import { resolveSourceQuery, type PageScope } from '../list/scopeChoice/pageScope';
import { operationFamilyKey } from './operationQueries';
import type { FamilyName } from './operationClient';

/** Records one flat lookup reads (a family holding more is marked truncated). */
export const LOOKUP_LIMIT = 500;

/** The list page a lookup names: its config (lint guarantees a list page with an endpoint family); none for a lookup of a source alone. */
export function lookupSourceQuery(pageId: string | undefined) {
  return queryOptions({
    queryKey: ['lookup-source', pageId ?? null] as const,
    staleTime: Infinity,
    gcTime: Infinity,
    queryFn: pageId === undefined ? skipToken : async (): Promise<ListPageConfig> => {
      const config = await loadPageConfig(pageId);
      if (!config || config.kind !== 'list') throw new Error(`取值来源页面 ${pageId} 不存在或不是列表页面`);
      return config;
    },
  });
}

/** Which fields of the referenced records a lookup reads. */
export function lookupKeysOf(config: ListPageConfig, lookup: EntityLookup): LookupKeys {
  return { value: lookup.value ?? config.rowKey ?? 'id', label: lookup.label, childrenKey: config.tree?.childrenKey };
}

/**
 * The options of a lookup, read from the referenced page's family (silent: the field shows the
 * failure); with no config yet (the page's chunk is still loading) a query that asks nothing.
 */
export function lookupOptionsQuery(config: ListPageConfig | undefined, lookup: EntityLookup) {
  // Without a source a lookup names its page (lint), so a missing config is one still loading.
  if (!config) {
    return queryOptions<LookupOptions, Error, LookupOptions, readonly unknown[]>({ queryKey: ['lookup-pending', lookup.page], queryFn: skipToken });
  }
  const keys = lookupKeysOf(config, lookup);
  return queryOptions<LookupOptions, Error, LookupOptions, readonly unknown[]>({
    queryKey: [...familyKey(config.endpoint.base), 'lookup', config.scope ?? null, keys],
    queryFn: async ({ signal }): Promise<LookupOptions> => {
      const provider = createDataProvider(config.endpoint, config.scope);
      const options = { signal, loading: false, silent: true } as const;
      if (config.tree) return treeLookupOptions(await provider.getTree(undefined, options), keys);
      const page = await provider.getList({ page: 1, pageSize: LOOKUP_LIMIT, sort: config.defaultSort, filters: {} }, options);
      return flatLookupOptions(page.records, page.total, keys);
    },
  });
}

/** The GET path of a source's operation and its family, or a Chinese refusal naming what is missing. */
async function sourceCall(source: LookupSource) {
  const family = await loadFamily(source.family);
  const operation = operationNamed(family, source.operation);
  if (!family || !operation || operation.method !== 'GET') throw new Error(`选项来源 ${source.family} ${source.operation} 不存在`);
  return { family, path: operationPath(family, operation) };
}

/**
 * The options a lookup's `source` operation answers (entity.ts LookupSource, or a form field's
 * own): its records as a flat list, or as a tree when `parent` names the field holding each
 * record's parent. Kept under the referenced page's family key, as the family's own options are,
 * so a save on that page (a new 子分类) reads the operation anew.
 */
export function lookupSourceOptionsQuery(config: ListPageConfig | undefined, lookup: EntityLookup & { source: LookupSource }, scope: PageScope = {}) {
  const { source } = lookup;
  // The page's scope values the source's query names (undefined: one is not chosen yet).
  const query = resolveSourceQuery(source.query, scope);
  if ((lookup.page !== undefined && !config) || query === undefined) {
    return queryOptions<LookupOptions, Error, LookupOptions, readonly unknown[]>({ queryKey: ['lookup-pending', lookup.page ?? source.operation], queryFn: skipToken });
  }
  const keys: LookupKeys = { value: config ? lookupKeysOf(config, lookup).value : (lookup.value ?? 'id'), label: source.label ?? lookup.label };
  // Under the referenced page's family, else under the source's family's operation reads (operationQueries.ts), so a write there reads it anew.
  const home = config ? familyKey(config.endpoint.base) : operationFamilyKey(source.family as FamilyName);
  return queryOptions<LookupOptions, Error, LookupOptions, readonly unknown[]>({
    queryKey: [...home, 'lookup-operation', source.family, source.operation, query, source.records ?? null, keys, source.parent ?? null],
    queryFn: async ({ signal }): Promise<LookupOptions> => {
      const { family, path } = await sourceCall(source);
      // The records sit where the family's response layout puts an item (the dialect's `data`), or
      // under `records` in it when the operation answers an object (get-options: { groups, roles }).
      const item = readPath(await http.get<unknown>(path, { signal, query, loading: false, silent: true }), responseOf(family).item);
      const answer = source.records === undefined ? item : readPath(item, source.records);
      if (!Array.isArray(answer)) throw new Error('选项数据格式不正确');
      const records = answer.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null);
      if (source.parent) return treeLookupOptions(nestByParent(records, keys.value, source.parent), keys);
      return flatLookupOptions(records, records.length, keys);
    },
  });
}

/** The query of a lookup's choices: its `source` operation's answer, else the referenced family's records. */
export function lookupChoicesQuery(config: ListPageConfig | undefined, lookup: EntityLookup, scope: PageScope = {}) {
  const { source } = lookup;
  return source ? lookupSourceOptionsQuery(config, { ...lookup, source }, scope) : lookupOptionsQuery(config, lookup);
}
