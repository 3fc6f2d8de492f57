/** `x-check`: named server rules of the generated CRUD (mocks/crud/recordChecks.ts). */
import { describe, expect, it } from 'vitest';
import { checkRefusals, registerRecordCheck } from '../../../mocks/crud/recordChecks';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const entity = (check?: string): EntitySchema => ({ $id: 'thing', title: '事物', type: 'object', properties: {}, ...(check ? { 'x-check': check } : {}) });

describe('record checks', () => {
  it('runs the check the entity names on the record and answers its field messages', () => {
    registerRecordCheck('test-limit', (record): Record<string, string> => (Number(record.size) > 3 ? { size: '大小不能超过3' } : {}));
    expect(checkRefusals(entity('test-limit'), { size: 4 })).toEqual({ size: '大小不能超过3' });
    expect(checkRefusals(entity('test-limit'), { size: 3 })).toEqual({});
  });

  it('says nothing for an entity without a check, and refuses a name nobody registered', () => {
    expect(checkRefusals(entity(), { size: 99 })).toEqual({});
    expect(() => checkRefusals(entity('nobody'), {})).toThrow('x-check nobody 没有登记');
  });
});
