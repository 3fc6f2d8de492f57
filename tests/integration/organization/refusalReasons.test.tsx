/**
 * A write the account service refuses under its delegation rule shows the rule's reason, not the
 * bare 拒绝访问, in 用户配置, 组织管理 and 角色管理 alike (core/http/writeWithReason.ts): the
 * sub-centre is told why it cannot disable the platform administrator. 用户配置 is a page config
 * whose family declares `refusalReasons`: its writes go through the generated pages' data provider
 * (src/renderer/data/dataProvider.ts), the switch's status call and the 分配组织和角色 form action's.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/store/db';
import type { CustomAction } from '../../../src/pageLanguage/actions';
import type { ListPageConfig } from '../../../src/pageLanguage/pageConfig';
import { loadPageConfig } from '../../../src/pageLanguage/pageConfigLoader';
import { actionRequest } from '../../../src/renderer/actions/actionCall';
import { createDataProvider } from '../../../src/renderer/data/dataProvider';
import { operationWrite } from '../../../src/renderer/data/operationQueries';
import { recordNotices, type RecordedNotice } from '../../support/notifierRecorder';
import { resetSessionModules, signInAs } from './signedIn';

let notices: RecordedNotice[];

/** A code the platform administrator holds and the sub-centre does not. */
function adminOnlyCode(): string {
  const sub = new Set(db.collection('roles').get('subcenterStaff')!.permissions);
  const code = db.collection('roles').get('platformAdmin')!.permissions.find((c) => !sub.has(c));
  if (!code) throw new Error('the demo roles should differ');
  return code;
}
beforeEach(() => {
  notices = recordNotices();
});
afterEach(resetSessionModules);

const errors = () => notices.filter((n) => n.level === 'error').map((n) => n.text);

/** The 用户配置 page's data provider and its 分配组织和角色 action, as the list page calls them. */
async function userPage() {
  const config = (await loadPageConfig('platform-manage/organization/user-config')) as ListPageConfig;
  const assign = config.rowActions?.find((action): action is CustomAction => action.type === 'custom' && action.name === 'assign');
  if (!assign) throw new Error('用户配置 has no 分配组织和角色');
  return { provider: createDataProvider(config.endpoint, config.scope), assign };
}

describe('refusals say why', () => {
  it('用户配置: the sub-centre disabling the administrator reads 不能修改本组织范围以外的用户; admin stays enabled', async () => {
    await signInAs('subcenter');
    const admin = db.collection('users').find((u) => u.userName === 'admin')!;
    const { provider } = await userPage();
    await expect(provider.setStatus(admin.id, false)).rejects.toMatchObject({ status: 403 });
    expect(errors()).toEqual(['不能修改本组织范围以外的用户']);
    expect(db.collection('users').get(admin.id)?.enabled).toBe(true);
  });

  it('用户配置: placing oneself reads 不能修改自己的角色', async () => {
    await signInAs('subcenter');
    const self = db.collection('users').find((u) => u.userName === 'subcenter')!;
    const { provider, assign } = await userPage();
    const { params, body } = actionRequest(assign, { id: self.id }, 'id', { form: { groupId: '2001', roleId: 'subcenterStaff' } });
    await expect(provider.action(assign.endpoint, params, body)).rejects.toMatchObject({ status: 403 });
    expect(errors()).toEqual(['不能修改自己的角色']);
  });

  it('角色管理: granting codes the caller lacks reads the reason; the role keeps its codes', async () => {
    await signInAs('subcenter');
    const before = db.collection('roles').get('subcenterStaff')!.permissions;
    // 角色管理's save (src/modules/role/RoleModule.tsx): the declared write, its refusal told by its reason.
    const saveRoleCodes = (id: string, codes: string[]) => operationWrite('mgmt-role', 'put-permissions', { path: { id }, body: { codes } }, { refusalReason: true });
    await expect(saveRoleCodes('subcenterStaff', [...before, adminOnlyCode()])).rejects.toMatchObject({ status: 403 });
    // The role is the platform's (organisation 1001), outside the sub-centre's scope.
    expect(errors()).toEqual(['不能修改本组织范围以外的角色']);
    expect(db.collection('roles').get('subcenterStaff')!.permissions).toEqual(before);
  });
});
