import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse, passthrough, RequestHandler, ws } from 'msw';
import { indexedHandlers } from '../../../mocks/routing/indexedHandlers';

const ORIGIN = 'http://127.0.0.1:4173';

/** Runs the index as msw runs a handler: the execution result, or null when nothing matched. */
async function run(handlers: Parameters<typeof indexedHandlers>[0], method: string, path: string) {
  const [index] = indexedHandlers(handlers);
  return (index as RequestHandler).run({ request: new Request(`${ORIGIN}${path}`, { method }), requestId: 'r1' });
}

async function answer(handlers: Parameters<typeof indexedHandlers>[0], method: string, path: string): Promise<unknown> {
  const result = await run(handlers, method, path);
  return result?.response ? result.response.json() : result === null ? 'unhandled' : 'passed through';
}

describe('the mock handlers behind one index (msw’s order and matching, fewer handlers tried)', () => {
  it('keeps msw’s order: the first answer wins, a catch-all that answers nothing falls through', async () => {
    const handlers = [
      http.all('*', () => undefined),
      http.get('*/api/things/:id', ({ params }) => HttpResponse.json({ from: 'first', id: params.id })),
      http.get('*/api/things/:id', () => HttpResponse.json({ from: 'second' })),
    ];
    expect(await answer(handlers, 'GET', '/api/things/7')).toEqual({ from: 'first', id: '7' });
  });

  it('matches as msw does: any letter case, an optional trailing slash, the method, a query ignored', async () => {
    const handlers = [http.get('*/api/things/list', () => HttpResponse.json({ ok: true }))];
    expect(await answer(handlers, 'GET', '/API/Things/list')).toEqual({ ok: true });
    expect(await answer(handlers, 'GET', '/api/things/list/?pageNum=2')).toEqual({ ok: true });
    expect(await answer(handlers, 'POST', '/api/things/list')).toBe('unhandled');
    expect(await answer(handlers, 'GET', '/api/things/list/more')).toBe('unhandled');
  });

  it('tells a handler that matched without answering (passes through) from no handler at all (unhandled)', async () => {
    const handlers = [http.get('*/api/files/:name', () => passthrough()), http.get('*/api/quiet', () => undefined)];
    const passed = await run(handlers, 'GET', '/api/files/a.txt');
    expect(passed?.response?.headers.get('x-msw-intention')).toBe('passthrough');
    expect(await answer(handlers, 'GET', '/api/quiet')).toBe('passed through');
    expect(await answer(handlers, 'GET', '/api/elsewhere')).toBe('unhandled');
  });

  it('runs only the handlers that could match, not every handler', async () => {
    const handlers = Array.from({ length: 300 }, (_, i) => http.get(`*/api/family-${i}/:id`, () => HttpResponse.json({ family: i })));
    const runs = handlers.map((handler) => vi.spyOn(handler, 'run'));
    expect(await answer(handlers, 'GET', '/api/family-123/9')).toEqual({ family: 123 });
    expect(runs.filter((spy) => spy.mock.calls.length > 0)).toHaveLength(1);
  });

  it('keeps the websocket handlers beside the index', () => {
    const socket = ws.link('ws://127.0.0.1:4173/websocket').addEventListener('connection', () => undefined);
    const list = indexedHandlers([http.get('*/api/a', () => HttpResponse.json({})), socket]);
    expect(list).toHaveLength(2);
    expect(list[0]).toBeInstanceOf(RequestHandler);
    expect(list[1]).toBe(socket);
  });
});
