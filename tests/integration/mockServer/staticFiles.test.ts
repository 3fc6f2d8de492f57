/**
 * The standalone mock server's static files served as a real host serves them (issue 37, README
 * "Serving the build"): brotli or gzip by Accept-Encoding for text files above a small size,
 * Vary, a year's cache for hashed assets and revalidation for the rest, ETag / Last-Modified and
 * 304. Raw node:http requests, so the test sees the bytes and headers on the wire (fetch would
 * send its own Accept-Encoding and decode). msw's interception is paused as in server.test.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { server as mswServer } from '../../../mocks/node';
import { startMockServer, type RunningMockServer } from '../../../mocks/server/server';
import { getRuntimeConfig, setRuntimeConfig } from '../../../src/core/config/runtimeConfig';

const REPO = resolve(import.meta.dirname, '../../..');
let running: RunningMockServer;
let dist: string;
const runtimeConfig = getRuntimeConfig();

// Text big enough to be compressed (and to shrink), as a built chunk is.
const SCRIPT = `${Array.from({ length: 400 }, (_, i) => `export const value${i} = "第${i}项";`).join('\n')}\n`;
const PAGE = `<!doctype html><html><head><title>console</title></head><body>${'<div class="row">行</div>'.repeat(200)}</body></html>`;
const SMALL_CSS = 'body{margin:0}';
const WORKER = `/* service worker */\n${'self.addEventListener("fetch", () => {});\n'.repeat(60)}`;
const PNG = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 31) % 256));

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'hpc-mock-static-'));
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'config.json'), JSON.stringify({ mock: true, platformName: '测试平台' }));
  writeFileSync(join(dist, 'mockServiceWorker.js'), WORKER);
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'app-CdsZy_h7.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'small-1QE9eExj.css'), SMALL_CSS);
  writeFileSync(join(dist, 'assets', 'logo-BXq7crLb.png'), PNG);
  writeFileSync(join(dist, 'assets', 'unhashed.js'), SCRIPT);
  mswServer.close();
  running = await startMockServer({ port: 0, host: '127.0.0.1', root: REPO, distDir: dist, controlToken: 'static-test-token' });
});

afterAll(async () => {
  await running.close();
  rmSync(dist, { recursive: true, force: true });
  setRuntimeConfig(runtimeConfig);
  mswServer.listen({ onUnhandledRequest: 'error' });
});

interface Answer { status: number; headers: IncomingHttpHeaders; body: Buffer }

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolveAnswer, rejectAnswer) => {
    const req = httpRequest(`${running.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', rejectAnswer);
    });
    req.on('error', rejectAnswer);
    req.end();
  });
}

describe('compression', () => {
  it('answers brotli when taken, the bytes decoding to the file, with its length and Vary', async () => {
    const answer = await get('/assets/app-CdsZy_h7.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(SCRIPT);
    expect(answer.headers['content-type']).toContain('text/javascript');
  });

  it('answers gzip when brotli is not taken (or refused with q=0)', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0.5, identity']) {
      const answer = await get('/index.html', { 'accept-encoding': accept });
      expect(answer.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(answer.body).toString('utf8')).toBe(PAGE);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    }
    expect((await get('/index.html', { 'accept-encoding': 'br;q=0, gzip;q=0, identity' })).headers['content-encoding']).toBeUndefined();
  });

  it('sends the file as it is without Accept-Encoding, still saying it varies by it', async () => {
    const answer = await get('/assets/app-CdsZy_h7.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.body.toString('utf8')).toBe(SCRIPT);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
  });

  it('leaves small files and binary types uncompressed', async () => {
    const css = await get('/assets/small-1QE9eExj.css', { 'accept-encoding': 'br, gzip' });
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body.toString('utf8')).toBe(SMALL_CSS);
    const png = await get('/assets/logo-BXq7crLb.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.body.equals(PNG)).toBe(true);
    // The served config.json (a few hundred bytes) is one of the small files.
    const config = await get('/config.json', { 'accept-encoding': 'br, gzip' });
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(Number(config.headers['content-length'])).toBe(config.body.length);
    expect(JSON.parse(config.body.toString('utf8'))).toMatchObject({ mock: false, apiBase: '', wsBase: '', platformName: '测试平台' });
  });

  it('answers HEAD with the headers and length of the coded body, and no body', async () => {
    const full = await get('/assets/app-CdsZy_h7.js', { 'accept-encoding': 'br' });
    const head = await get('/assets/app-CdsZy_h7.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(full.body.length));
    expect(head.body.length).toBe(0);
  });

  it('reads a rebuilt file afresh', async () => {
    expect(brotliDecompressSync((await get('/assets/unhashed.js', { 'accept-encoding': 'br' })).body).toString('utf8')).toBe(SCRIPT);
    const rebuilt = `${SCRIPT}export const rebuilt = true;\n`;
    writeFileSync(join(dist, 'assets', 'unhashed.js'), rebuilt);
    const later = new Date(Date.now() + 5000);
    utimesSync(join(dist, 'assets', 'unhashed.js'), later, later);
    const answer = await get('/assets/unhashed.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(answer.body).toString('utf8')).toBe(rebuilt);
  });
});

describe('caching', () => {
  it('keeps hashed assets a year and has index.html, config.json, unhashed files and the service worker revalidated', async () => {
    expect((await get('/assets/app-CdsZy_h7.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/logo-BXq7crLb.png')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/config.json', '/mockServiceWorker.js', '/assets/unhashed.js', '/some/route']) {
      expect((await get(path)).headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('answers 304 to a matching If-None-Match or If-Modified-Since, with the validators and no body', async () => {
    for (const path of ['/assets/app-CdsZy_h7.js', '/index.html', '/config.json']) {
      const first = await get(path, { 'accept-encoding': 'br' });
      const etag = first.headers.etag;
      expect(etag, path).toMatch(/^W\/".+"$/);
      const again = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': `"other", ${etag ?? ''}` });
      expect(again.status, path).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
      expect(again.headers['x-frame-options']).toBe('DENY');
      expect((await get(path, { 'if-none-match': '"other"' })).status, path).toBe(200);
    }
    const page = await get('/index.html');
    const lastModified = page.headers['last-modified'] ?? '';
    expect(lastModified).not.toBe('');
    expect((await get('/index.html', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get('/index.html', { 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() })).status).toBe(200);
  });

  it('keeps the security headers on files and leaves API answers uncompressed', async () => {
    const page = await get('/', { 'accept-encoding': 'br' });
    expect(page.headers['content-security-policy']).toContain("connect-src 'self' ws: wss:");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(page.body).toString('utf8')).toBe(PAGE);
    const api = await get('/api/no/such/call', { 'accept-encoding': 'br, gzip' });
    expect(api.status).toBe(404);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(api.body.toString('utf8'))).toEqual({ code: 404, message: '请求的资源不存在' });
  });
});
