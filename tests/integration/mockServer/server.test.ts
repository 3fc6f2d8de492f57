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
import { server as mswServer } from '../../../mocks/node';
import { decodeState, encodeState } from '../../../mocks/server/filePersistence';
import { looseHandlerPattern } from '../../../mocks/routing/handlerIndex';
import { startMockServer, type RunningMockServer } from '../../../mocks/server/server';
import { getRuntimeConfig, setRuntimeConfig } from '../../../src/core/config/runtimeConfig';

const REPO = resolve(import.meta.dirname, '../../..');
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
  running = await startMockServer({ port: 0, host: '127.0.0.1', root: REPO, distDir: dist });
});

afterAll(async () => {
  await running.close();
  rmSync(dist, { recursive: true, force: true });
  setRuntimeConfig(runtimeConfig);
  mswServer.listen({ onUnhandledRequest: 'error' });
});

const control = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${running.url}/__mocks${path}`, { method, body: body === undefined ? undefined : JSON.stringify(body) });
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
