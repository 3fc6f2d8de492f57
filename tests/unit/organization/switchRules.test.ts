import { describe, expect, it } from 'vitest';
import {
  defaultOrganizationPath, defaultRolePath, toOrganizationOption, type OrganizationOption,
} from '../../../src/core/organization/organizationApi';
import {
  defaultRoleOf, defaultSelection, isSwitchRefusedAt, organizationProblem, SWITCH_ORG_MESSAGES,
} from '../../../src/core/organization/switchRules';

const org = (patch: Partial<OrganizationOption>): OrganizationOption => ({
  groupId: 'g', groupName: '组织', belongGroup: 1, defaultGroup: 0, roles: [], ...patch,
});

describe('messages (docs/behaviour §5 Switch organisation, §8)', () => {
  it('are word for word', () => {
    expect(SWITCH_ORG_MESSAGES).toEqual({
      organizationRequired: '请选择默认组织',
      roleRequired: '请选择默认角色',
      noParentDepartment: '所选组织未设置所属部门，请联系管理员进行设置。',
      refusedOnTemplatePage: '此页面无法进行切换组织操作',
      success: '切换成功',
    });
  });
});

describe('refusal on the portal template page', () => {
  it.each([
    '#/platform-manage/portal-temp/temp-page',
    '#/platform-manage/portal-temp/temp-page?id=3',
    '/platform-manage/portal-temp/temp-page',
    '#/temp-page?tempId=1',
    '#/temp/12',
  ])('refuses at %s', (hash) => {
    expect(isSwitchRefusedAt(hash)).toBe(true);
  });

  it.each([
    '#/platform-manage/portal-temp/temp-config',
    '#/platform-manage/portal-temp/temp-pages',
    '#/platform-manage/portal-temp',
    '#/application-admin/application-center',
    '#/template/competence',
    '',
  ])('allows at %s', (hash) => {
    expect(isSwitchRefusedAt(hash)).toBe(false);
  });
});

describe('preselection (defaultGroup 1, defaultRole 1)', () => {
  const options = [
    org({ groupId: 'a', roles: [{ roleId: 'a1', roleName: '甲', defaultRole: 0 }] }),
    org({ groupId: 'b', defaultGroup: 1, roles: [{ roleId: 'b1', roleName: '乙', defaultRole: 0 }, { roleId: 'b2', roleName: '丙', defaultRole: 1 }] }),
  ];

  it('picks the default organisation and its default role', () => {
    expect(defaultSelection(options)).toEqual({ groupId: 'b', roleId: 'b2' });
  });

  it('picks nothing when no organisation is default', () => {
    expect(defaultSelection(options.map((o) => ({ ...o, defaultGroup: 0 })))).toEqual({});
  });

  it('a lone role is the default by necessity; several unflagged leave the choice open', () => {
    expect(defaultRoleOf(options[0])).toBe('a1');
    expect(defaultRoleOf(org({ roles: [{ roleId: 'x', roleName: 'x', defaultRole: 0 }, { roleId: 'y', roleName: 'y', defaultRole: 0 }] }))).toBeUndefined();
    expect(defaultRoleOf(undefined)).toBeUndefined();
  });
});

describe('organisation rule', () => {
  it('an organisation without a parent department (belongGroup 0) cannot be chosen', () => {
    expect(organizationProblem(org({ belongGroup: 0 }))).toBe('所选组织未设置所属部门，请联系管理员进行设置。');
    expect(organizationProblem(org({ belongGroup: 1 }))).toBeUndefined();
    expect(organizationProblem(undefined)).toBe('请选择默认组织');
  });
});

describe('reading the list', () => {
  it('normalises ids to strings and flags to 0/1, and drops items without a groupId', () => {
    expect(toOrganizationOption({
      groupId: 7, groupName: '七组', belongGroup: '0', defaultGroup: 1,
      roles: [{ roleId: 71, roleName: '管理员', defaultRole: '1' }, { roleName: '无编号' }],
    })).toEqual({
      groupId: '7', groupName: '七组', belongGroup: 0, defaultGroup: 1,
      roles: [{ roleId: '71', roleName: '管理员', defaultRole: 1 }],
    });
    expect(toOrganizationOption({ groupName: '无编号' })).toBeNull();
    expect(toOrganizationOption({ groupId: 'x' })?.belongGroup).toBe(1);
  });

  it('puts user, organisation and role ids in the PUT paths', () => {
    expect(defaultOrganizationPath('u 1', '1001')).toBe('/api/aam/v1/portal/user/u%201/groups/1001/default');
    expect(defaultRolePath('u1', '1001', '100101')).toBe('/api/aam/v1/portal/user/u1/groups/1001/roles/100101/default');
  });
});
