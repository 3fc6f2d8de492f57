/**
 * A block page's reads on the query cache: one entry per read and range, under the family's key
 * (a save on the family reads them again), shared by every block naming the read.
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../core/http/client';
import { responseOf } from '../../contract/backendDialect';
import { readPath } from '../../contract/readPath';
import type { BlockRange, BlockSource, BlocksPageConfig } from '../../pageLanguage/blocks';
import { familyKey } from '../data/familyQueries';

/** The days the user picked (YYYY-MM-DD); null before they pick. */
export type PickedRange = readonly [string, string] | null;

/** The query a read sends: its fixed parameters, and the picked days when it follows the range. */
export function blockReadParams(source: BlockSource, range: BlockRange | undefined, picked: PickedRange): Record<string, string | number | boolean> {
  if (!source.ranged || !range || !picked) return source.query;
  return { ...source.query, [range.from]: picked[0], [range.to]: picked[1] };
}

/** A read's payload: the answer inside the family's envelope, which block paths start from. */
export function blockReadQuery(config: Pick<BlocksPageConfig, 'base' | 'response'>, source: BlockSource, params: Record<string, string | number | boolean>) {
  return queryOptions({
    queryKey: [...familyKey(config.base), 'operation', source.path, params] as const,
    // Silent and without the global overlay: each block shows its own skeleton and error panel.
    queryFn: async ({ signal }): Promise<unknown> =>
      readPath(await http.get<unknown>(source.path, { query: params, signal, silent: true, loading: false }), responseOf(config).item) ?? null,
  });
}
