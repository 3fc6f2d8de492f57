/**
 * Hand-written: the ledger's accounts, bills, lines and priced jobs are computed on each read from the one ledger (fen), so they are never stored records the generated CRUD could list.
 *
 * Record families answered by hand from rows computed on each read (the ledger's accounts, bills,
 * lines and priced jobs): list, export and get filtered, sorted, paged and exported as the
 * generated lists are, guarded by the family's declared grants. The generated CRUD handlers of
 * these families come after and are never reached (their collections stay empty).
 */
import { http, type HttpHandler } from 'msw';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { crudEntities } from '../crud/crudCollections';
import { answerItem, answerList } from '../crud/envelope';
import { resolveServerQuery } from '../crud/listQuery';
import { toCsv } from '../crud/toCsv';
import { familyGrants, requireGrant, type Access, type Grant } from '../permissions';
import { pageRows, type Row } from './pageRows';
import { fail } from './respond';

export function entitySchema(id: string): EntitySchema {
  const found = crudEntities.get(id);
  if (!found) throw new Error(`实体 ${id} 不存在`);
  return found;
}

/** Grants the family at `base` declares for a verb or a custom action ("PUT settle/{id}"). */
export const declaredGrants = (base: string, key: string): readonly Grant[] => {
  const family = familyGrants(base);
  return (family.verbs as Record<string, Grant[] | undefined>)[key] ?? family.actions.get(key) ?? [];
};

export interface ComputedFamily {
  base: string;
  entityId: string;
  /** The rows the caller may read, newest first (ties in the page's sort keep this order). */
  rows: (caller: Access) => Row[];
  /** Routes relative to the base ("" for the base itself; msw syntax for get, e.g. ":id"). */
  list?: string;
  export?: string;
  get?: string;
  /** Figures over every row the query matches, sent beside the page's records (a list's totals). */
  aside?: (matched: Row[]) => Record<string, unknown>;
}

type Query = Parameters<typeof pageRows>[1];

/** list (default route "page") + export + get of computed rows. */
export function computedFamily(family: ComputedFamily): HttpHandler[] {
  const schema = entitySchema(family.entityId);
  const path = (relative: string) => `*${relative === '' ? family.base : `${family.base}/${relative}`}`;
  const query = (request: Request): Query => resolveServerQuery(schema, new URL(request.url)) as Query;
  const handlers = [
    http.get(path(family.list ?? 'page'), ({ request }) => {
      const caller = requireGrant(request, declaredGrants(family.base, 'list'));
      if (caller instanceof Response) return caller;
      const rows = family.rows(caller);
      const options = query(request);
      const page = pageRows(rows, options);
      return answerList(undefined, page.records, page.total, family.aside?.(pageRows(rows, { ...options, pageSize: 0 }).records));
    }),
  ];
  if (family.export !== undefined) {
    handlers.push(http.get(path(family.export), ({ request }) => {
      const caller = requireGrant(request, declaredGrants(family.base, 'export'));
      if (caller instanceof Response) return caller;
      const all = pageRows(family.rows(caller), { ...query(request), pageSize: 0 }).records;
      return new Response(toCsv(schema, all), {
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${family.entityId}.csv"` },
      });
    }));
  }
  if (family.get !== undefined) {
    handlers.push(http.get(path(family.get), ({ request, params }) => {
      const caller = requireGrant(request, declaredGrants(family.base, 'get'));
      if (caller instanceof Response) return caller;
      const row = family.rows(caller).find((r) => String(r.id) === String(params.id));
      return row ? answerItem(undefined, row) : fail(404, `${schema.title}不存在`);
    }));
  }
  return handlers;
}
