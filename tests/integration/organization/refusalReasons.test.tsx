/**
 * A write the account service refuses under its delegation rule shows the rule's reason, not the
 * bare 拒绝访问, in 用户配置, 组织管理 and 角色管理 alike (core/http/writeWithReason.ts): the
 * sub-centre is told why it cannot disable the platform administrator.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../mocks/store/db';
import { assignUser, setUserEnabled } from '../../../src/modules/organisation/api/orgApi';
import { saveRoleCodes } from '../../../src/modules/role/api/roleApi';
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

describe('refusals say why', () => {
  it('用户配置: the sub-centre disabling the administrator reads 不能修改本组织范围以外的用户; admin stays enabled', async () => {
    await signInAs('subcenter');
    const admin = db.collection('users').find((u) => u.userName === 'admin')!;
    await expect(setUserEnabled(admin.id, false)).rejects.toMatchObject({ status: 403 });
    expect(errors()).toEqual(['不能修改本组织范围以外的用户']);
    expect(db.collection('users').get(admin.id)?.enabled).toBe(true);
  });

  it('用户配置: placing oneself reads 不能修改自己的角色', async () => {
    await signInAs('subcenter');
    const self = db.collection('users').find((u) => u.userName === 'subcenter')!;
    await expect(assignUser(self.id, '2001', 'subcenterStaff')).rejects.toMatchObject({ status: 403 });
    expect(errors()).toEqual(['不能修改自己的角色']);
  });

  it('角色管理: granting codes the caller lacks reads the reason; the role keeps its codes', async () => {
    await signInAs('subcenter');
    const before = db.collection('roles').get('subcenterStaff')!.permissions;
    await expect(saveRoleCodes('subcenterStaff', [...before, adminOnlyCode()])).rejects.toMatchObject({ status: 403 });
    // The role is the platform's (organisation 1001), outside the sub-centre's scope.
    expect(errors()).toEqual(['不能修改本组织范围以外的角色']);
    expect(db.collection('roles').get('subcenterStaff')!.permissions).toEqual(before);
  });
});
