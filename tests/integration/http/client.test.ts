// @vitest-environment jsdom
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { DEFAULT_TIMEOUT_MS, http, request } from '../../../src/core/http/client';
import { HttpError, isAbortError } from '../../../src/core/http/HttpError';
import { isLoadingVisible } from '../../../src/core/http/loading';
import { resetSessionExpiredState } from '../../../src/core/http/unauthorized';
import { resetLogoutState } from '../../../src/core/session/logout';
import { StorageKey, writeStored, writeToken } from '../../../src/core/session/storageKeys';
import { recordNotices, type RecordedNotice } from '../../support/notifierRecorder';

let notices: RecordedNotice[];

beforeEach(() => {
  notices = recordNotices();
  location.hash = '#/operation-center/customer/customer-info';
});
afterEach(() => {
  resetSessionExpiredState();
  resetLogoutState();
  vi.useRealTimers();
});

const failWith = (status: number, body?: unknown) =>
  server.use(mswHttp.get('*/api/test/fail', () => HttpResponse.json(body ?? null, { status })));

async function rejection(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('each §8 status reaches the user as its catalogue message', () => {
  it.each([
    [400, { message: '参数错误：name' }, '参数错误：name'],
    [400, { error_description: 'Account disabled' }, '该用户已禁用,请联系管理员'],
    [400, null, '请求错误'],
    [403, null, '拒绝访问'],
    [404, null, '404：资源不存在'],
    [405, null, '请求无效'],
    [408, null, '请求超时'],
    [409, { message: '客户名称已存在' }, '客户名称已存在'],
    [500, { message: 'NullPointerException' }, '500：服务器出错'],
    [501, null, '网络未实现'],
    [502, null, '502：网络错误'],
    [503, null, '服务不可用'],
  ])('%i %j → %s', async (status, body, expected) => {
    failWith(status, body);
    const error = await rejection(http.get('/api/test/fail'));
    expect(error.status).toBe(status);
    expect(error.message).toBe(expected);
    expect(notices).toEqual([{ level: 'error', text: expected }]);
  });

  it('401 on the token endpoint shows the server message and does not log out', async () => {
    writeToken('old-token');
    server.use(
      mswHttp.post('*/api/oauth/v1/pwd/authorize/token', () =>
        HttpResponse.json({ error_description: '账号或密码错误' }, { status: 401 }),
      ),
    );
    const error = await rejection(
      request('/api/oauth/v1/pwd/authorize/token', { method: 'POST', form: { username: 'a', password: 'b', realm: 'r' } }),
    );
    expect(error.message).toBe('账号或密码错误');
    expect(notices).toEqual([{ level: 'error', text: '账号或密码错误' }]);
    await new Promise((r) => setTimeout(r, 300));
    expect(localStorage.getItem(StorageKey.token)).toBe('old-token');
  });

  it('401 elsewhere: after 0.2 s 用户信息失效,请重新登录 once, storage cleared, islogout set, then /login', async () => {
    writeToken('expired');
    failWith(401, { message: 'token expired' });
    const errors = await Promise.all([rejection(http.get('/api/test/fail')), rejection(http.get('/api/test/fail'))]);
    expect(errors.map((e) => e.message)).toEqual(['用户信息失效,请重新登录', '用户信息失效,请重新登录']);
    expect(notices).toEqual([]); // not yet: the message comes after 0.2 s
    await vi.waitFor(() => expect(notices).toEqual([{ level: 'error', text: '用户信息失效,请重新登录' }]));
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(localStorage.getItem(StorageKey.tokenEncoded)).toBeNull();
    expect(localStorage.getItem(StorageKey.islogout)).toBe('true');
    await vi.waitFor(() => expect(location.hash).toBe('#/login'));
  });

  it('401 on a portal page logs out to /login with a url query', async () => {
    location.hash = '#/portal/about';
    failWith(401);
    await rejection(http.get('/api/test/fail'));
    await vi.waitFor(() => expect(location.hash).toBe(`#/login?url=${encodeURIComponent('/portal/about')}`));
  });
});

describe('timeout', () => {
  it('the default is 30 s (docs/behaviour §9)', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(30000);
  });

  it('a call with no answer within 30 s fails with 请求超时！', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(mswHttp.get('*/api/test/slow', () => delay('infinite')));
    const pending = rejection(http.get('/api/test/slow'));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 100);
    expect(notices).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    const error = await pending;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('请求超时！');
    expect(notices).toEqual([{ level: 'error', text: '请求超时！' }]);
  });
});

