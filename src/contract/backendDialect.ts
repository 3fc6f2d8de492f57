/**
 * The backend dialect, named once in schemas/backend-dialect.json (validated by
 * `npm run lint:schemas` against the schema generated from BackendDialect): the paging parameter
 * names and where a response holds records, total (or the header that carries it), the record
 * and field errors. An endpoint family's own `paging` / `response` state only what differs;
 * the renderer, the mocks, the linter and the contract tests all read the merged result here.
 */
import dialectFile from '../../schemas/backend-dialect.json' with { type: 'json' };
import type { BackendDialect, DialectPaging, DialectResponse, EndpointFamily } from '../pageLanguage/endpoint';

// JSON imports widen literals (firstPage: number); the file is checked against the dialect's schema.
export const BACKEND_DIALECT = dialectFile as BackendDialect;

/** A family's paging names: the dialect's, with the family's differences. */
export function pagingOf(family: Pick<EndpointFamily, 'paging'> | undefined): DialectPaging {
  return { ...BACKEND_DIALECT.paging, ...family?.paging };
}

/** A family's response layout: the dialect's, with the family's differences. */
export function responseOf(family: Pick<EndpointFamily, 'response'> | undefined): DialectResponse {
  return { ...BACKEND_DIALECT.response, ...family?.response };
}
