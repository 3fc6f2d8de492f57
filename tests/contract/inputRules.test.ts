/**
 * Input rules of the reference backend (issue 34 "Input"): a name is compared and stored
 * normalised (NFKC, invisible and control characters removed, trimmed), so a look-alike of an
 * existing name is refused as 已存在; an overlong company name is refused, not cut; a number is a
 * JSON number within its field's stated maximum.
 */
import { describe, expect, it } from 'vitest';
import { mockControl } from '../../mocks/control';
import { crudCollectionName } from '../../mocks/crud/crudCollections';
import { crudEntities } from '../../mocks/crud/crudCollections';
import { SMS_TEMPLATES } from '../../src/contract/smsTemplates';
import { getRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { encryptPassword } from '../../src/core/session/passwordCipher';
import { WARN_AMOUNT_MAX_FEN } from '../../src/contract/money';
import { login, ORIGIN } from '../integration/mocks/support';
import { signedInApi, type Api, type ApiAnswer } from './apiClient';

const ZWSP = '\u200B';
const OM = '/api/operation-management/v1';
type Body = { code?: number; message?: string; errors?: Record<string, string>; data?: Record<string, unknown> & { records?: Record<string, unknown>[] } };
const bodyOf = (answer: ApiAnswer) => answer.body as Body;

async function firstCustomer(api: Api): Promise<Record<string, unknown>> {
  const page = await api.call('GET', `${OM}/customer/page`, { query: { pageIndex: '1', pageSize: '1' } });
  const record = bodyOf(page).data?.records?.[0];
  if (!record) throw new Error('no customer in the seed');
  return record;
}

/** A new customer's body: a copy of an existing one's writable fields under another name. */
function customerBody(existing: Record<string, unknown>, name: string): Record<string, unknown> {
  const { id: _id, balance: _balance, createTime: _createTime, ...rest } = existing;
  void _id;
  void _balance;
  void _createTime;
  return { ...rest, name };
}

describe('names are normalised before uniqueness checks and storage', () => {
  it('a generated family (客户): the name plus U+200B, with spaces or a control character is 客户名称已存在', async () => {
    const api = await signedInApi('admin');
    const existing = await firstCustomer(api);
    const name = String(existing.name);
    for (const lookAlike of [`${name}${ZWSP}`, `${ZWSP}${name}`, ` ${name}\u2060 `, `${name}\u0007`, `${name.slice(0, 2)}\u200D${name.slice(2)}`]) {
      const answer = await api.call('POST', `${OM}/customer`, { json: customerBody(existing, lookAlike) });
      expect(answer.status, JSON.stringify(lookAlike)).toBe(400);
      expect(bodyOf(answer).errors?.name).toBe('客户名称已存在');
    }
  });

  it('a generated family: full-width letters fold (NFKC), the stored name is the normalised one, and an edit cannot take a look-alike', async () => {
    const api = await signedInApi('admin');
    const existing = await firstCustomer(api);
    const created = await api.call('POST', `${OM}/customer`, { json: customerBody(existing, `${ZWSP}ＡＢＣ星河测试客户\uFEFF`) });
    expect(created.status, created.text).toBe(200);
    const stored = mockControl.db.collection(crudCollectionName('customer')).find((r) => String(r.name).includes('星河测试客户'));
    expect(stored?.name).toBe('ABC星河测试客户');
    const again = await api.call('POST', `${OM}/customer`, { json: customerBody(existing, 'ABC星河测试客户') });
    expect(bodyOf(again).errors?.name).toBe('客户名称已存在');
    const renamed = await api.call('PUT', `${OM}/customer/${String(existing.id)}`, { json: { ...customerBody(existing, `ＡＢＣ星河测试客户${ZWSP}`) } });
    expect(renamed.status).toBe(400);
    expect(bodyOf(renamed).errors?.name).toBe('客户名称已存在');
  });

  it('every x-unique text field of every entity is normalised the same way (a field without a family is still covered)', async () => {
    const { withNormalizedNames, uniqueKeys } = await import('../../mocks/crud/uniqueNames');
    let checked = 0;
    for (const entity of crudEntities.values()) {
      for (const key of uniqueKeys(entity)) {
        if (entity.properties[key]?.type !== 'string') continue;
        expect(withNormalizedNames(entity, { [key]: ` Ａ${ZWSP}1 ` })[key], `${entity.$id}.${key}`).toBe('A1');
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('the company sign-up: 华南超算分中心 + U+200B is 企业名称已存在, and a new name is stored normalised', async () => {
    const send = async (phone: string) => {
      const answer = await fetch(`${ORIGIN}/api/sms-api/v1/common/send`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identifier: 'form-1', phones: phone, smsToken: '', smsType: 2, templateId: SMS_TEMPLATES.register }),
      });
      return ((await answer.json()) as { data: { demoCode: string } }).data.demoCode;
    };
    const codes = new Map<string, string>();
    const register = async (phone: string, companyName: string) => {
      // One code per phone (a resend waits 60 s); a refused sign-up does not spend it.
      const smsCode = codes.get(phone) ?? (await send(phone));
      codes.set(phone, smsCode);
      const answer = await fetch(`${ORIGIN}${OM}/company-info/register`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, smsCode, password: encryptPassword('abc123', getRuntimeConfig().passwordKey), companyName }),
      });
      return { status: answer.status, body: (await answer.json()) as Body };
    };
    const before = mockControl.db.collection('organizations').count();
    for (const lookAlike of [`华南超算分中心${ZWSP}`, ` 华南超算${ZWSP}分中心`, '华南超算分中心\u202E']) {
      const refused = await register('13711112222', lookAlike);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.companyName).toBe('企业名称已存在');
    }
    expect(mockControl.db.collection('organizations').count()).toBe(before);
    const done = await register('13711113333', `${ZWSP}ＡＢＣ星河材料\u00A0有限公司 `);
    expect(done.status).toBe(200);
    expect(mockControl.db.collection('organizations').find((o) => o.groupName.includes('星河材料'))?.groupName).toBe('ABC星河材料 有限公司');
  });

  it('organisation creation (组织管理): a look-alike of an existing organisation is 组织名称已存在', async () => {
    const api = await signedInApi('admin');
    const answer = await api.call('POST', '/api/aam/v1/mgmt/groups', { json: { parentId: '1001', groupName: `华南超算分中心${ZWSP}` } });
    expect(answer.status).toBe(400);
    expect(bodyOf(answer).message).toBe('组织名称已存在');
    const rename = await api.call('PUT', '/api/aam/v1/mgmt/groups/2001', { json: { groupName: `华南超算分中心${ZWSP}` } });
    expect(rename.status).toBe(200);
    expect(mockControl.db.collection('organizations').get('2001')?.groupName).toBe('华南超算分中心');
  });

  it('portal menus: a look-alike sibling name is 同级菜单名称已存在; a link over 300 characters is refused, not cut', async () => {
    const api = await signedInApi('admin');
    const sibling = mockControl.db.collection('crud.portal-menu').find((m) => m.portalId === 1 && m.parentId === 0)!;
    const twin = await api.call('POST', `${OM}/portal/menu-info`, { json: { portalId: 1, parentId: 0, menuName: `${sibling.menuName}${ZWSP}`, configType: 2, menuUrl: 'https://example.com' } });
    expect(bodyOf(twin).errors?.menuName).toBe('同级菜单名称已存在');
    const long = await api.call('POST', `${OM}/portal/menu-info`, { json: { portalId: 1, parentId: sibling.id, menuName: '长链接', configType: 2, menuUrl: `https://example.com/${'a'.repeat(300)}` } });
    expect(long.status).toBe(400);
    expect(bodyOf(long).errors?.menuUrl).toBe('链接地址不能超过300个字符');
  });

  it('portal pages (门户管理): a look-alike of an existing page name is 页面名称已存在', async () => {
    const api = await signedInApi('admin');
    const answer = await api.call('POST', `${OM}/portal/page`, { json: { portalId: 1, pageName: `门户首页${ZWSP}` } });
    expect(answer.status).toBe(400);
    expect(bodyOf(answer).errors?.pageName).toBe('页面名称已存在');
  });
});

