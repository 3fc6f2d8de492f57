import { describe, expect, it } from 'vitest';
import { callerStamp, writerScope } from '../../../mocks/crud/callerFields';
import type { Access } from '../../../mocks/permissions';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const entity: EntitySchema = {
  $id: 'note', title: '反馈', type: 'object',
  properties: {
    id: { type: 'integer', title: '编号', readOnly: true },
    userName: { type: 'string', title: '反馈用户', readOnly: true, 'x-caller': 'userName' },
    phone: { type: 'string', title: '联系电话', 'x-caller': { attribute: 'phone', ifEmpty: true } },
    title: { type: 'string', title: '标题' },
  },
};
const plain: EntitySchema = { ...entity, properties: { id: entity.properties.id!, title: entity.properties.title! } };
const caller = (own: boolean[]) => ({
  user: { id: 'u-1', userName: 'personal', phone: '13800000001' },
  held: own.map((o) => ({ code: null, ...(o ? { own: true } : {}) })),
}) as unknown as Access;

describe('x-caller: fields filled from the signed-in caller', () => {
  it('stamps the writer always and the phone only when the body leaves it empty', () => {
    expect(callerStamp(entity, caller([true]), { userName: 'someone', title: 't' })).toEqual({ userName: 'personal', phone: '13800000001' });
    expect(callerStamp(entity, caller([true]), { phone: '13900000002' })).toEqual({ userName: 'personal' });
    expect(callerStamp(entity, caller([true]), { phone: '  ' })).toEqual({ userName: 'personal', phone: '13800000001' });
    expect(callerStamp(plain, caller([true]), {})).toEqual({});
  });

  it('reaches only the caller’s own records when every grant held is own', () => {
    const mine = writerScope(entity, caller([true]));
    expect(mine({ id: 1, userName: 'personal' })).toBe(true);
    expect(mine({ id: 2, userName: 'enterprise' })).toBe(false);
  });

  it('leaves the records whole for a grant without own, or an entity without a writer field', () => {
    expect(writerScope(entity, caller([true, false]))({ id: 2, userName: 'enterprise' })).toBe(true);
    expect(writerScope(plain, caller([true]))({ id: 2 })).toBe(true);
  });
});
