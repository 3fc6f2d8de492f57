/**
 * The standalone mock server (`npm run mock:server`, started by mocks/server/main.mjs): the mock
 * handlers of mocks/handlers, their in-memory state and the websockets of mocks/ws over real
 * HTTP, plus the real build (`dist-real`) on the same origin and the control calls under
 * /__mocks. See README "Mock server".
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { getResponse, type RequestHandler, type WebSocketHandler } from 'msw';
import { WebSocketServer } from 'ws';
import { parseRuntimeConfig, setRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { mockControl } from '../control';
import { mockedPath } from '../faults/registry';
import { handlers } from '../handlers';
import { buildSeed, primeSeed, type DbSnapshot } from '../store/db';
import { newControlToken, refuseControl } from './controlGuard';
import { CONTROL_PREFIX, handleControl } from './controlRoutes';
import { createFilePersistence } from './filePersistence';
import { indexedRequestHandler } from '../routing/indexedHandlers';
import { BodyTooLargeError, readBody, requestOrigin, sendFetchResponse, sendJson, toFetchRequest } from './httpBridge';
import { connectSocket, findSocketHandler } from './socketBridge';
import { createStaticSite, servedRuntimeConfig } from './staticFiles';

export interface MockServerOptions {
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** Repository root (public/config.json, the default build directory). */
  root: string;
  /** The build served at /, relative to root; default dist-real. */
  distDir?: string;
  /** JSON file keeping data and faults across restarts; none keeps them in memory only. */
  stateFile?: string;
  /**
   * The seeded data of this very code, v8-serialised (main.mjs keeps it beside the cached
   * bundle): read instead of seeding when present, written after the first start otherwise —
   * the seed is deterministic, and building it is most of a start.
   */
  seedCacheFile?: string;
  /**
   * What the control calls (/__mocks) need in the X-Mock-Control-Token header; a random one when
   * not given (main.mjs prints it, or takes MOCK_SERVER_CONTROL_TOKEN).
   */
  controlToken?: string;
}

export interface RunningMockServer {
  url: string;
  port: number;
  /** Whether the build directory was found (the API runs either way). */
  servesApp: boolean;
  /** The token the control calls need (README "Mock server"). */
  controlToken: string;
  close(): Promise<void>;
}

/** Any origin may call the API (a console on another port, a backend team's tools); no cookies are used. */
const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': '*',
};
const PREFLIGHT_HEADERS: Record<string, string> = {
  ...CORS_HEADERS,
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-allow-headers': '*',
  'access-control-max-age': '600',
};

const isSocketHandler = (handler: RequestHandler | WebSocketHandler): handler is WebSocketHandler => handler.kind === 'websocket';

/**
 * The server's request → response function without the socket: the HTTP handlers through the
 * index; undefined when no handler takes the request. Exported for tests that check
 * answers in process (tests/integration/openapi).
 */
export function createMockResponder(all: readonly (RequestHandler | WebSocketHandler)[] = handlers): (request: Request) => Promise<Response | undefined> {
  const routed = [indexedRequestHandler(all.filter((handler): handler is RequestHandler => !isSocketHandler(handler)))];
  return (request) => getResponse(routed, request);
}

