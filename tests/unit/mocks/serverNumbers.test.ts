import { describe, expect, it } from 'vitest';
import { serverNumbers } from '../../../mocks/crud/serverNumbers';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const entity = (pattern: string, readOnly = true): EntitySchema => ({
  $id: 'ticket', title: '工单', type: 'object',
  properties: { orderNo: { type: 'string', title: '工单编号', readOnly, 'x-seed': { pattern } } },
});

describe('serverNumbers: a created record numbered like the seeded ones', () => {
  it('takes the next number of the day’s series', () => {
    const stored = [{ orderNo: 'GD202611270001' }, { orderNo: 'GD202611270007' }, { orderNo: 'GD202611260009' }];
    expect(serverNumbers(entity('GD{yyyy}{MM}{dd}{seq:4}'), stored, '2026-11-27 10:00:00')).toEqual({ orderNo: 'GD202611270008' });
  });

  it('starts a new series at 1 (a new day)', () => {
    expect(serverNumbers(entity('GD{yyyy}{MM}{dd}{seq:4}'), [{ orderNo: 'GD202611270003' }], '2026-11-28 00:00:01')).toEqual({ orderNo: 'GD202611280001' });
  });

  it('leaves patterns with random parts, editable fields and fields without a pattern alone', () => {
    expect(serverNumbers(entity('HT{digits:6}{seq:3}'), [], '2026-11-27 10:00:00')).toEqual({});
    expect(serverNumbers(entity('GD{seq:4}', false), [], '2026-11-27 10:00:00')).toEqual({});
  });
});
