/**
 * React hooks over lookupQueries.ts: one lookup's options for a form control (with its loading
 * and failure, and 重试), and an entity whose lookup fields carry their loaded options for the
 * list, its filters and the detail (lookupOptions.ts withLookupOptions).
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useContext, useMemo, useState } from 'react';
import { queryClient } from '../../core/query/queryClient';
import type { EntityLookup, EntitySchema } from '../../pageLanguage/entity';
import { lookupKeys, withLookupOptions, type LookupOptions } from '../../contract/lookupOptions';
import { lookupChoicesQuery, lookupSourceQuery } from './lookupQueries';
import { regionTreeQuery } from './regionQueries';
import { PageScopeContext } from '../list/scopeChoice/pageScope';

export type LookupState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; options: LookupOptions };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The options of one lookup field: the referenced family's records, or its `source` operation's
 * answer (entity lookup or form field), read under the referenced page's family.
 */
export function useLookupOptions(lookup: EntityLookup): LookupState {
  const scope = useContext(PageScopeContext);
  const source = useQuery(lookupSourceQuery(lookup.page), queryClient);
  const config = source.data;
  // A form's choices are read anew each time it opens: a record added on another page a moment
  // ago (a new 子分类) must be offerable at once, fresh cache or not.
  const options = useQuery({ ...lookupChoicesQuery(config, lookup, scope), refetchOnMount: 'always' }, queryClient);
  const { refetch: refetchSource } = source;
  const { refetch: refetchOptions } = options;
  // A lookup of a source alone has no page to read first: its choices are read again.
  const direct = lookup.page === undefined;
  const retry = useCallback(() => void (config || direct ? refetchOptions() : refetchSource()), [config, direct, refetchOptions, refetchSource]);
  if (source.isError) return { status: 'error', message: messageOf(source.error), retry };
  if (options.isError) return { status: 'error', message: messageOf(options.error), retry };
  if (options.data) return { status: 'ready', options: options.data };
  return { status: 'loading' };
}

/**
 * The entity with the options of its lookup and region fields among `keys` (all without `keys`)
 * as labelled enums once they are in. Until then, or when a load fails, such a field shows its stored value.
 */
export function useLookupEntity(entity: EntitySchema, keys?: readonly string[]): EntitySchema {
  const lookupFields = useMemo(() => lookupKeys(entity, keys), [entity, keys]);
  const regionFields = useMemo(() => Object.keys(entity.properties).filter((key) => entity.properties[key]!['x-region'] && (!keys || keys.includes(key))), [entity, keys]);
  const fields = useMemo(() => [...lookupFields, ...regionFields], [lookupFields, regionFields]);
  const lookups = lookupFields.map((key) => entity.properties[key]!['x-lookup']!);
  const scope = useContext(PageScopeContext);
  const sources = useQueries({ queries: lookups.map((lookup) => lookupSourceQuery(lookup.page)) }, queryClient);
  const options = useQueries({
    queries: lookups.map((lookup, i) => lookupChoicesQuery(sources[i]?.data, lookup, scope)),
  }, queryClient);
  // A region field's codes are labelled by the whole tree of divisions (regionQueries.ts).
  const regions = useQueries({ queries: regionFields.map((key) => regionTreeQuery(entity.properties[key]!['x-region']!)) }, queryClient);
  const loaded = [...options, ...regions].map((o) => o.data);
  // A new entity only when some field's options changed (query results keep their identity while
  // a refetch runs), so the columns, filters and list setup memoised per entity are built again
  // only then: derived state kept from the last render (React's "storing information from
  // previous renders").
  const [last, setLast] = useState(() => ({ entity, loaded, hydrated: hydrate(entity, fields, loaded) }));
  const same = last.entity === entity && last.loaded.length === loaded.length && last.loaded.every((o, i) => o === loaded[i]);
  if (same) return last.hydrated;
  const next = { entity, loaded, hydrated: hydrate(entity, fields, loaded) };
  setLast(next);
  return next.hydrated;
}

function hydrate(entity: EntitySchema, fields: readonly string[], loaded: readonly (LookupOptions | undefined)[]): EntitySchema {
  return withLookupOptions(entity, Object.fromEntries(fields.map((key, i) => [key, loaded[i]])));
}

export type { LookupOptions };