export async function startMockServer(options: MockServerOptions): Promise<RunningMockServer> {
  const distDir = resolve(options.root, options.distDir ?? 'dist-real');
  const publicConfig = JSON.parse(readFileSync(join(options.root, 'public', 'config.json'), 'utf8')) as Record<string, unknown>;
  const runtimeConfig = servedRuntimeConfig(distDir, publicConfig);
  // The token endpoint decrypts passwords with the key the served app encrypts them with.
  setRuntimeConfig(parseRuntimeConfig(runtimeConfig));
  const seedCached = options.seedCacheFile !== undefined && existsSync(options.seedCacheFile);
  if (seedCached && options.seedCacheFile) primeSeed(deserialize(readFileSync(options.seedCacheFile)) as DbSnapshot);
  if (options.stateFile) mockControl.usePersistence(createFilePersistence(resolve(options.root, options.stateFile)));
  await mockControl.ready();

  const socketHandlers = handlers.filter(isSocketHandler);
  const respond = createMockResponder();
  const site = createStaticSite(distDir, runtimeConfig);
  const fallbackOrigin = `http://${options.host}:${options.port}`;
  const controlToken = options.controlToken?.trim() || newControlToken();
  const fetchMock = async (request: Request): Promise<Response> =>
    (await respond(request)) ?? Response.json({ code: 404, message: '请求的资源不存在' }, { status: 404 });

  async function answerApi(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, PREFLIGHT_HEADERS).end();
      return;
    }
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    const request = toFetchRequest(req, await readBody(req), origin, aborted.signal);
    const response = await respond(request);
    if (!response) {
      console.warn(`[mock-server] 没有模拟处理：${req.method} ${req.url}`);
      sendJson(res, 404, { code: 404, message: '请求的资源不存在' }, CORS_HEADERS);
      return;
    }
    await sendFetchResponse(res, response, CORS_HEADERS);
  }

  // No CORS headers here: only the server's own pages and tools outside a browser may control it.
  async function answerControl(req: IncomingMessage, res: ServerResponse, pathname: string, origin: string): Promise<void> {
    const refused = refuseControl(req.headers, origin, controlToken);
    if (refused) {
      req.resume(); // the body is not read: drain it so the connection can be reused
      sendJson(res, refused.status, refused.body);
      return;
    }
    const text = (await readBody(req)).toString('utf8');
    let body: unknown;
    try {
      body = text.trim() === '' ? undefined : JSON.parse(text);
    } catch {
      sendJson(res, 400, { code: 400, message: '请求体不是合法的 JSON' });
      return;
    }
    const answer = await handleControl(req.method ?? 'GET', pathname, body, origin, fetchMock);
    sendJson(res, answer.status, answer.body);
  }

  const server = createServer((req, res) => {
    const origin = requestOrigin(req, fallbackOrigin);
    const { pathname } = new URL(req.url ?? '/', origin);
    let work: Promise<void>;
    if (pathname === CONTROL_PREFIX || pathname.startsWith(`${CONTROL_PREFIX}/`)) work = answerControl(req, res, pathname, origin);
    else if (mockedPath(pathname) !== null) work = answerApi(req, res, origin);
    else work = site.serve(res, pathname, req.method ?? 'GET', req.headers);
    work.catch((error: unknown) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      if (error instanceof BodyTooLargeError) {
        sendJson(res, 413, { code: 413, message: '请求体过大' }, CORS_HEADERS);
        return;
      }
      console.error(`[mock-server] ${req.method} ${req.url} 处理失败`, error);
      sendJson(res, 500, { code: 500, message: '服务器内部错误' }, CORS_HEADERS);
    });
  });

  const sockets = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', `ws://${req.headers.host ?? `${options.host}:${options.port}`}`);
    const handler = mockedPath(url.pathname) === null ? undefined : findSocketHandler(socketHandlers, url);
    if (!handler) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const protocols = (req.headers['sec-websocket-protocol'] ?? '').split(',').map((p) => p.trim()).filter(Boolean);
    sockets.handleUpgrade(req, socket, head, (ws) => {
      connectSocket(handler, ws, url, protocols).catch((error: unknown) => {
        console.error(`[mock-server] websocket ${url.pathname} 处理失败`, error);
        ws.close(1011, 'internal error');
      });
    });
  });

  await new Promise<void>((resolveListen, rejectListen) => {
    server.once('error', rejectListen);
    server.listen(options.port, options.host, () => {
      server.off('error', rejectListen);
      resolveListen();
    });
  });
  if (!seedCached && options.seedCacheFile) writeFileSync(options.seedCacheFile, serialize(buildSeed(mockControl.db.seed)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;

  return {
    url: `http://${options.host}:${port}`,
    port,
    servesApp: site.available,
    controlToken,
    async close() {
      for (const client of sockets.clients) client.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      await mockControl.flush();
    },
  };
}
