/**
 * `/__mocks/…`: the mock backend's control handle (`mockControl`, window.__HPC_MOCKS__ in the
 * browser) over HTTP, for testers with curl and for tests of the standalone server:
 *
 *   GET    /__mocks                 state: seed, accounts, faults, open sockets, tasks
 *   GET    /__mocks/faults          fault rules in force
 *   POST   /__mocks/faults          add a rule (mocks/faults/registry.ts FaultRule) → { id }
 *   DELETE /__mocks/faults/{id}     remove one rule; DELETE /__mocks/faults removes all
 *   POST   /__mocks/reset           back to the seed (data, sessions, faults, sockets, tasks)
 *   POST   /__mocks/notices         push { code, message, state? } on the user-events socket → { sent }
 *   POST   /__mocks/sign-in         { username, password } in plain text → the token answer of
 *                                   POST /api/oauth/v1/pwd/authorize/token (which wants the password encrypted)
 *
 * Every call needs the control token (controlGuard.ts, checked by server.ts); no answer carries a
 * password (the accounts are listed by name, role and state).
 */
import { getRuntimeConfig } from '../../src/core/config/runtimeConfig';
import { encryptPassword } from '../../src/core/session/passwordCipher';
import { mockControl } from '../control';
import type { FaultRule } from '../faults/registry';
import { withoutPasswords } from './controlGuard';

export const CONTROL_PREFIX = '/__mocks';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

/** Passes a request on to the mock handlers (the sign-in shortcut calls the real token endpoint). */
export type MockFetch = (request: Request) => Promise<Response>;

const ok = (body: unknown, status = 200): ControlAnswer => ({ status, body });
const fail = (status: number, message: string): ControlAnswer => ({ status, body: { code: status, message } });

function asObject(body: unknown): Record<string, unknown> | null {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

function state(): unknown {
  return {
    seed: mockControl.db.seed,
    accounts: mockControl.accounts.map(({ userName, roleName, disabled }) => ({ userName, roleName, disabled })),
    faults: mockControl.faults.list(),
    userEventSockets: mockControl.notices.connected(),
    tasks: mockControl.tasks.list().map(({ id, status, produced, lines, finalCode }) => ({ id, status, produced, total: lines.length, finalCode })),
  };
}

async function signIn(body: Record<string, unknown> | null, origin: string, fetchMock: MockFetch): Promise<ControlAnswer> {
  const username = typeof body?.username === 'string' ? body.username : '';
  const password = typeof body?.password === 'string' ? body.password : '';
  if (username === '' || password === '') return fail(400, '请提供 username 和 password');
  const form = new URLSearchParams({ username, password: encryptPassword(password, getRuntimeConfig().passwordKey) });
  const response = await fetchMock(new Request(`${origin}/api/oauth/v1/pwd/authorize/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  }));
  return { status: response.status, body: await response.json() };
}

/** Answers a control call; `body` is the parsed JSON body (undefined when there was none). */
export async function handleControl(method: string, path: string, body: unknown, origin: string, fetchMock: MockFetch): Promise<ControlAnswer> {
  const answer = await answerControl(method, path, body, origin, fetchMock);
  return { status: answer.status, body: withoutPasswords(answer.body) };
}

async function answerControl(method: string, path: string, body: unknown, origin: string, fetchMock: MockFetch): Promise<ControlAnswer> {
  const rest = path.slice(CONTROL_PREFIX.length).replace(/\/+$/, '');
  if (rest === '' && method === 'GET') return ok(state());
  if (rest === '/reset' && method === 'POST') {
    await mockControl.reset();
    return ok({ code: 200, message: '演示数据已重置' });
  }
  if (rest === '/faults') {
    if (method === 'GET') return ok(mockControl.faults.list());
    if (method === 'DELETE') {
      mockControl.faults.clear();
      await mockControl.faults.flush();
      return ok({ code: 200, message: '已清除全部故障规则' });
    }
    if (method === 'POST') {
      const rule = asObject(body);
      if (!rule) return fail(400, '请求体必须是故障规则 JSON 对象');
      try {
        const id = mockControl.faults.set(rule as unknown as FaultRule); // validated by the registry
        await mockControl.faults.flush();
        return ok({ id }, 201);
      } catch (error) {
        return fail(400, error instanceof Error ? error.message : String(error));
      }
    }
  }
  const fault = /^\/faults\/([^/]+)$/.exec(rest);
  if (fault && method === 'DELETE') {
    const removed = mockControl.faults.remove(decodeURIComponent(fault[1] ?? ''));
    await mockControl.faults.flush();
    return removed ? ok({ code: 200, message: '已删除' }) : fail(404, '没有这条故障规则');
  }
  if (rest === '/notices' && method === 'POST') {
    const notice = asObject(body);
    if (typeof notice?.code !== 'string' || typeof notice.message !== 'string') return fail(400, '请提供 code 和 message');
    const sent = mockControl.notices.push(notice.code, notice.message, typeof notice.state === 'string' ? notice.state : undefined);
    return ok({ sent });
  }
  if (rest === '/sign-in' && method === 'POST') return signIn(asObject(body), origin, fetchMock);
  return fail(404, `没有这个控制接口：${method} ${path}`);
}
