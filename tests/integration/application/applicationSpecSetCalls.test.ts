/**
 * 规格 sync and the package calls at the spec's paths (PUT application-spec/sync, POST
 * application-set/setting-rule and execute-spec, PUT application-set/update-exchange): the record
 * travels as `id` in the body; each changes what the 应用规格 / 应用套餐 pages show, refuses a
 * record in the wrong state, and is refused to a caller without the pages' codes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { authed, login, ORIGIN } from '../mocks/support';

const OM = '/api/operation-management/v1';

async function call<T>(method: string, path: string, token: string | null, json?: unknown): Promise<{ status: number; body: { data: T; message?: string } }> {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json' }, ...(json === undefined ? {} : { body: JSON.stringify(json) }) };
  const response = await fetch(`${ORIGIN}${path}`, token ? authed(token, init) : init);
  return { status: response.status, body: (await response.json()) as { data: T; message?: string } };
}

afterEach(async () => {
  await mockControl.reset();
});

const NOW = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('PUT application-spec/sync', () => {
  it('synchronises an unsynchronised spec named in the body; a synchronised one is refused', async () => {
    const token = (await login('admin')).access_token;
    const specs = mockControl.db.collection('crud.app-specification');
    const pending = specs.list().find((s) => s.syncStatus === 1 || s.syncStatus === 3)!;
    const done = await call<{ id: number; syncStatus: number; syncTime: string }>('PUT', `${OM}/application-spec/sync`, token, { id: pending.id });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: pending.id, syncStatus: 2 });
    expect(done.body.data.syncTime).toMatch(NOW);
    expect(specs.get(pending.id)!.syncStatus).toBe(2);
    expect((await call('PUT', `${OM}/application-spec/sync`, token, { id: pending.id })).status).toBe(400);
    expect((await call('PUT', `${OM}/application-spec/sync`, token, {})).status).toBe(404);
    expect((await call('PUT', `${OM}/application-spec/sync`, (await login('ops')).access_token, { id: pending.id })).status).toBe(403);
  });
});

describe('application-set setting-rule, execute-spec and update-exchange', () => {
  it('each names the package in the body and changes it as the 应用套餐 page shows', async () => {
    const token = (await login('admin')).access_token;
    const packages = mockControl.db.collection('crud.app-package');
    const target = packages.list().find((p) => p.specExecuted === 0 && p.exchange === 0) ?? packages.list()[0]!;
    packages.update(target.id, { specExecuted: 0, exchange: 0 });

    const rule = await call<{ ruleTime: string }>('POST', `${OM}/application-set/setting-rule`, token, { id: target.id });
    expect(rule.status).toBe(200);
    expect(rule.body.data.ruleTime).toMatch(NOW);

    const spec = await call<{ specExecuted: number }>('POST', `${OM}/application-set/execute-spec`, token, { id: target.id });
    expect(spec.body.data.specExecuted).toBe(1);
    expect((await call('POST', `${OM}/application-set/execute-spec`, token, { id: target.id })).status).toBe(400);

    const exchange = await call<{ exchange: number }>('PUT', `${OM}/application-set/update-exchange`, token, { id: target.id });
    expect(exchange.body.data.exchange).toBe(1);
    expect(packages.get(target.id)).toMatchObject({ specExecuted: 1, exchange: 1 });
    expect((await call('PUT', `${OM}/application-set/update-exchange`, token, { id: target.id })).status).toBe(400);

    const ops = (await login('ops')).access_token;
    for (const [method, path] of [['POST', 'setting-rule'], ['POST', 'execute-spec'], ['PUT', 'update-exchange']] as const) {
      expect((await call(method, `${OM}/application-set/${path}`, ops, { id: target.id })).status).toBe(403);
    }
  });
});
