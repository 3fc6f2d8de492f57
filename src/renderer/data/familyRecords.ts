/**
 * A family's records for a hand-written module, by the family's name, through the one data path
 * list pages use (dataProvider.ts and familyQueries.ts on the query cache): the declaration gives
 * the calls (门户配置 and 门户页面 read schemas/families portal.json, portal-page.json and
 * portal-menu.json this way), so a module writes no path. After a write, readAgain reads every
 * shown answer of the families it changed — their lists and trees, and the operation reads of
 * the same families (invalidateFamily).
 */
import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { developerFault, PAGE_CONFIG_BROKEN, readableMessageOf } from '../../core/feedback/developerFault';
import { queryClient } from '../../core/query/queryClient';
import { familyPath, loadFamily } from '../../pageLanguage/familyLoader';
import { familyEndpoint } from '../../pageLanguage/resolvePage';
import { createDataProvider, type DataProvider } from './dataProvider';
import { familyKey, LIST_GC, listQuery } from './familyQueries';
import type { FamilyName } from './operationClient';
import { invalidateFamily, readStateOf, type OperationRead } from './operationQueries';
import type { ListParams, ListScope } from './resolveListQuery';
import type { DataRecord, ListResult } from './resolveResponse';

/** The provider of a family's records (its declaration loaded once per scope). */
export async function familyProvider(name: string, scope?: ListScope): Promise<DataProvider> {
  const family = await loadFamily(name);
  if (!family) throw developerFault(PAGE_CONFIG_BROKEN, `${familyPath(name)} 不存在`);
  return createDataProvider(familyEndpoint(family), scope);
}

/** The provider as a cached value: loaded once, never read again (a declaration does not change). */
function useProvider(name: string, scope?: ListScope) {
  return useQuery({
    queryKey: ['family-provider', name, scope ?? null],
    queryFn: () => familyProvider(name, scope),
    staleTime: Infinity,
    gcTime: Infinity,
  }, queryClient);
}

/** What a read shows: the provider's load and the read itself, as one state with 重试. */
function readOf<T>(provider: ReturnType<typeof useProvider>, data: { isSuccess: boolean; isError: boolean; data: T | undefined; error: unknown; isFetching: boolean }, refetch: () => unknown): OperationRead<T> {
  const state: OperationRead<T>['state'] = provider.isError ? { status: 'error', message: readableMessageOf(provider.error) } : readStateOf(data);
  return { state, reload: () => { void (provider.isError ? provider.refetch() : refetch()); }, fetching: data.isFetching };
}

/** One list call of a family (its `list` verb, listQuery's key and call), its records read as `T`. */
export function useFamilyList<T>(name: string, params: ListParams): OperationRead<T[]> {
  const provider = useProvider(name);
  const options = provider.data ? listQuery(provider.data, params) : null;
  const list = useQuery({
    queryKey: (options?.queryKey ?? ['family-provider', name, 'pending']) as QueryKey,
    queryFn: options ? (options.queryFn as () => Promise<ListResult>) : skipToken,
    gcTime: LIST_GC.page,
    // The wire records of the family (schemas/generated/operations.ts describes them).
    select: (result: ListResult) => result.records as unknown as T[],
  }, queryClient);
  const { refetch } = list;
  return readOf(provider, list, useCallback(() => refetch(), [refetch]));
}

/** A family's tree (its `tree` verb) narrowed by `scope`, under the family's key so its writes read it again. */
export function useFamilyTree(name: string, scope: ListScope, enabled: boolean): OperationRead<DataRecord[]> {
  const provider = useProvider(name, scope);
  const ready = enabled ? provider.data : undefined;
  const tree = useQuery({
    queryKey: ready ? [...familyKey(ready.family.base), 'tree', scope] : ['family-provider', name, 'pending'],
    queryFn: ready ? ({ signal }) => ready.getTree(undefined, { signal, loading: false, silent: true }) : skipToken,
    gcTime: LIST_GC.page,
  }, queryClient);
  const { refetch } = tree;
  return readOf(provider, tree, useCallback(() => refetch(), [refetch]));
}

/**
 * After a write: every shown answer of the record families it changed (familyKey: their lists
 * and trees) and of the operation families whose reads show it (invalidateFamily: their own
 * record lists too).
 */
export async function readAgain(records: readonly string[], operations: readonly FamilyName[] = []): Promise<void> {
  await Promise.all([
    ...records.map(async (name) => queryClient.invalidateQueries({ queryKey: familyKey((await familyProvider(name)).family.base) })),
    ...operations.map((name) => invalidateFamily(name)),
  ]);
}
