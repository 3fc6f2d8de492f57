/**
 * The operation client (src/renderer/data/operationClient.ts, operationQueries.ts): a module
 * names a family's declared operation; the method and the path come from schemas/families, an
 * undeclared one is refused (by the type checker, and at the call with a developer fault), the
 * answer's `data` comes back, a read sits on the query cache under its family and a write reads
 * the family again. The HTTP client is replaced: what matters here is the request it is given.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeveloperFault, PAGE_CONFIG_BROKEN } from '../../../src/core/feedback/developerFault';
import { queryClient } from '../../../src/core/query/queryClient';
import { familyKey } from '../../../src/renderer/data/familyQueries';
import { EnvelopeRefusal } from '../../../src/renderer/data/answerEnvelope';
import { answerData, fillPath, operationRequest, resolveOperation } from '../../../src/renderer/data/operationClient';
import { operationKey, operationQuery, operationWrite } from '../../../src/renderer/data/operationQueries';

const request = vi.hoisted(() => vi.fn<(path: string, options?: Record<string, unknown>) => Promise<unknown>>());
vi.mock('../../../src/core/http/client', async (importOriginal) => ({
  ...await importOriginal<typeof import('../../../src/core/http/client')>(),
  request,
}));

const OM = '/api/operation-management/v1';

beforeEach(() => {
  request.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => queryClient.clear());

describe('a call is made as its family declares it', () => {
  it('method and path from the declaration, the query and the JSON body as given, the answer’s data back', async () => {
    request.mockResolvedValueOnce({ code: 200, msg: 'ok', data: { records: [], total: 0 } });
    const page = await operationRequest('coin-account', 'get-invest-page', { query: { pageIndex: 1, pageSize: 5 } }, { loading: false });
    expect(page).toEqual({ records: [], total: 0 });
    expect(request).toHaveBeenCalledWith(`${OM}/coin-account/invest/page`, { loading: false, method: 'GET', query: { pageIndex: 1, pageSize: 5 } });

    request.mockResolvedValueOnce({ code: 200, data: null });
    await operationRequest('mgmt-role', 'put-permissions', { path: { id: 'a b/c' }, body: { codes: ['x'] } });
    expect(request).toHaveBeenLastCalledWith('/api/aam/v1/mgmt/role/a%20b%2Fc/permissions', { method: 'PUT', json: { codes: ['x'] } });
  });

  it('a path of the base itself ("") is the family’s base', async () => {
    request.mockResolvedValueOnce({ code: 200, data: { reqsn: 'R1' } });
    await operationRequest('pay', 'post', { body: { reqsn: 'R1', requserid: 'u', requsername: 'n', trxamt: 100 } });
    expect(request).toHaveBeenLastCalledWith(`${OM}/pay`, { method: 'POST', json: { reqsn: 'R1', requserid: 'u', requsername: 'n', trxamt: 100 } });
  });

  it('an envelope whose code is not 200 is a failure with the server’s words', async () => {
    request.mockResolvedValueOnce({ code: 500, msg: '套餐已下架' });
    await expect(operationRequest('purchase-record', 'get-packages')).rejects.toThrow('套餐已下架');
  });

  it('an operation the family does not declare is a developer fault users read as 页面配置有误', async () => {
    // @ts-expect-error -- not an operation of coin-account: refused by the type checker first
    const call = operationRequest('coin-account', 'get-everything');
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DeveloperFault);
    expect((error as DeveloperFault).message).toBe(PAGE_CONFIG_BROKEN);
    expect((error as DeveloperFault).detail).toBe('schemas/families/coin-account.json 没有声明操作 get-everything');
    await expect(resolveOperation('no-such-family', 'get')).rejects.toMatchObject({ detail: 'schemas/families/no-such-family.json 不存在（调用操作 get）' });
    expect(request).not.toHaveBeenCalled();
  });

  it('a missing path parameter is a developer fault, not a call to a path with a hole', () => {
    expect(fillPath('/r/{id}/permissions', { id: 7 }, 'x')).toBe('/r/7/permissions');
    expect(() => fillPath('/r/{id}/permissions', {}, 'schemas/families/mgmt-role.json put-permissions')).toThrow(DeveloperFault);
  });

  it('a bare answer is the body itself; a file is the blob', async () => {
    const { family, operation } = await resolveOperation('pay', 'get-result');
    expect(answerData(family, { ...operation, response: { schema: {}, bare: true } }, { x: 1 })).toEqual({ x: 1 });
    const blob = new Blob(['a']);
    expect(answerData(family, { ...operation, response: { file: 'text/csv' } }, blob)).toBe(blob);
  });
});

describe('a family’s own answer envelope (`envelope`: the storage service’s { code, info })', () => {
  const STORAGE = `${OM}/starlight/api/storage`;

  it('a success answers the whole body of a bare answer, its code read as a number', async () => {
    request.mockResolvedValueOnce({ code: '200', info: 'success', spec: ['/home/u'], default_path: '' });
    await expect(operationRequest('storage', 'get-user-storage-path', {}, { headers: { 'xg-token': 't' } }))
      .resolves.toEqual({ code: 200, info: 'success', spec: ['/home/u'], default_path: '' });
    expect(request).toHaveBeenLastCalledWith(`${STORAGE}/user_storage_path`, { method: 'GET', headers: { 'xg-token': 't' } });
  });

  it('another code, though HTTP said 200, is a refusal carrying the code and the service’s reason', async () => {
    request.mockResolvedValueOnce({ code: 403, info: '无权访问 HPC 账号 x 的存储' });
    await expect(operationRequest('storage', 'get-dir-info', { query: { dir: '/x' } })).rejects.toEqual(new EnvelopeRefusal(403, '无权访问 HPC 账号 x 的存储'));
    request.mockResolvedValueOnce({ code: 404 });
    await expect(operationRequest('storage', 'delete-opt', { path: { id: 7 } })).rejects.toMatchObject({ code: 404, message: '存储服务未能完成操作（错误码 404）', malformed: false });
  });

  it('an answer without a numeric code is malformed, worded with the family’s title', async () => {
    for (const body of [{}, 'ok', [{ code: 200 }], { code: null }]) {
      request.mockResolvedValueOnce(body);
      await expect(operationRequest('storage', 'get-accounts')).rejects.toMatchObject({ code: 500, message: '存储服务返回的数据格式不正确', malformed: true });
    }
  });

  it('a file answer is not read as an envelope: a declared file, or a call made `asFile`', async () => {
    const blob = new Blob(['png']);
    request.mockResolvedValueOnce(blob);
    await expect(operationRequest('storage', 'get-download', { query: { file: '/a.txt' } })).resolves.toBe(blob);
    request.mockResolvedValueOnce(blob);
    await expect(operationRequest('storage', 'get-view', { query: { file: '/a.png' } }, { asFile: true })).resolves.toBe(blob);
    expect(request).toHaveBeenLastCalledWith(`${STORAGE}/view`, { method: 'GET', query: { file: '/a.png' }, responseType: 'blob' });
  });

  it('a family without one keeps the dialect’s reading: a bare answer is not checked for a code', async () => {
    const { family, operation } = await resolveOperation('oauth', 'post-sms-code-authorize-token');
    expect(family.envelope).toBeUndefined();
    expect(answerData(family, operation, { code: 7 })).toEqual({ code: 7 });
  });
});

describe('a body declared `encoding: "form"` is sent form-encoded', () => {
  it('its fields as text, the ones left out not sent', async () => {
    request.mockResolvedValueOnce({ access_token: 'a' });
    await operationRequest('oauth', 'post-sms-code-authorize-token', { body: { realm: 'hpc', phone: '13800000000', code: '123456' } });
    expect(request).toHaveBeenLastCalledWith('/api/oauth/v1/sms/code/authorize/token', { method: 'POST', form: { realm: 'hpc', phone: '13800000000', code: '123456' } });
    request.mockResolvedValueOnce({ access_token: 'a' });
    await operationRequest('oauth', 'post-sms-code-authorize-token', { body: { phone: '13800000000', code: '1' } });
    expect(request).toHaveBeenLastCalledWith('/api/oauth/v1/sms/code/authorize/token', { method: 'POST', form: { phone: '13800000000', code: '1' } });
  });

  it('a body without it is JSON, a FormData the multipart body', async () => {
    const form = new FormData();
    request.mockResolvedValueOnce({ code: 200, info: 'ok', spec: { index: 0, received: 1, complete: true } });
    await operationRequest('storage', 'put-upload', { query: { file: '/a' }, body: form }, { headers: { 'Content-Range': 'bytes 0-0/1' } });
    expect(request).toHaveBeenLastCalledWith(`${OM}/starlight/api/storage/upload`, { method: 'PUT', query: { file: '/a' }, body: form, headers: { 'Content-Range': 'bytes 0-0/1' } });
  });
});

describe('reads on the query cache, writes read the family again', () => {
  it('a read is keyed under its family, with its params', async () => {
    request.mockResolvedValue({ code: 200, data: { userId: 'u', userName: 'n', displayName: 'd', balance: 1 } });
    const options = operationQuery('coin-account', 'get-account-info');
    expect(options.queryKey).toEqual(['operation', 'coin-account', 'get-account-info', {}]);
    expect(await queryClient.fetchQuery(options)).toMatchObject({ balance: 1 });
    expect(operationKey('coin-account', 'get-pay-result', { query: { reqsn: 'R' } })).toEqual(['operation', 'coin-account', 'get-pay-result', { query: { reqsn: 'R' } }]);
  });

  it('a write invalidates its family’s operation reads and the renderer’s pages of the same family, and the `also` families', async () => {
    queryClient.setQueryData(operationKey('coin-account', 'get-account-info'), { balance: 1 });
    queryClient.setQueryData([...familyKey(`${OM}/coin-account`), 'list'], { records: [] });
    queryClient.setQueryData(operationKey('purchase-record', 'get-packages'), []);
    queryClient.setQueryData(operationKey('app-start', 'get-apps'), []);
    request.mockResolvedValueOnce({ code: 200, data: { id: 1 } });
    await operationWrite('purchase-record', 'post-pay', { body: { orderId: 1 } }, { also: ['coin-account'] });
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(operationKey('purchase-record', 'get-packages'))).toBe(true);
    expect(invalidated(operationKey('coin-account', 'get-account-info'))).toBe(true);
    expect(invalidated([...familyKey(`${OM}/coin-account`), 'list'])).toBe(true);
    expect(invalidated(operationKey('app-start', 'get-apps')), 'another family stays').toBe(false);
  });

  it('a refused write with refusalReason is silent at the client and rejects (its reason shown by writeWithReason)', async () => {
    request.mockRejectedValueOnce(new Error('不能授予您自己没有的权限'));
    await expect(operationWrite('mgmt-role', 'put-permissions', { path: { id: 'r' }, body: { codes: [] } }, { refusalReason: true })).rejects.toThrow('不能授予您自己没有的权限');
    expect(request).toHaveBeenLastCalledWith('/api/aam/v1/mgmt/role/r/permissions', { method: 'PUT', json: { codes: [] }, silent: true });
  });
});
