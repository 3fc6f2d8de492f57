/**
 * The mock backend applies the forms' input policy (issue 17): text is trimmed before it is
 * checked, stored and compared, so blank required text is refused, a leading space does not get
 * a duplicate past the uniqueness check, and messages are the form's (电子邮箱格式不正确).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { signedInApi, type Api } from '../../contract/apiClient';

const BASE = '/api/operation-management/v1/customer';
let api: Api;
beforeEach(async () => {
  api = await signedInApi('admin');
});

const customers = () => mockControl.db.collection('crud.customer');
const option = (key: string) => {
  const found = customers().list()[0]!;
  return found[key];
};
function valid(overrides: Record<string, unknown>): Record<string, unknown> {
  return { customerType: 1, name: '杭州输入规范测试有限公司', contact: '王小明', phone: '13812345678', industry: option('industry'), region: option('region'), status: 1, ...overrides };
}

describe('customer create/update through the mocks', () => {
  it('refuses a name of spaces and a contact of spaces as empty, and a bad e-mail in the form’s words', async () => {
    const answer = await api.call('POST', BASE, { json: valid({ name: '    ', contact: '  ', email: 'abc' }) });
    expect(answer.status).toBe(400);
    expect((answer.body as { errors: Record<string, string> }).errors).toEqual({ name: '客户名称不能为空', contact: '联系人不能为空', email: '电子邮箱格式不正确' });
    expect(customers().list().some((c) => String(c.name).trim() === '')).toBe(false);
  });

  it('stores text trimmed', async () => {
    const answer = await api.call('POST', BASE, { json: valid({ name: '  杭州前后空格科技有限公司  ', contact: ' 李雷 ' }) });
    expect(answer.status, answer.text).toBe(200);
    const stored = customers().find((c) => c.name === '杭州前后空格科技有限公司');
    expect(stored).toMatchObject({ contact: '李雷' });
  });

  it('compares trimmed values for uniqueness, on create and on update', async () => {
    const [taken, other] = customers().list() as [{ id: number; name: string }, { id: number; name: string }];
    const create = await api.call('POST', BASE, { json: valid({ name: ` ${taken.name}` }) });
    expect(create.status).toBe(400);
    expect((create.body as { errors: Record<string, string> }).errors).toEqual({ name: '客户名称已存在' });
    const update = await api.call('PUT', `${BASE}/${other.id}`, { json: { name: `${taken.name}  ` } });
    expect(update.status).toBe(400);
    expect((update.body as { errors: Record<string, string> }).errors).toEqual({ name: '客户名称已存在' });
    expect(customers().get(other.id)?.name).toBe(other.name);
  });
});