describe('an overlong company name on /register is refused, not cut', () => {
  it('61 characters: 400 企业名称不能超过50个字符, nothing created', async () => {
    const phone = '13722223333';
    const sent = await fetch(`${ORIGIN}/api/sms-api/v1/common/send`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'form-1', phones: phone, smsToken: '', smsType: 2, templateId: SMS_TEMPLATES.register }),
    });
    const smsCode = ((await sent.json()) as { data: { demoCode: string } }).data.demoCode;
    const before = mockControl.db.collection('organizations').count();
    const answer = await fetch(`${ORIGIN}${OM}/company-info/register`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone, smsCode, password: encryptPassword('abc123', getRuntimeConfig().passwordKey), companyName: '星'.repeat(61) }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Body).errors).toEqual({ companyName: '企业名称不能超过50个字符' });
    expect(mockControl.db.collection('organizations').count()).toBe(before);
  });
});

describe('the public 资源申请 form’s limits are the server’s too', () => {
  it('an overlong applicant, company or e-mail is 400 with the field’s message, nothing stored', async () => {
    const table = mockControl.db.collection(crudCollectionName('resource-workorder'));
    const before = table.count();
    const valid = { applicant: '张三', company: '星河材料实验室', phone: '13800001111', resourceType: 1, quantity: 8, duration: 3, purpose: '分子动力学模拟计算' };
    const answer = await fetch(`${ORIGIN}${OM}/workorder/resource/apply`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...valid, applicant: '张'.repeat(21), company: '星'.repeat(51), email: `${'a'.repeat(50)}@example.com` }),
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as Body).errors).toEqual({ applicant: '申请人不能超过20个字符', company: '单位名称不能超过50个字符', email: '邮箱不能超过60个字符' });
    expect(table.count()).toBe(before);
  });
});

