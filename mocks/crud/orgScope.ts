/**
 * The organisation scope of the generated CRUD (mocks/README.md "Organisation scope"): an entity
 * whose `x-org-field` names a field holds records of organisations, and a caller who is not a
 * platform administrator reads and changes only those of its own organisation and the ones below
 * it (permissions/orgScope.ts) — another organisation's record answers 404, as if absent. A new
 * record is stamped with its creator's own organisation.
 *
 * A call the caller makes with a code of the operation centre is not narrowed: the operation
 * centre is the platform's own operations staff's (运营人员), who serve every organisation's
 * customers; the sub-centre variants of pages live in the management centre.
 */
import { findMenuEntry, walkMenu } from '../../src/core/menu/menuTree';
import type { EntitySchema } from '../../src/pageLanguage/entity';
import { callerCodes, type Access } from '../permissions';
import { inOrgScope, isPlatformAdmin, orgScopeOf, ownGroupId } from '../permissions/orgScope';
import type { QueryOptions } from '../store/collection';
import { pageActionCodes } from './actionCodes';
import { orgFieldOf } from './orgField';
import type { CrudRecord } from './crudRecord';
import { ownerScope, ownerStamp } from './ownerScope';
import { writerScope } from './callerFields';

export { orgFieldOf };

const OPERATION_CENTRE = '/operation-center';

let operationCodes: ReadonlySet<string> | undefined;

/** The operation centre's codes: its menu entries' and its pages' action codes. */
export function operationCentreCodes(): ReadonlySet<string> {
  if (!operationCodes) {
    const root = findMenuEntry(OPERATION_CENTRE);
    const menu = root ? walkMenu([root.node]).flatMap(({ node }) => (node.code ? [node.code] : [])) : [];
    operationCodes = new Set([...menu, ...pageActionCodes(`${OPERATION_CENTRE.slice(1)}/`)]);
  }
  return operationCodes;
}

export type RecordTest = (record: Readonly<Record<string, unknown>>) => boolean;

const everything: RecordTest = () => true;

/** Which records of the entity the call may touch: the caller's own (x-owner-field; x-caller writer fields under `own` grants) within its organisation scope. */
export function recordScope(entity: EntitySchema, access: Access): RecordTest {
  const own = ownerScope(entity, access);
  const written = writerScope(entity, access);
  const inOrg = orgRecordScope(entity, access);
  return (record) => own(record) && written(record) && inOrg(record);
}

/** Which records of the entity the call may touch, given the grants the caller holds for it. */
function orgRecordScope(entity: EntitySchema, access: Access): RecordTest {
  const field = orgFieldOf(entity);
  if (!field) return everything;
  const codes = callerCodes(access);
  if (isPlatformAdmin(codes)) return everything;
  const operations = operationCentreCodes();
  if (access.held.some((grant) => grant.code !== null && operations.has(grant.code))) return everything;
  const scope = orgScopeOf(access.user, codes);
  return (record) => inOrgScope(scope, typeof record[field] === 'string' ? record[field] : null);
}

/** The query narrowed to the records in scope. */
export function withinScope(query: QueryOptions<CrudRecord>, inScope: RecordTest): QueryOptions<CrudRecord> {
  const { filter } = query;
  return { ...query, filter: (record) => inScope(record) && (!filter || filter(record)) };
}

/** The organisation (and owner, x-owner-field) a new record is stamped with: its creator's own. */
export function orgStamp(entity: EntitySchema, access: Access): Record<string, string> {
  const field = orgFieldOf(entity);
  const own = ownGroupId(access.user);
  return { ...(field && own ? { [field]: own } : {}), ...ownerStamp(entity, access) };
}
