/**
 * The mock server's rules for static files (mocks/server/contentCoding.ts, httpCaching.ts) and
 * the README's nginx settings that a production host uses for the same (README "Serving the
 * build"): one list of cache headers and one size threshold for both.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compressible, MIN_COMPRESSED_SIZE, negotiateCoding } from '../../../mocks/server/contentCoding';
import { cacheControlFor, IMMUTABLE, notModified, REVALIDATE } from '../../../mocks/server/httpCaching';

const readme = readFileSync(resolve(import.meta.dirname, '../../../README.md'), 'utf8');

describe('Accept-Encoding', () => {
  it('prefers brotli, then gzip, honouring q-values and *', () => {
    expect(negotiateCoding(undefined)).toBeUndefined();
    expect(negotiateCoding('')).toBeUndefined();
    expect(negotiateCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateCoding('gzip, deflate')).toBe('gzip');
    expect(negotiateCoding('x-gzip')).toBe('gzip');
    expect(negotiateCoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('gzip;q=0.8, br;q=0.4')).toBe('gzip');
    expect(negotiateCoding('*')).toBe('br');
    expect(negotiateCoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateCoding('identity, deflate')).toBeUndefined();
    expect(negotiateCoding('br;q=0, gzip;q=0')).toBeUndefined();
  });

  it('compresses text types of at least the threshold only', () => {
    for (const extension of ['.js', '.mjs', '.css', '.html', '.json', '.svg', '.map']) expect(compressible(extension, MIN_COMPRESSED_SIZE), extension).toBe(true);
    expect(compressible('.js', MIN_COMPRESSED_SIZE - 1)).toBe(false);
    for (const extension of ['.png', '.woff2', '.ico', '']) expect(compressible(extension, 100_000), extension).toBe(false);
  });
});

describe('caching', () => {
  it('keeps Vite’s hashed assets a year and revalidates everything else', () => {
    expect(cacheControlFor('assets/app-CdsZyth7.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/CheckOutlined-DSeALs3_.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets/DashboardChart-Ct97tlD-.js')).toBe(IMMUTABLE);
    expect(cacheControlFor('assets\\antd-B1x2Y3z4.css')).toBe(IMMUTABLE);
    for (const path of ['index.html', 'config.json', 'mockServiceWorker.js', 'mockApiWorker.js', 'favicon.svg', 'assets/logo.png', 'app-CdsZyth7.js']) {
      expect(cacheControlFor(path), path).toBe(REVALIDATE);
    }
  });

  it('answers not modified to a matching tag (weakly compared), a list, * or an older copy’s date', () => {
    const etag = 'W/"1a-2b"';
    const date = 'Sat, 28 Nov 2026 10:00:00 GMT';
    expect(notModified({ 'if-none-match': 'W/"1a-2b"' }, etag, date)).toBe(true);
    expect(notModified({ 'if-none-match': '"1a-2b"' }, etag, date)).toBe(true);
    expect(notModified({ 'if-none-match': '"x", W/"1a-2b"' }, etag, date)).toBe(true);
    expect(notModified({ 'if-none-match': '*' }, etag, date)).toBe(true);
    expect(notModified({ 'if-none-match': '"x"' }, etag, date)).toBe(false);
    // If-None-Match decides when sent: a date is only a fallback for clients without tags.
    expect(notModified({ 'if-none-match': '"x"', 'if-modified-since': date }, etag, date)).toBe(false);
    expect(notModified({ 'if-modified-since': date }, etag, date)).toBe(true);
    expect(notModified({ 'if-modified-since': 'Sat, 28 Nov 2026 09:59:59 GMT' }, etag, date)).toBe(false);
    expect(notModified({ 'if-modified-since': 'not a date' }, etag, date)).toBe(false);
    expect(notModified({ 'if-modified-since': date }, etag)).toBe(false);
    expect(notModified({}, etag, date)).toBe(false);
  });
});

describe('the README’s nginx settings', () => {
  const nginx = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';

  it('cache as the mock server does: assets a year, index.html, config.json and the rest revalidated', () => {
    const locations = Object.fromEntries([...nginx.matchAll(/location ([^{]+?) \{[^}]*?add_header Cache-Control "([^"]+)" always;/g)].map((m) => [m[1], m[2]]));
    expect(locations).toEqual({ '/': REVALIDATE, '= /index.html': REVALIDATE, '= /config.json': REVALIDATE, '/assets/': IMMUTABLE });
  });

  it('compress with gzip and brotli above the mock server’s threshold', () => {
    expect(nginx).toMatch(/^\s*gzip on;$/m);
    expect(nginx).toMatch(/^\s*brotli on;$/m);
    expect(nginx).toContain(`gzip_min_length ${MIN_COMPRESSED_SIZE};`);
    expect(nginx).toContain(`brotli_min_length ${MIN_COMPRESSED_SIZE};`);
    for (const type of ['text/css', 'application/javascript', 'application/json', 'image/svg+xml']) {
      expect(nginx).toMatch(new RegExp(`gzip_types [^;]*${type.replace('+', '\\+')}`));
      expect(nginx).toMatch(new RegExp(`brotli_types [^;]*${type.replace('+', '\\+')}`));
    }
  });
});
