import { describe, expect, it } from 'vitest';
import {
  DELEGATION_REFUSALS as R, newRoleOwner, refuseGrant, refusePlacement, refuseRoleAssignment, refuseRoleEdit, refuseUserEdit,
  roleOwner, unheldCodes, type Delegator,
} from '../../../mocks/permissions/delegation';

/** A sub-centre: organisation 2001 and the 2101 below it, holding a and b. */
const sub: Delegator = { userId: 'u-sub', codes: new Set(['a', 'b']), scope: { all: false, groups: new Set(['2001', '2101']) }, ownGroupId: '2001' };
/** A platform administrator: every organisation, holding a, b and c. */
const admin: Delegator = { userId: 'u-admin', codes: new Set(['a', 'b', 'c']), scope: { all: true, groups: new Set() }, ownGroupId: '1001' };

describe('delegation rule (mocks/permissions/delegation.ts)', () => {
  it('grants only codes the delegator holds', () => {
    expect(unheldCodes(sub, ['a', 'c', 'c', 'd'])).toEqual(['c', 'd']);
    expect(refuseGrant(sub, ['a', 'b'])).toBeNull();
    expect(refuseGrant(sub, [])).toBeNull();
    expect(refuseGrant(sub, ['a', 'c'])).toBe(R.grantUnheld);
    expect(refuseGrant(admin, ['a', 'b', 'c'])).toBeNull();
  });

  it('edits roles owned within its scope holding no code it lacks; an ownerless role is the platform’s', () => {
    expect(roleOwner({ permissions: [] })).toBe('1001');
    expect(refuseRoleEdit(sub, { permissions: ['a'], groupId: '2101' })).toBeNull();
    expect(refuseRoleEdit(sub, { permissions: [], groupId: '2002' })).toBe(R.roleOutOfScope);
    expect(refuseRoleEdit(sub, { permissions: ['a'] })).toBe(R.roleOutOfScope);
    expect(refuseRoleEdit(sub, { permissions: ['a', 'c'], groupId: '2001' })).toBe(R.roleWider);
    // The platform administrator's role holds codes nobody else does; an administrator lacking one is refused too.
    expect(refuseRoleEdit(admin, { permissions: ['a', 'b', 'c'], groupId: '1001' })).toBeNull();
    expect(refuseRoleEdit(admin, { permissions: ['a', 'z'], groupId: '1001' })).toBe(R.roleWider);
  });

  it('a new role belongs to the delegator’s own organisation; an administrator without one gives the platform’s', () => {
    expect(newRoleOwner(sub)).toBe('2001');
    expect(newRoleOwner({ ...admin, ownGroupId: '' })).toBe('1001');
    expect(newRoleOwner({ ...sub, ownGroupId: '', scope: { all: false, groups: new Set() } })).toBeNull();
  });

  it('edits users of its scope whose role holds no code it lacks', () => {
    expect(refuseUserEdit(sub, { id: 'u1', groupId: '2101', roleCodes: ['b'] })).toBeNull();
    expect(refuseUserEdit(sub, { id: 'u1', groupId: '1001', roleCodes: [] })).toBe(R.userOutOfScope);
    expect(refuseUserEdit(sub, { id: 'u1', groupId: '', roleCodes: [] })).toBe(R.userOutOfScope);
    expect(refuseUserEdit(sub, { id: 'u1', groupId: '2001', roleCodes: ['a', 'c'] })).toBe(R.userWider);
    expect(refuseUserEdit(admin, { id: 'u1', groupId: '', roleCodes: ['c'] })).toBeNull();
  });

  it('places users in its scope with roles it could grant, never itself', () => {
    const narrow = { permissions: ['a'] };
    const wide = { permissions: ['a', 'c'] };
    expect(refuseRoleAssignment(sub, narrow)).toBeNull();
    expect(refuseRoleAssignment(sub, wide)).toBe(R.roleUnheld);
    expect(refusePlacement(sub, null, '2101', narrow)).toBeNull();
    expect(refusePlacement(sub, null, '2002', narrow)).toBe(R.orgOutOfScope);
    expect(refusePlacement(sub, null, '2001', wide)).toBe(R.roleUnheld);
    expect(refusePlacement(sub, { id: 'u-sub', groupId: '2001', roleCodes: ['a'] }, '2001', narrow)).toBe(R.ownRole);
    expect(refusePlacement(admin, { id: 'u-admin', groupId: '1001', roleCodes: ['a'] }, '1001', narrow)).toBe(R.ownRole);
    expect(refusePlacement(sub, { id: 'u1', groupId: '1001', roleCodes: [] }, '2001', narrow)).toBe(R.userOutOfScope);
    expect(refusePlacement(sub, { id: 'u1', groupId: '2001', roleCodes: ['c'] }, '2001', narrow)).toBe(R.userWider);
    expect(refusePlacement(admin, { id: 'u1', groupId: '2001', roleCodes: ['c'] }, '4001', wide)).toBeNull();
  });
});
