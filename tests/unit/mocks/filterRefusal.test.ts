import { describe, expect, it } from 'vitest';
import { filterRefusal } from '../../../mocks/crud/filterRefusal';
import type { EntitySchema } from '../../../src/pageLanguage/entity';

const entity: EntitySchema = {
  $id: 'rule', title: '预警规则', type: 'object',
  properties: {
    id: { type: 'integer', title: '编号', readOnly: true },
    ruleName: { type: 'string', title: '规则名称' },
    target: { type: 'string', title: '预警对象', oneOf: [{ const: 'contract', title: '合同' }, { const: 'balance', title: '余额' }] },
    enabled: { type: 'integer', title: '启用状态', oneOf: [{ const: 1, title: '启用' }, { const: 0, title: '停用' }] },
  },
};
const url = (query: string) => new URL(`http://localhost/rule/page?${query}`);

describe('filterRefusal: an enumerated filter names one of its options', () => {
  it('refuses a value the field does not have, with the field’s title', () => {
    expect(filterRefusal(entity, url('target=weather'))).toBe('预警对象不存在');
    expect(filterRefusal(entity, url('target=contract&enabled=2'))).toBe('启用状态不存在');
  });

  it('lets listed values, empty values, free text and other parameters through', () => {
    expect(filterRefusal(entity, url('target=balance&enabled=0'))).toBeNull();
    expect(filterRefusal(entity, url('target=&ruleName=任意&pageIndex=1&unknown=x'))).toBeNull();
  });
});