/** A POST/PUT with a raw JSON text (for values JSON.stringify cannot write: NaN, 1e400). */
async function raw(method: string, path: string, token: string, text: string): Promise<{ status: number; message: string }> {
  const answer = await fetch(`${ORIGIN}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: text });
  return { status: answer.status, message: String(((await answer.json()) as Body).message ?? '') };
}

describe('numbers are numbers', () => {
  const userIdOf = (userName: string) => mockControl.db.collection('users').find((u) => u.userName === userName)!.id;

  it('operator recharge (manage-invest): [5], "5", "1e2", 1e15, NaN and 1e400 are 400 with a Chinese message; nothing is credited', async () => {
    const { access_token: token } = await login('admin');
    const userId = userIdOf('enterprise');
    const lines = () => mockControl.db.collection('ledger').count((l) => l.userId === userId);
    const before = lines();
    const path = `${OM}/coin-account/manage-invest`;
    const cases: [string, string][] = [
      ['[5]', '充值金额必须是数字'], ['"5"', '充值金额必须是数字'], ['"1e2"', '充值金额必须是数字'], ['true', '充值金额必须是数字'],
      ['1e15', '充值金额不能超过 1,000,000.00 元'], ['1e400', '充值金额必须是有限的数字'], [JSON.stringify(NaN), '请输入充值金额'], ['0', '充值金额须大于 0'], ['1.005', '充值金额最多保留两位小数'],
    ];
    for (const [amount, message] of cases) {
      const answer = await raw('POST', path, token, `{"userId":"${userId}","amount":${amount}}`);
      expect(answer, amount).toEqual({ status: 400, message });
    }
    // NaN itself is no JSON: the body is refused whole.
    expect((await raw('POST', path, token, `{"userId":"${userId}","amount":NaN}`)).status).toBe(400);
    expect(lines()).toBe(before);
    expect((await raw('POST', path, token, `{"userId":"${userId}","amount":1e2}`)).status).toBe(200);
  });

  it('online recharge (invest): the same reader refuses [5], "5", "1e2", 1e15 and NaN', async () => {
    const { access_token: token } = await login('enterprise');
    const before = mockControl.db.collection('recharges').count();
    for (const amount of ['[5]', '"5"', '"1e2"', '1e15', 'NaN', '1e400']) {
      const answer = await raw('POST', `${OM}/coin-account/invest`, token, `{"amount":${amount}}`);
      expect(answer.status, amount).toBe(400);
      expect(answer.message, amount).toMatch(/充值金额/);
    }
    expect(mockControl.db.collection('recharges').count()).toBe(before);
  });

  it('the payment amount (trxamt) must be the recharge’s number of fen, not a string or an array of it', async () => {
    const api = await signedInApi('enterprise');
    const recharge = bodyOf(await api.call('POST', `${OM}/coin-account/invest`, { json: { amount: 8.8 } })).data!;
    const user = mockControl.db.collection('users').find((u) => u.userName === 'enterprise')!;
    const pay = { reqsn: recharge.reqsn, paytype: 'W01', requserid: user.id, requsername: user.userName };
    for (const trxamt of ['880', [880]]) {
      const answer = await api.call('POST', `${OM}/pay`, { json: { ...pay, trxamt } });
      expect(bodyOf(answer).message).toBe('支付金额与充值金额不一致');
    }
    expect((await api.call('POST', `${OM}/pay`, { json: { ...pay, trxamt: 880 } })).status).toBe(200);
  });

  it('the warning threshold: 1e15 and strings are refused on the customer’s own setting and on the operator’s', async () => {
    const { access_token: customer } = await login('enterprise');
    for (const amount of ['1e15', '"100"', '[1]']) {
      const answer = await raw('PUT', `${OM}/coin-account/warn`, customer, `{"warnEnabled":true,"warnAmount":${amount}}`);
      expect(answer.status, amount).toBe(400);
    }
    expect((await raw('PUT', `${OM}/coin-account/warn`, customer, '{"warnEnabled":true,"warnAmount":1e15}')).message).toBe('预警金额不能超过 100,000,000.00 元');
    expect((await raw('PUT', `${OM}/coin-account/warn`, customer, '{"warnEnabled":true,"warnAmount":100000000}')).status).toBe(200);
    const { access_token: admin } = await login('admin');
    const id = userIdOf('enterprise');
    const operator = await raw('PUT', `${OM}/coin-account/debt-setting`, admin, `{"id":"${id}","warnAmount":1e15}`);
    expect(operator.status).toBe(400);
    expect((await raw('PUT', `${OM}/coin-account/debt-setting`, admin, `{"id":"${id}","warnAmount":"1e2"}`)).status).toBe(400);
    // One limit: the entity's stated maximum is the one the customer's setting and form use.
    expect(crudEntities.get('coin-account')?.properties.warnAmount?.maximum).toBe(WARN_AMOUNT_MAX_FEN / 100);
  });

  it('a generated family’s number field (费用策略 门槛金额): [5], "5", "1e2" are 类型不正确, 1e15 over its maximum', async () => {
    const api = await signedInApi('admin');
    const rule = bodyOf(await api.call('GET', `${OM}/cost-rule/page`, { query: { pageIndex: '1', pageSize: '1' } })).data!.records![0]!;
    const { id: _id, createTime: _time, checkStatus: _status, ...writable } = rule;
    void _id;
    void _time;
    void _status;
    for (const threshold of [[5], '5', '1e2']) {
      const answer = await api.call('POST', `${OM}/cost-rule`, { json: { ...writable, ruleName: `门槛测试${JSON.stringify(threshold)}`, threshold } });
      expect(bodyOf(answer).errors?.threshold, JSON.stringify(threshold)).toBe('门槛金额（元）类型不正确');
    }
    const huge = await api.call('POST', `${OM}/cost-rule`, { json: { ...writable, ruleName: '门槛测试大数', threshold: 1e15 } });
    expect(bodyOf(huge).errors?.threshold).toBe('门槛金额（元）不能大于10000000');
  });

  it('job parameters (应用运行): 核数 "64", [64] and "1e2" are not numbers; 64 is', async () => {
    const { validateParams } = await import('../../mocks/handlers/appForms');
    const base = { jobName: 'limits_check', partition: 'cpu_normal', walltime: 1, workdir: '' };
    for (const ntasks of ['64', [64], '1e2']) expect(validateParams('VASP', { ...base, ntasks }).ntasks, JSON.stringify(ntasks)).toBe('核数必须是数字');
    expect(validateParams('VASP', { ...base, ntasks: 1e15 }).ntasks).toBe('该分区单个作业最多 512 核');
    expect(validateParams('VASP', { ...base, partition: 'nope', ntasks: 1e15 }).ntasks).toBe('核数不能超过 2048');
    expect(validateParams('VASP', { ...base, ntasks: 64 }).ntasks).toBeUndefined();
  });

  it('package purchase quantity: "3" and [3] are not a quantity', async () => {
    const api = await signedInApi('enterprise');
    for (const quantity of ['3', [3], 1e15]) {
      const answer = await api.call('POST', `${OM}/purchase-record/summary`, { json: { packageId: 1, quantity } });
      expect(answer.status, JSON.stringify(quantity)).toBe(400);
      expect(bodyOf(answer).message).toMatch(/购买数量/);
    }
  });
});
