import { matchesPrefix, toHash } from '../subapps/activeSubApp';
import type { OrganizationOption } from './organizationApi';

/** docs/behaviour §5 Switch organisation and §8 successes, word for word. */
export const SWITCH_ORG_MESSAGES = {
  organizationRequired: '请选择默认组织',
  roleRequired: '请选择默认角色',
  noParentDepartment: '所选组织未设置所属部门，请联系管理员进行设置。',
  refusedOnTemplatePage: '此页面无法进行切换组织操作',
  success: '切换成功',
} as const;

/**
 * The portal template page (§2.1: /platform-manage/portal-temp/temp-page, reached from
 * /temp-page) and the template views under /temp/ render a portal as a given organisation sees
 * it; switching organisation under them would change what is being edited, so it is refused.
 */
export const SWITCH_REFUSED_PREFIXES = ['#/platform-manage/portal-temp/temp-page', '#/temp-page', '#/temp/'] as const;

export function isSwitchRefusedAt(location: string): boolean {
  const hash = toHash(location);
  return SWITCH_REFUSED_PREFIXES.some((prefix) => matchesPrefix(hash, prefix));
}

/** The organisation marked default and its default role: what the dialog preselects. */
export function defaultSelection(options: readonly OrganizationOption[]): { groupId?: string; roleId?: string } {
  const organization = options.find((o) => o.defaultGroup === 1);
  if (!organization) return {};
  return { groupId: organization.groupId, roleId: defaultRoleOf(organization) };
}

/** The organisation's role flagged default; a single role is the default by necessity. */
export function defaultRoleOf(organization: OrganizationOption | undefined): string | undefined {
  if (!organization) return undefined;
  const flagged = organization.roles.find((r) => r.defaultRole === 1);
  if (flagged) return flagged.roleId;
  return organization.roles.length === 1 ? organization.roles[0]?.roleId : undefined;
}

/** The validation message for a chosen organisation, or undefined when it may be chosen. */
export function organizationProblem(organization: OrganizationOption | undefined): string | undefined {
  if (!organization) return SWITCH_ORG_MESSAGES.organizationRequired;
  if (organization.belongGroup === 0) return SWITCH_ORG_MESSAGES.noParentDepartment;
  return undefined;
}
