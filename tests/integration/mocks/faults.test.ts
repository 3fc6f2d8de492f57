import { describe, expect, it } from 'vitest';
import { mockControl } from '../../../mocks/control';
import { compileFaultPath, faultDraw } from '../../../mocks/faults/registry';
import { ORIGIN } from './support';

const faults = mockControl.faults;
const INFO = `${ORIGIN}/api/oauth/v1/project/info`;

describe('fault rules over HTTP', () => {
  it('answers with the injected status and a Chinese server message, then stops after removal', async () => {
    const id = faults.set({ path: '/api/oauth/v1/project/info', status: 500 });
    const failed = await fetch(INFO);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: '服务器内部错误' });

    expect(faults.remove(id)).toBe(true);
    expect(faults.remove(id)).toBe(false);
    const healthy = await fetch(INFO);
    expect(healthy.status).toBe(200);
    expect(((await healthy.json()) as { name: string }).name).toBe('超算云平台');
  });

  it('sends the given body as is', async () => {
    faults.set({ path: '/api/oauth/v1/project/info', status: 409, body: { message: '数据冲突' } });
    const response = await fetch(INFO);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: '数据冲突' });
  });

  it('delays, then lets the request through to its handler', async () => {
    faults.set({ path: '/api/oauth/v1/project/info', delayMs: 250 });
    const started = performance.now();
    const response = await fetch(INFO);
    expect(performance.now() - started).toBeGreaterThanOrEqual(240);
    expect(response.status).toBe(200);
  });

  it('a prefetch (Purpose: prefetch) neither takes nor uses up a counted rule, but gets a standing one', async () => {
    const prefetch = { headers: { Purpose: 'prefetch' } };
    faults.set({ path: '/api/oauth/v1/project/info', status: 503, times: 1 });
    expect((await fetch(INFO, prefetch)).status).toBe(200);
    expect(faults.list()[0]?.remaining).toBe(1);
    expect((await fetch(INFO)).status).toBe(503);
    expect(faults.list()).toEqual([]);
    faults.set({ path: '/api/oauth/v1/project/info', status: 500 });
    expect((await fetch(INFO, prefetch)).status).toBe(500);
  });

  it('a `rate` rule fails that share of matching calls, the same ones for the same seed', async () => {
    const run = async (seed: number) => {
      faults.clear();
      faults.set({ path: '/api/oauth/v1/project/info', status: 503, rate: 0.2, seed });
      const statuses: number[] = [];
      for (let i = 0; i < 200; i += 1) statuses.push((await fetch(INFO)).status);
      return statuses;
    };
    const first = await run(7);
    const failed = first.filter((status) => status === 503).length;
    expect(failed).toBeGreaterThan(25);
    expect(failed).toBeLessThan(55);
    expect(first.filter((status) => status !== 503).every((status) => status === 200)).toBe(true);
    expect(await run(7)).toEqual(first);
    expect(await run(8)).not.toEqual(first);
    expect(faults.list()[0]?.draws).toBe(200);
    expect(() => faults.set({ path: '/api/x', status: 500, rate: 0 })).toThrow('rate');
    expect(() => faults.set({ path: '/api/x', status: 500, rate: 1.5 })).toThrow('rate');
    const draws = Array.from({ length: 10_000 }, (_, n) => faultDraw(3, n));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(draws.filter((d) => d < 0.5).length / draws.length).toBeCloseTo(0.5, 1);
  });

  it('`rate` rules stack: a call the newer rule spares is drawn for by the older one (a soak mixes 500s and drops)', async () => {
    faults.clear();
    faults.set({ path: '/api/**', status: 500, rate: 0.3, seed: 11 });
    faults.set({ path: '/api/oauth/**', status: 503, rate: 0.3, seed: 12 });
    const statuses: number[] = [];
    for (let i = 0; i < 200; i += 1) statuses.push((await fetch(INFO)).status);
    const count = (status: number) => statuses.filter((s) => s === status).length;
    // ≈ 30 % answered 503 by the newer rule, ≈ 30 % of the other 70 % answered 500 by the older one.
    expect(count(503)).toBeGreaterThan(40);
    expect(count(503)).toBeLessThan(80);
    expect(count(500)).toBeGreaterThan(25);
    expect(count(500)).toBeLessThan(60);
    expect(count(200)).toBe(200 - count(500) - count(503));
    const [older, newer] = faults.list();
    expect(newer?.draws).toBe(200);
    expect(older?.draws).toBe(200 - count(503));
    faults.clear();
  });

  it('applies `times` rules that many times and removes them', async () => {
    faults.set({ path: '/api/oauth/v1/project/info', status: 503, times: 2 });
    expect(faults.list()[0]?.remaining).toBe(2);
    expect((await fetch(INFO)).status).toBe(503);
    expect(faults.list()[0]?.remaining).toBe(1);
    expect((await fetch(INFO)).status).toBe(503);
    expect(faults.list()).toEqual([]);
    expect((await fetch(INFO)).status).toBe(200);
  });

  it('matches wildcard segments, ignores any prefix before /api, and honours the method', async () => {
    faults.set({ method: 'get', path: '/api/*/v1/project/*', status: 502 });
    expect((await fetch(INFO)).status).toBe(502);
    expect((await fetch(`${ORIGIN}/console/sub/api/oauth/v1/project/realm`)).status).toBe(502);
    // POST is not covered by a GET rule: the token endpoint answers (400, no credentials)
    const post = await fetch(`${ORIGIN}/api/oauth/v1/pwd/authorize/token`, { method: 'POST', body: '' });
    expect(post.status).toBe(400);
  });

  it('newer rules win, `**` spans segments, and clear() removes all', async () => {
    faults.set({ path: '/api/**', status: 500 });
    faults.set({ path: '/api/oauth/**', status: 404 });
    expect((await fetch(INFO)).status).toBe(404);
    expect((await fetch(`${ORIGIN}/api/operation-management/v1/configs`)).status).toBe(500);
    faults.clear();
    expect((await fetch(INFO)).status).toBe(200);
  });

  it('never answers with `timeout` (the client aborts)', async () => {
    faults.set({ path: '/api/oauth/v1/project/info', timeout: true });
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 150);
    await expect(fetch(INFO, { signal: controller.signal })).rejects.toThrow();
    clearTimeout(timer);
  });

  it('fails at network level with `networkError`', async () => {
    faults.set({ path: '/api/oauth/v1/project/info', networkError: true });
    await expect(fetch(INFO)).rejects.toThrow(TypeError);
  });

  it('refuses malformed rules with a Chinese message', () => {
    expect(() => faults.set({ path: 'api/x', status: 500 })).toThrow('以 / 开头');
    expect(() => faults.set({ path: '/api/x', status: 99 })).toThrow('200 到 599');
    expect(() => faults.set({ path: '/api/x' })).toThrow('至少需要');
    expect(() => faults.set({ path: '/api/x', status: 500, times: 0 })).toThrow('正整数');
    expect(faults.list()).toEqual([]);
  });

  it('a socket-only rule does not touch HTTP', async () => {
    faults.set({ path: '/api/oauth/v1/project/info', dropSocket: true });
    expect((await fetch(INFO)).status).toBe(200);
  });
});

describe('fault path patterns', () => {
  it.each([
    ['/api/oauth/v1/project/info', '/api/oauth/v1/project/info', true],
    ['/api/oauth/v1/project/info', '/api/oauth/v1/project/info/', true],
    ['/api/oauth/v1/project/info', '/api/oauth/v1/project/infos', false],
    ['/api/*/v1/user/info', '/api/aam/v1/user/info', true],
    ['/api/*/v1/user/info', '/api/a/b/v1/user/info', false],
    ['/api/aam*/v1/x', '/api/aam-person/v1/x', true],
    ['/api/**', '/api', true],
    ['/websocket/userEvents/*', '/websocket/userEvents/abc', true],
    ['/prefix/api/oauth/**', '/api/oauth/v1/logout', true],
  ])('%s vs %s → %s', (pattern, path, expected) => {
    expect(compileFaultPath(pattern).test(path)).toBe(expected);
  });
});