describe('per-call behaviour', () => {
  it('silent suppresses the toast but still rejects with the message', async () => {
    failWith(500);
    const error = await rejection(http.get('/api/test/fail', { silent: true }));
    expect(error.message).toBe('500：服务器出错');
    expect(notices).toEqual([]);
  });

  it('returns only the body', async () => {
    server.use(mswHttp.get('*/api/test/body', () => HttpResponse.json({ code: 200, data: { id: 7 } })));
    await expect(http.get('/api/test/body')).resolves.toEqual({ code: 200, data: { id: 7 } });
  });

  it('sends bearer token and acc headers from storage', async () => {
    writeToken('tok-123');
    writeStored('acc', 'hpc_zhangsan');
    let seen: Headers | undefined;
    server.use(mswHttp.get('*/api/test/headers', ({ request: req }) => ((seen = req.headers), HttpResponse.json({}))));
    await http.get('/api/test/headers');
    expect(seen?.get('authorization')).toBe('Bearer tok-123');
    expect(seen?.get('acc')).toBe('hpc_zhangsan');
  });

  it('reads the token from session storage when local storage has none', async () => {
    sessionStorage.setItem(StorageKey.token, 'session-tok');
    let auth: string | null = null;
    server.use(mswHttp.get('*/api/test/headers', ({ request: req }) => ((auth = req.headers.get('authorization')), HttpResponse.json({}))));
    await http.get('/api/test/headers');
    expect(auth).toBe('Bearer session-tok');
  });

  it('omits the headers when nothing is stored', async () => {
    let seen: Headers | undefined;
    server.use(mswHttp.get('*/api/test/headers', ({ request: req }) => ((seen = req.headers), HttpResponse.json({}))));
    await http.get('/api/test/headers');
    expect(seen?.has('authorization')).toBe(false);
    expect(seen?.has('acc')).toBe(false);
  });

  it('rewrites the account-service prefix with the stored server name', async () => {
    writeStored('aamName', 'aam-person');
    let path = '';
    server.use(mswHttp.get('*/api/aam-person/v1/portal/user/info', ({ request: req }) => ((path = new URL(req.url).pathname), HttpResponse.json({ id: 1 }))));
    await expect(http.get('/api/aam/v1/portal/user/info')).resolves.toEqual({ id: 1 });
    expect(path).toBe('/api/aam-person/v1/portal/user/info');
  });

  it('posts form-encoded bodies and appends query parameters, skipping empty ones', async () => {
    let contentType = '';
    let form = '';
    let query = '';
    server.use(
      mswHttp.post('*/api/test/form', async ({ request: req }) => {
        contentType = req.headers.get('content-type') ?? '';
        form = await req.text();
        query = new URL(req.url).search;
        return HttpResponse.json({ ok: true });
      }),
    );
    await request('/api/test/form', { method: 'POST', form: { realm: 'hpc', username: '张三' }, query: { a: 1, b: '', c: undefined, d: ['x', 'y'] } });
    expect(contentType).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(form).get('username')).toBe('张三');
    expect(query).toBe('?a=1&d=x&d=y');
  });

  it('shows the loading overlay while a call runs unless suppressed', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(mswHttp.get('*/api/test/gated', async () => (await gate, HttpResponse.json({}))));
    const withOverlay = http.get('/api/test/gated');
    await vi.waitFor(() => expect(isLoadingVisible()).toBe(true));
    release();
    await withOverlay;
    expect(isLoadingVisible()).toBe(false);

    let releaseQuiet!: () => void;
    const quietGate = new Promise<void>((r) => (releaseQuiet = r));
    server.use(mswHttp.get('*/api/test/quiet', async () => (await quietGate, HttpResponse.json({}))));
    const quiet = http.get('/api/test/quiet', { loading: false });
    await new Promise((r) => setTimeout(r, 20));
    expect(isLoadingVisible()).toBe(false);
    releaseQuiet();
    await quiet;
  });

  it('the overlay goes away after failures too', async () => {
    failWith(500);
    await rejection(http.get('/api/test/fail'));
    expect(isLoadingVisible()).toBe(false);
  });
});

describe('superseded requests', () => {
  it('a newer call with the same abortKey aborts the older one; no toast for the abort', async () => {
    let calls = 0;
    server.use(
      mswHttp.get('*/api/test/list', async ({ request: req }) => {
        calls += 1;
        const page = new URL(req.url).searchParams.get('page');
        if (page === '1') await delay(200);
        return HttpResponse.json({ page });
      }),
    );
    const first = http.get('/api/test/list', { query: { page: 1 }, abortKey: 'list' });
    const second = http.get('/api/test/list', { query: { page: 2 }, abortKey: 'list' });
    const firstError = await rejection(first);
    expect(isAbortError(firstError)).toBe(true);
    await expect(second).resolves.toEqual({ page: '2' });
    expect(calls).toBeGreaterThanOrEqual(1);
    expect(notices).toEqual([]);
    expect(isLoadingVisible()).toBe(false);
  });
});

describe('blob downloads', () => {
  it('returns the blob of a file response', async () => {
    server.use(
      mswHttp.get('*/api/test/export', () =>
        new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
      ),
    );
    const blob = await http.download('/api/test/export');
    expect(blob.size).toBe(4);
  });

  it('an error body inside a 200 download is shown as a warning', async () => {
    server.use(mswHttp.get('*/api/test/export', () => HttpResponse.json({ code: 500, message: '导出数据量过大' })));
    const error = await rejection(http.download('/api/test/export'));
    expect(error.message).toBe('导出数据量过大');
    expect(notices).toEqual([{ level: 'warning', text: '导出数据量过大' }]);
  });

  it('a failed download status is shown as a warning with the catalogue text', async () => {
    server.use(mswHttp.get('*/api/test/export', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    const error = await rejection(http.download('/api/test/export'));
    expect(error.message).toBe('500：服务器出错');
    expect(notices).toEqual([{ level: 'warning', text: '500：服务器出错' }]);
  });
});

describe('network failure', () => {
  it('a dropped connection gets a clear message', async () => {
    server.use(mswHttp.get('*/api/test/net', () => HttpResponse.error()));
    const error = await rejection(http.get('/api/test/net'));
    expect(error.kind).toBe('network');
    expect(notices).toEqual([{ level: 'error', text: '网络连接异常，请检查网络后重试' }]);
  });
});
