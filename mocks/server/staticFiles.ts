/**
 * The built console served by the standalone mock server: `dist-real` (mocks off) by default,
 * with the preview server's security headers, and its `config.json` answered so the app talks to
 * this server on its own origin (apiBase and wsBase empty, mock false). Same origin keeps the
 * build's Content-Security-Policy (`connect-src 'self' ws: wss:`) as it ships: an API on another
 * origin would need that policy edited and CORS preflights on every call.
 *
 * Files go out as a real host sends them (README "Serving the build"): brotli or gzip
 * (contentCoding.ts, compressed once per file version by fileCache.ts), a year's cache for
 * hashed assets and revalidation for the rest, with ETag / Last-Modified and 304 (httpCaching.ts).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, relative as relativePath, resolve, sep } from 'node:path';
import type { IncomingHttpHeaders, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { securityHeaders } from '../../generators/security-headers';
import type { RuntimeConfig } from '../../src/core/config/runtimeConfig';
import { negotiateCoding } from './contentCoding';
import { createFileCache, generatedFile, type CachedFile } from './fileCache';
import { cacheControlFor, notModified, REVALIDATE } from './httpCaching';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The runtime config the served app reads: the build's own, pointed at this server. */
export function servedRuntimeConfig(distDir: string, fallback: Record<string, unknown>): Record<string, unknown> {
  const file = join(distDir, 'config.json');
  const built = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  const config: Partial<RuntimeConfig> & Record<string, unknown> = { ...fallback, ...built, mock: false, apiBase: '', wsBase: '' };
  delete config.$schema;
  return config;
}

export interface StaticSite {
  /** Whether the build directory exists (otherwise pages answer with how to build it). */
  readonly available: boolean;
  serve(res: ServerResponse, pathname: string, method: string, requestHeaders?: IncomingHttpHeaders): Promise<void>;
}

export function createStaticSite(distDir: string, runtimeConfig: Record<string, unknown>): StaticSite {
  const root = resolve(distDir);
  const available = existsSync(join(root, 'index.html'));
  const headers = securityHeaders();
  const configFile = generatedFile(`${JSON.stringify(runtimeConfig, null, 2)}\n`, '.json');
  const files = createFileCache();

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, method: string, cache = REVALIDATE): void => {
    res.writeHead(status, { ...headers, 'content-type': type, 'content-length': Buffer.byteLength(body), 'cache-control': cache });
    res.end(method === 'HEAD' ? undefined : body);
  };

  async function sendFile(res: ServerResponse, method: string, request: IncomingHttpHeaders, file: CachedFile, type: string, cache: string): Promise<void> {
    const common: OutgoingHttpHeaders = { ...headers, 'cache-control': cache, etag: file.etag };
    if (file.lastModified) common['last-modified'] = file.lastModified;
    // Caches must key on the coding even when this answer is not compressed.
    if (file.compressible) common.vary = 'Accept-Encoding';
    if (notModified(request, file.etag, file.lastModified)) {
      res.writeHead(304, common).end();
      return;
    }
    const coding = file.compressible ? negotiateCoding(request['accept-encoding']) : undefined;
    const encoded = coding ? await file.encoded(coding) : undefined;
    const compressed = coding && encoded && encoded.length < file.bytes.length ? { coding, body: encoded } : undefined;
    const body = compressed?.body ?? file.bytes;
    res.writeHead(200, {
      ...common,
      'content-type': type,
      ...(compressed ? { 'content-encoding': compressed.coding } : {}),
      'content-length': body.length,
    });
    res.end(method === 'HEAD' ? undefined : body);
  }

  return {
    available,
    async serve(res, pathname, method, requestHeaders = {}) {
      if (method !== 'GET' && method !== 'HEAD') {
        send(res, 405, 'text/plain; charset=utf-8', '不支持的请求方法', method);
        return;
      }
      if (pathname === '/config.json') {
        await sendFile(res, method, requestHeaders, configFile, TYPES['.json'] ?? 'application/json', REVALIDATE);
        return;
      }
      if (!available) {
        send(res, 404, 'text/plain; charset=utf-8', `未找到构建产物 ${root}：请先运行 npm run build:real（或用 MOCK_SERVER_DIST 指定目录）。接口在 /api/…，控制接口在 /__mocks。\n`, method);
        return;
      }
      let relative: string;
      try {
        relative = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
      } catch {
        send(res, 400, 'text/plain; charset=utf-8', '路径编码错误', method);
        return;
      }
      let file = resolve(root, relative);
      if (file !== root && !file.startsWith(root + sep)) {
        send(res, 403, 'text/plain; charset=utf-8', '禁止访问', method);
        return;
      }
      // The console routes with the hash: any other unknown path without an extension is the app.
      if (!existsSync(file) || statSync(file).isDirectory()) {
        if (extname(relative) !== '') {
          send(res, 404, 'text/plain; charset=utf-8', '文件不存在', method);
          return;
        }
        file = join(root, 'index.html');
      }
      const extension = extname(file);
      const cache = cacheControlFor(relativePath(root, file));
      await sendFile(res, method, requestHeaders, await files.get(file, extension), TYPES[extension] ?? 'application/octet-stream', cache);
    },
  };
}
