/**
 * The standalone mock server's own layer (mocks/server), over real HTTP and websockets inside
 * vitest: the served build and its config.json, the API bridge (404, injected faults, a network
 * error as a dropped connection), the control calls, and the sockets (heartbeat, a pushed notice,
 * a dropped socket, an unknown path). msw's interception of this process is paused meanwhile,
 * or it would answer these calls before they reach the socket.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { mockControl } from '../../../mocks/control';
import { server as mswServer } from '../../../mocks/node';
import { decodeState, encodeState } from '../../../mocks/server/filePersistence';
import { looseHandlerPattern } from '../../../mocks/routing/handlerIndex';
import { startMockServer, type RunningMockServer } from '../../../mocks/server/server';
import { getRuntimeConfig, setRuntimeConfig } from '../../../src/core/config/runtimeConfig';

const REPO = resolve(import.meta.dirname, '../../..');
const CONTROL_TOKEN = 'server-test-control-token';
let running: RunningMockServer;
let dist: string;
// The server sets the runtime config it serves; the files after this one get the tests' own back.
const runtimeConfig = getRuntimeConfig();

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hpc-mock-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ mock: true, apiBase: 'http://elsewhere', platformName: '测试平台' }));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  mswServer.close();
  running = await startMockServer({ port: 0, host: '127.0.0.1', root: REPO, distDir: dist, controlToken: CONTROL_TOKEN });
});

afterAll(async () => {
  await running.close();
  rmSync(dist, { recursive: true, force: true });
  setRuntimeConfig(runtimeConfig);
  mswServer.listen({ onUnhandledRequest: 'error' });
});

const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${running.url}/__mocks${path}`, {
    method,
    headers: { 'x-mock-control-token': CONTROL_TOKEN },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const signIn = async (): Promise<{ access_token: string; session_state: string }> =>
  (await control('POST', '/sign-in', { username: 'admin', password: 'admin123' })).body as { access_token: string; session_state: string };

function socket(path: string): { ws: WebSocket; frames: string[]; opened: Promise<void>; closed: Promise<number> } {
  const ws = new WebSocket(`${running.url.replace(/^http/, 'ws')}${path}`);
  const frames: string[] = [];
  ws.on('message', (data) => frames.push(String(data)));
  return {
    ws,
    frames,
    opened: new Promise((resolveOpen, rejectOpen) => {
      ws.once('open', () => resolveOpen());
      ws.once('error', rejectOpen);
    }),
    closed: new Promise((resolveClose) => ws.once('close', (code) => resolveClose(code))),
  };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('the served build', () => {
  it('answers config.json pointing at itself, pages and assets with the security headers, nothing outside the build', async () => {
    const config = await fetch(`${running.url}/config.json`);
    expect(await config.json()).toMatchObject({ mock: false, apiBase: '', wsBase: '', platformName: '测试平台' });
    const page = await fetch(`${running.url}/`);
    expect(await page.text()).toContain('<title>console</title>');
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' ws: wss:");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const asset = await fetch(`${running.url}/assets/app-1234.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${running.url}/%2e%2e/package.json`)).status).toBeGreaterThanOrEqual(403);
    expect((await fetch(`${running.url}/missing.js`)).status).toBe(404);
  });
});

describe('the API over HTTP', () => {
  it('signs in, lists, answers 404 for an unknown call and lets any origin call', async () => {
    const { access_token: token } = await signIn();
    const list = await fetch(`${running.url}/api/operation-management/v1/customer/page?pageIndex=1&pageSize=2`, { headers: { authorization: `Bearer ${token}` } });
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await list.json()) as { data: { records: unknown[] } }).data.records).toHaveLength(2);
    const unknown = await fetch(`${running.url}/api/no/such/call`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ code: 404, message: '请求的资源不存在' });
    const preflight = await fetch(`${running.url}/api/oauth/v1/project/info`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
  });

  it('applies faults set through /__mocks: a status once, a network error as a dropped connection; reset clears them', async () => {
    const info = `${running.url}/api/oauth/v1/project/info`;
    expect((await control('POST', '/faults', { path: '/api/oauth/v1/project/info', status: 503, times: 1 })).status).toBe(201);
    const failed = await fetch(info);
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: '服务暂时不可用，请稍后再试' });
    expect((await fetch(info)).status).toBe(200);
    await control('POST', '/faults', { path: '/api/oauth/v1/project/info', networkError: true });
    await expect(fetch(info)).rejects.toThrow();
    expect((await control('GET', '/faults')).body).toHaveLength(1);
    expect((await control('POST', '/reset')).status).toBe(200);
    expect((await fetch(info)).status).toBe(200);
    expect((await control('POST', '/faults', { path: 'no-slash', status: 500 })).status).toBe(400);
  });
});

describe('the control calls (/__mocks) are the token holder’s only', () => {
  const raw = (path: string, init: RequestInit = {}) => fetch(`${running.url}/__mocks${path}`, init);
  const token = { 'x-mock-control-token': CONTROL_TOKEN };

  it('refuse a call without the token or with a wrong one (401), and change nothing', async () => {
    expect(running.controlToken).toBe(CONTROL_TOKEN);
    for (const headers of [{}, { 'x-mock-control-token': 'guess' }, { 'x-mock-control-token': '' }] as Record<string, string>[]) {
      const state = await raw('', { headers });
      expect(state.status).toBe(401);
      expect(await state.json()).toEqual({ code: 401, message: expect.stringContaining('X-Mock-Control-Token') });
    }
    const signIn = await raw('/sign-in', { method: 'POST', body: JSON.stringify({ username: 'admin', password: 'admin123' }) });
    expect(signIn.status).toBe(401);
    expect(JSON.stringify(await signIn.json())).not.toContain('access_token');
    expect((await raw('/faults', { method: 'POST', body: JSON.stringify({ path: '/api/**', status: 500 }) })).status).toBe(401);
    expect((await control('GET', '/faults')).body).toEqual([]);
  });

  it('refuse another origin even with the token (null included), and answer no origin with CORS headers', async () => {
    for (const origin of ['null', 'http://evil.example', running.url.replace('127.0.0.1', 'localhost')]) {
      const answer = await raw('', { headers: { ...token, origin } });
      expect(answer.status, origin).toBe(403);
      expect(await answer.json()).toEqual({ code: 403, message: '拒绝来自其他来源的控制请求' });
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      const preflight = await raw('/reset', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
      expect(preflight.status).toBe(403);
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect((await raw('', { headers: { ...token, 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    const own = await raw('', { headers: { ...token, origin: running.url } });
    expect(own.status).toBe(200);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('never answer a password: the state lists accounts by name and role, the sign-in shortcut gives a token', async () => {
    const state = await control('GET', '');
    const accounts = state.body.accounts as Record<string, unknown>[];
    expect(accounts.map((a) => a.userName)).toContain('admin');
    for (const account of accounts) expect(Object.keys(account).sort()).toEqual(['disabled', 'roleName', 'userName']);
    const signIn = await control('POST', '/sign-in', { username: 'admin', password: 'admin123' });
    for (const answer of [state.body, signIn.body, (await control('GET', '/faults')).body]) {
      const text = JSON.stringify(answer);
      expect(text).not.toMatch(/password/i);
      for (const { password } of mockControl.accounts) expect(text).not.toContain(`"${password}"`);
    }
  });

  it('key the anonymous application limit on the socket address, not on a header the client sends', async () => {
    const apply = (spoofed: string) => fetch(`${running.url}/api/operation-management/v1/workorder/resource/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-mock-client-address': spoofed },
      body: JSON.stringify({ applicant: '王小明', company: '华南理工大学', phone: '13812345678', resourceType: 2, quantity: 8, duration: 3, purpose: '大模型微调实验需要 GPU' }),
    });
    for (let i = 0; i < 5; i += 1) expect((await apply(`10.0.0.${i}`)).status).toBe(200);
    const sixth = await apply('10.0.0.99');
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ code: 429, message: '提交过于频繁，请稍后再试' });
    await control('POST', '/reset');
  });
});

describe('websockets', () => {
  it('user events: heartbeat answered, a notice pushed through /__mocks, a dropSocket fault closes with 1011', async () => {
    const { session_state: state } = await signIn();
    const events = socket(`/websocket/userEvents/${state}`);
    await events.opened;
    events.ws.send('HEART_BEAT');
    await until(() => events.frames.some((frame) => frame.includes('pong')));
    expect((await control('POST', '/notices', { code: 'GROUP_CHANGE', message: '组织已变更', state })).body).toEqual({ sent: 1 });
    await until(() => events.frames.some((frame) => frame.includes('组织已变更')));
    await control('POST', '/faults', { path: '/websocket/userEvents/*', dropSocket: true });
    expect(await events.closed).toBe(1011);
    await control('POST', '/reset');
  });

  it('refuses a socket on a path no handler serves', async () => {
    const stray = socket('/websocket/nothing-here');
    await expect(stray.opened).rejects.toThrow(/404/);
  });
});

describe('pieces', () => {
  it('the state file keeps bytes; the handler index pattern is looser than msw', () => {
    const db = { format: 1, seed: 1, collections: { files: { records: [{ id: 1, bytes: new Uint8Array([0, 255]) }] } } };
    const state = decodeState(encodeState({ format: 1, db: db as never, faults: null }));
    expect(state?.db).toEqual(db);
    const pattern = looseHandlerPattern('*/api/:aam/v1/user/:id');
    expect(pattern.test('http://h/api/aam/v1/user/%E5%BC%A0')).toBe(true);
    expect(pattern.test('http://h/api/aam/v1/user/7/')).toBe(true);
    expect(pattern.test('http://h/api/aam/v1/user/7/x')).toBe(false);
  });
});
