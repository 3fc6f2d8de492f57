import { describe, expect, it } from 'vitest';
import { exclusiveDeleteRefusal, exclusiveHandovers, exclusiveRefusals } from '../../../mocks/crud/exclusiveFields';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const flag = { type: 'integer' as const, title: '默认', oneOf: [{ const: 1, title: '是' }, { const: 0, title: '否' }] };
const portal: EntitySchema = {
  $id: 'site', title: '门户', type: 'object',
  properties: {
    id: { type: 'integer', title: '编号', readOnly: true },
    isDefault: { ...flag, 'x-exclusive': { value: 1, off: 0, keep: { unset: '请将另一个门户设为默认', delete: '默认门户不能删除' } } },
  },
};
const menu: EntitySchema = {
  $id: 'entry', title: '菜单', type: 'object',
  properties: {
    id: { type: 'integer', title: '编号', readOnly: true },
    portalId: { type: 'integer', title: '门户' },
    home: { ...flag, 'x-exclusive': { value: 1, off: 0, within: ['portalId'] } },
  },
};

describe('x-exclusive: one record of a group holds the value', () => {
  it('saving a holder hands the value over from the others of its group only', () => {
    const menus = [{ id: 1, portalId: 1, home: 1 }, { id: 2, portalId: 1, home: 0 }, { id: 3, portalId: 2, home: 1 }];
    expect(exclusiveHandovers(menu, menus, { id: 2, portalId: 1, home: 1 })).toEqual([{ id: 1, patch: { home: 0 } }]);
    expect(exclusiveHandovers(menu, menus, { id: 2, portalId: 1, home: 0 })).toEqual([]);
    const portals = [{ id: 1, isDefault: 1 }, { id: 2, isDefault: 0 }];
    expect(exclusiveHandovers(portal, portals, { id: 2, isDefault: 1 })).toEqual([{ id: 1, patch: { isDefault: 0 } }]);
  });

  it('with keep, the holder may neither drop the value nor be deleted; others may', () => {
    expect(exclusiveRefusals(portal, { id: 1, isDefault: 1 }, { id: 1, isDefault: 0 })).toEqual({ isDefault: '请将另一个门户设为默认' });
    expect(exclusiveRefusals(portal, { id: 1, isDefault: 1 }, { id: 1, isDefault: 1 })).toEqual({});
    expect(exclusiveRefusals(portal, { id: 2, isDefault: 0 }, { id: 2, isDefault: 1 })).toEqual({});
    expect(exclusiveDeleteRefusal(portal, { id: 1, isDefault: 1 })).toBe('默认门户不能删除');
    expect(exclusiveDeleteRefusal(portal, { id: 2, isDefault: 0 })).toBeNull();
    // Without keep the value may be dropped and its holder deleted.
    expect(exclusiveRefusals(menu, { id: 1, portalId: 1, home: 1 }, { id: 1, portalId: 1, home: 0 })).toEqual({});
    expect(exclusiveDeleteRefusal(menu, { id: 1, portalId: 1, home: 1 })).toBeNull();
  });
});
