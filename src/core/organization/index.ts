export {
  defaultOrganizationPath, defaultRolePath, fetchOrganizations, ORGANIZATION_LIST_PATH, setDefaultOrganization,
  setDefaultRole, toOrganizationOption, type OrganizationOption, type OrganizationRole,
} from './organizationApi';
export { sessionUserId } from './sessionUser';
export { switchOrganization, SwitchRefusedError } from './switchOrganization';
export {
  defaultRoleOf, defaultSelection, isSwitchRefusedAt, organizationProblem, SWITCH_ORG_MESSAGES, SWITCH_REFUSED_PREFIXES,
} from './switchRules';
