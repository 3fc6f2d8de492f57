/**
 * Where an `x-lookup` field's records come from (src/pageLanguage/entity.ts EntityLookup): the
 * referenced list page, the field of its records a value names and the one its label shows. The
 * mock backend reads the records there (mocks/crud/lookupRefs.ts); OpenAPI names the family.
 */
import type { EntityLookup } from '../pageLanguage/entity';
import type { ListPageConfig } from '../pageLanguage/pageConfig';
import { pageConfigs } from './catalog';
import { entitySchemas } from './families';

export interface LookupTarget {
  /** The referenced page's list config. */
  config: ListPageConfig;
  value: string;
  label: string;
}

/** Where a lookup's records are; undefined when its page is not a list page with an entity (lint refuses that). */
export function lookupTarget(lookup: EntityLookup): LookupTarget | undefined {
  // A lookup of a source alone (no page) names no records the mocks or OpenAPI could point at.
  if (lookup.page === undefined) return undefined;
  const config = pageConfigs.get(lookup.page);
  if (config?.kind !== 'list' || !entitySchemas.has(config.entity)) return undefined;
  return { config, value: lookup.value ?? config.rowKey ?? 'id', label: lookup.label };
}
