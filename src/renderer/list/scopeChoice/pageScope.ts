/**
 * The values a page works within — its fixed `scope` and the value of its `scopeChoice`
 * (src/pageLanguage/pageConfig.ts ListScopeChoiceDeclaration) — for what is drawn inside it: the
 * lookups whose source query names one (`{ "scope": "portalId" }`, src/pageLanguage/entity.ts
 * LookupSource) read their choices with it.
 */
import { createContext } from 'react';
import type { EntityValue, LookupQueryValue } from '../../../pageLanguage/entity';
import type { RecordCondition } from '../../../pageLanguage/actions';
import { meetsCondition } from '../../../contract/actionRules';

export type PageScope = Readonly<Record<string, EntityValue>>;

/** Outside a page with a scope: none. */
export const PageScopeContext = createContext<PageScope>({});

/**
 * A lookup source's query with the page's scope values in: undefined while a value it names is
 * missing (the page has not chosen yet), so nothing is read for a choice not made.
 */
export function resolveSourceQuery(query: Readonly<Record<string, LookupQueryValue>> | undefined, scope: PageScope): Record<string, string | number | boolean> | undefined {
  const resolved: Record<string, string | number | boolean> = {};
  for (const [name, value] of Object.entries(query ?? {})) {
    if (typeof value !== 'object') {
      resolved[name] = value;
      continue;
    }
    const held = scope[value.scope];
    if (typeof held !== 'string' && typeof held !== 'number' && typeof held !== 'boolean') return undefined;
    resolved[name] = held;
  }
  return resolved;
}

type Choice = Readonly<Record<string, unknown>>;

/** Whether a choice matches a condition (none given: no choice is preferred). */
const matches = (record: Choice, condition: RecordCondition | undefined) => condition !== undefined && meetsCondition(record, condition);

/**
 * The choice a page works within: the one the address (or the user) names when it is offered,
 * else the first matching `preferred` (the default portal), else the first.
 */
export function pickChoice<T extends Choice>(records: readonly T[], valueKey: string, asked: string | null, preferred?: RecordCondition): T | undefined {
  return records.find((record) => asked !== null && String(record[valueKey]) === asked)
    ?? records.find((record) => matches(record, preferred))
    ?? records[0];
}
