/**
 * A block page's reads on the query cache: one entry per read, range, address and search, under
 * the family's key (a save on the family reads them again), shared by every block naming the read.
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../core/http/client';
import { responseOf } from '../../contract/backendDialect';
import { readPath } from '../../contract/readPath';
import type { BlockRange, BlockSource, BlocksPageConfig } from '../../pageLanguage/blocks';
import { familyKey } from '../data/familyQueries';
import { conditionHolds } from './blockCondition';

/** The days the user picked (YYYY-MM-DD); null before they pick. */
export type PickedRange = readonly [string, string] | null;

type Params = Record<string, string | number | boolean>;

/** The query a read sends: its fixed parameters, and the picked days when it follows the range. */
export function blockReadParams(source: BlockSource, range: BlockRange | undefined, picked: PickedRange): Params {
  if (!source.ranged || !range || !picked) return source.query;
  return { ...source.query, [range.from]: picked[0], [range.to]: picked[1] };
}

/** What a read calls: its path with the address's values in place, and its query. */
export interface BlockCall {
  path: string;
  params: Params;
}

/**
 * The read as made for this address and search: address values fill the path's `{name}` or join
 * the query; a search text is sent as its parameter. Null when the address lacks a value the read
 * needs (the page then says which records to open it from).
 */
export function blockCall(source: BlockSource, params: Params, address: URLSearchParams, search: string): BlockCall | null {
  const query: Params = { ...params };
  let path = source.path;
  for (const [param, name] of Object.entries(source.address?.params ?? {})) {
    const value = address.get(name)?.trim();
    if (!value) return null;
    const placeholder = `{${param}}`;
    if (path.includes(placeholder)) path = path.replace(placeholder, encodeURIComponent(value));
    else query[param] = value;
  }
  if (source.search && search !== '') query[source.search.param] = search;
  return { path, params: query };
}

/** A read's payload: the answer inside the family's envelope, which block paths start from. */
export function blockReadQuery(config: Pick<BlocksPageConfig, 'base' | 'response'>, source: BlockSource, call: BlockCall) {
  return queryOptions({
    queryKey: [...familyKey(config.base), 'operation', call.path, call.params] as const,
    // Silent and without the global overlay: each block shows its own skeleton and error panel.
    queryFn: async ({ signal }): Promise<unknown> =>
      readPath(await http.get<unknown>(call.path, { query: call.params, signal, silent: true, loading: false }), responseOf(config).item) ?? null,
    // A page opened reads again what another page of the family left in the cache (the guide just
    // saved in its editor, then changed elsewhere): its blocks mounting together make one call.
    refetchOnMount: 'always',
    // A polled read (a running job) is read again while its condition holds on the last answer.
    refetchInterval: source.poll
      ? (query) => (query.state.data !== undefined && conditionHolds(query.state.data, source.poll!.while) ? source.poll!.seconds * 1000 : false)
      : false,
  });
}
