/**
 * The route walk over real HTTP: the real build (dist-real: no service worker, no mock code)
 * served by the standalone mock server (npm run mock:server; playwright.config.ts starts one for
 * this spec alone), walked by every demo account that signs in to the back stage, the
 * administrator included — the same walk and assertions as the demo build's (routeWalk.ts), plus
 * the wire: every request goes to the server's origin, none is answered by a service worker, and
 * every /api call and socket is answered by the server (no 404: the build would call a path the
 * server does not serve; no 5xx; no failed connection). The held codes are the server's own answer
 * to the console's `GET /api/aam/v1/portal/user/resource` at sign-in.
 *
 * The walk sends no write but the sign-in (checked below), so the accounts share the server's state
 * without a reset between them: each walks in its own page and session, and may run beside another.
 */
import type { Page, Response } from '@playwright/test';
import { expect, test } from './guards';
import { ADMIN_ACCOUNT, WALK_ACCOUNTS, walkAccount } from './routeWalk';

const SERVER = `http://127.0.0.1:${process.env.E2E_WALK_SERVER_PORT ?? 4176}`;
const SOCKETS = SERVER.replace(/^http/, 'ws');
/** What the server answers itself (mocks/faults/registry.ts mockedPath); the rest is the build's files. */
const API_PATH = /\/(api|websocket)(\/|$)/;
const RESOURCE_PATH = '/api/aam/v1/portal/user/resource';
/**
 * The calls other than GET a walk may send without changing the server's data: signing in, and the
 * paged queries whose filters travel in a POST body (`POST …/workorder/page` of the workbench).
 */
const NOT_WRITES = /^POST (\/api\/oauth\/v1\/pwd\/authorize\/token|\/api\/.+\/page)$/;

interface Wire {
  /** Requests to another origin than the server's. */
  foreign: string[];
  /** Answers a service worker gave. */
  fromWorker: string[];
  /** /api calls answered 404 or 5xx, failed, or sockets that failed. */
  unanswered: string[];
  /** /api calls other than GET (method and path). */
  writes: string[];
  /** The server's answers to the held-codes call, latest last. */
  resourceAnswers: Promise<unknown>[];
  /** /api answers received and sockets opened: the recorder saw the walk's traffic. */
  answered: number;
  sockets: number;
}

function describe(response: Response): string {
  const url = new URL(response.url());
  return `${response.request().method()} ${url.pathname}${url.search} → ${response.status()}`;
}

/** Listens to everything the page sends and receives from its first request on. */
function recordWire(page: Page): Wire {
  const wire: Wire = { foreign: [], fromWorker: [], unanswered: [], writes: [], resourceAnswers: [], answered: 0, sockets: 0 };
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (!url.startsWith(`${SERVER}/`) && !url.startsWith(`${SOCKETS}/`)) wire.foreign.push(`${request.method()} ${url}`);
    const { pathname } = new URL(url);
    if (API_PATH.test(pathname) && request.method() !== 'GET') wire.writes.push(`${request.method()} ${pathname}`);
  });
  page.on('response', (response) => {
    if (response.fromServiceWorker()) wire.fromWorker.push(describe(response));
    const { pathname } = new URL(response.url());
    if (!API_PATH.test(pathname)) return;
    wire.answered += 1;
    if (response.status() === 404 || response.status() >= 500) wire.unanswered.push(describe(response));
    // Read at once: the body of an answer is gone once the page moves on.
    if (pathname === RESOURCE_PATH && response.ok()) wire.resourceAnswers.push(response.json());
  });
  page.on('requestfailed', (request) => {
    const { pathname } = new URL(request.url());
    const failure = request.failure()?.errorText ?? '';
    // A call the console cancels itself (a pane left before its answer) is not a missing answer.
    if (API_PATH.test(pathname) && failure !== 'net::ERR_ABORTED') wire.unanswered.push(`${request.method()} ${pathname}: ${failure}`);
  });
  page.on('websocket', (socket) => {
    wire.sockets += 1;
    socket.on('socketerror', (error) => wire.unanswered.push(`websocket ${new URL(socket.url()).pathname}: ${error}`));
  });
  return wire;
}

/** The codes in the server's answer: strings, or records with a code (src/core/session/sessionApi.ts reads both). */
function codesOf(answer: unknown): string[] {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  expect(Array.isArray(list), `${RESOURCE_PATH} answers a list`).toBe(true);
  return (list as unknown[]).map((item) => (typeof item === 'string' ? item : String((item as { code?: unknown; resourceCode?: unknown }).code ?? (item as { resourceCode?: unknown }).resourceCode)));
}

test.describe.configure({ mode: 'parallel' });

for (const account of [ADMIN_ACCOUNT, ...WALK_ACCOUNTS]) {
  test(`route walk over the mock server as ${account.username}: every route it holds, real HTTP, nothing from the in-browser mock`, async ({ page }) => {
    test.setTimeout(account === ADMIN_ACCOUNT ? 360_000 : 240_000);
    const wire = recordWire(page);
    const workers: string[] = [];
    page.context().on('serviceworker', (worker) => workers.push(worker.url()));

    const summary = await walkAccount(page, account, {
      baseURL: SERVER,
      heldCodes: async () => {
        await expect.poll(() => wire.resourceAnswers.length, `the console asked ${RESOURCE_PATH} at sign-in`).toBeGreaterThan(0);
        return codesOf(await wire.resourceAnswers.at(-1));
      },
    });

    expect(await page.evaluate(() => ({
      controller: navigator.serviceWorker?.controller?.scriptURL ?? null,
      mocks: '__HPC_MOCKS__' in window,
    })), 'no mock worker controls the page and no in-browser mock is loaded').toEqual({ controller: null, mocks: false });
    expect(workers, 'service workers started').toEqual([]);
    expect(wire.fromWorker, 'answers from a service worker').toEqual([]);
    expect(wire.foreign, 'requests to another origin than the server').toEqual([]);
    expect(wire.unanswered, 'API calls the server did not answer (404, 5xx, failed)').toEqual([]);
    expect(wire.writes.filter((write) => !NOT_WRITES.test(write)), 'writes on the walk (the server state would need a reset)').toEqual([]);
    expect(wire.answered, 'API answers recorded').toBeGreaterThan(summary.shown.length);
    console.log(`[walk-server] ${account.username}: ${summary.shown.length} routes over ${SERVER}, ${wire.answered} API answers, ${wire.sockets} sockets`);
  });
}
