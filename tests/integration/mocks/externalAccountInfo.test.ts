/**
 * 外部平台账号 read as the spec also writes it, `GET external/platform/account/info?id=`: the get
 * verb of the generated family external-platform-account-info (id in the query), the same record
 * `GET info/{id}` answers, under the same grant and organisation scope.
 */
import { describe, expect, it } from 'vitest';
import { getJson, login } from './support';

const INFO = '/api/operation-management/v1/external/platform/account/info';

describe('GET external/platform/account/info?id=', () => {
  it('answers the account info/{id} answers; an unknown or missing id is 404; the account page’s code is needed', async () => {
    const admin = (await login('admin')).access_token;
    const byQuery = await getJson<{ data: { id: number } }>(`${INFO}?id=1`, admin);
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.data).toEqual((await getJson<{ data: unknown }>(`${INFO}/1`, admin)).body.data);
    for (const path of [`${INFO}?id=99999`, INFO]) {
      const none = await getJson<{ message: string }>(path, admin);
      expect([none.status, none.body.message]).toEqual([404, '外部平台账号不存在']);
    }
    expect((await getJson(`${INFO}?id=1`, (await login('personal')).access_token)).status).toBe(403);
    expect((await getJson(`${INFO}?id=1`)).status).toBe(401);
  });
});
