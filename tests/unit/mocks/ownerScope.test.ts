import { describe, expect, it } from 'vitest';
import { ownerFieldOf, ownerScope, ownerStamp } from '../../../mocks/crud/ownerScope';
import type { Access } from '../../../mocks/permissions';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const entity = (owner?: string): EntitySchema => ({
  $id: 'note', title: '便签', type: 'object',
  properties: { id: { type: 'integer', title: '编号', readOnly: true }, userId: { type: 'string', title: '所有人', readOnly: true } },
  ...(owner ? { 'x-owner-field': owner } : {}),
});
const caller = (id: string) => ({ user: { id }, held: [] }) as unknown as Access;

describe('x-owner-field: the caller’s own records', () => {
  it('admits only records whose owner field is the caller’s id', () => {
    const own = ownerScope(entity('userId'), caller('u-1'));
    expect(own({ id: 1, userId: 'u-1' })).toBe(true);
    expect(own({ id: 2, userId: 'u-2' })).toBe(false);
    expect(own({ id: 3 })).toBe(false);
  });

  it('stamps a new record with its creator', () => {
    expect(ownerStamp(entity('userId'), caller('u-7'))).toEqual({ userId: 'u-7' });
  });

  it('leaves an entity without the keyword unscoped and unstamped', () => {
    expect(ownerFieldOf(entity())).toBeNull();
    expect(ownerScope(entity(), caller('u-1'))({ id: 1, userId: 'u-2' })).toBe(true);
    expect(ownerStamp(entity(), caller('u-1'))).toEqual({});
  });
});
