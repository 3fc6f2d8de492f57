import { describe, expect, it } from 'vitest';
import { editRefusal } from '../../../mocks/crud/editableWhen';
import { familyDeclarations } from '../../../src/contract/catalog';

describe('editableWhen: the state a record must be in to change', () => {
  it('user-feedback declares it: a feedback changes only while 待处理', () => {
    expect(familyDeclarations.get('user-feedback')?.editableWhen).toMatchObject({ field: 'status', in: [1] });
    expect(editRefusal('user-feedback', { id: 1, status: 1 })).toBeNull();
    expect(editRefusal('user-feedback', { id: 1, status: 2 })).toBe('该反馈已处理，不能再修改');
    expect(editRefusal('user-feedback', { id: 1, status: '3' })).toBe('该反馈已处理，不能再修改');
  });

  it('a family without it changes in any state', () => {
    expect(editRefusal('message', { id: 1, read: 1 })).toBeNull();
    expect(editRefusal('no-such-family', { id: 1 })).toBeNull();
  });
});
