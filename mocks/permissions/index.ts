/**
 * The mock backend's permission checks: the check every handler runs (access.ts) over the
 * grants the contract derives (src/contract/grants — who may call what, from schemas/pages and
 * schemas/menu.json), re-exported here so a handler imports both from one place.
 */
export { admits, anyAdmits, callerCodes, fieldsOf, forbidden, FORBIDDEN_MESSAGE, requireGrant, type Access } from './access';
export {
  actionKey, familyGrants, moduleGrants, pagePermissions,
  type FamilyGrants, type Grant, type Scope,
} from '../../src/contract/grants';
