/**
 * Query options of `x-region` fields (src/pageLanguage/entity.ts EntityRegion), in the one query
 * cache: one level's divisions (read when the level above is chosen) and the whole tree, whose
 * names label a stored code. Divisions are reference data: read once per session.
 */
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../core/http/client';
import { responseOf } from '../../contract/backendDialect';
import { readPath } from '../../contract/readPath';
import { treeLookupOptions, type LookupOptions } from '../../contract/lookupOptions';
import type { EntityRegion } from '../../pageLanguage/entity';
import { loadFamily } from '../../pageLanguage/familyLoader';
import { operationPath } from '../../pageLanguage/resolvePage';
import { operationNamed } from '../../pageLanguage/operationPaths';

/** One division as the region reads answer it. */
export interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const isDivision = (item: unknown): item is Division =>
  typeof item === 'object' && item !== null && typeof (item as Division).code === 'string' && typeof (item as Division).name === 'string';

/** GETs `operation` of the region's family with `query`, answering divisions (or a Chinese refusal). */
async function readDivisions(region: EntityRegion, operation: string, query: Record<string, string>, signal?: AbortSignal): Promise<Division[]> {
  const family = await loadFamily(region.family);
  const declared = operationNamed(family, operation);
  if (!family || !declared || declared.method !== 'GET') throw new Error(`地区数据来源 ${region.family} ${operation} 不存在`);
  const answer = readPath(await http.get<unknown>(operationPath(family, declared), { query, signal, loading: false, silent: true }), responseOf(family).item);
  if (!Array.isArray(answer)) throw new Error('地区数据格式不正确');
  return answer.filter(isDivision);
}

/** The divisions of level `depth` (0: the top) under `parent` (none for the top level). */
export function regionLevelQuery(region: EntityRegion, depth: number, parent?: string) {
  const level = region.levels[depth]!;
  const query: Record<string, string> = level.param && parent !== undefined ? { [level.param]: parent } : {};
  return queryOptions({
    queryKey: ['region', region.family, level.operation, parent ?? null] as const,
    staleTime: Infinity,
    queryFn: ({ signal }) => readDivisions(region, level.operation, query, signal),
  });
}

/** The whole tree as lookup options: each code labelled by its path (广东省 › 广州市 › 天河区). */
export function regionTreeQuery(region: EntityRegion) {
  return queryOptions<LookupOptions>({
    queryKey: ['region', region.family, region.tree] as const,
    staleTime: Infinity,
    queryFn: async ({ signal }) => treeLookupOptions(await readDivisions(region, region.tree, {}, signal) as unknown as Record<string, unknown>[], { value: 'code', label: 'name' }),
  });
}

/** The codes from the top down to `code` in the tree's options, or [] when the tree lacks it. */
export function regionPath(options: LookupOptions, code: string): string[] {
  const walk = (level: LookupOptions['options'], trail: string[]): string[] | undefined => {
    for (const option of level) {
      const here = [...trail, String(option.value)];
      if (String(option.value) === code) return here;
      const below = option.children ? walk(option.children, here) : undefined;
      if (below) return below;
    }
    return undefined;
  };
  return walk(options.options, []) ?? [];
}
