import { getRuntimeConfig } from '../../../src/core/config/runtimeConfig';
import { encryptPassword } from '../../../src/core/session/passwordCipher';
import { DEMO_ACCOUNTS } from '../../../mocks/store/seeds/demoAccounts';

/** jsdom's origin; absolute URLs because Node's fetch has no page to resolve against. */
export const ORIGIN = 'http://localhost:3000';
export const WS_ORIGIN = 'ws://localhost:3000';

export interface TokenResponse {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  session_state: string;
}

export function passwordOf(userName: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.userName === userName);
  if (!account) throw new Error(`no demo account ${userName}`);
  return account.password;
}

export function requestToken(userName: string, password = passwordOf(userName), realm = 'hpc'): Promise<Response> {
  return fetch(`${ORIGIN}/api/oauth/v1/pwd/authorize/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      realm,
      username: userName,
      password: encryptPassword(password, getRuntimeConfig().passwordKey),
    }).toString(),
  });
}

export async function login(userName: string, password?: string): Promise<TokenResponse> {
  const response = await requestToken(userName, password);
  if (response.status !== 200) throw new Error(`login ${userName} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as TokenResponse;
}

export function authed(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
}

export async function getJson<T>(path: string, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${ORIGIN}${path}`, token ? authed(token) : {});
  return { status: response.status, body: (await response.json()) as T };
}

/** A client socket with its received frames queued, for step-by-step assertions. */
export interface SocketProbe {
  socket: WebSocket;
  opened: Promise<void>;
  closed: Promise<CloseEvent>;
  /** Next received text frame (waits up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<string>;
  received: string[];
}

export function openSocket(url: string): SocketProbe {
  const socket = new WebSocket(url);
  const received: string[] = [];
  let cursor = 0;
  const waiting: (() => void)[] = [];
  socket.addEventListener('message', (event: MessageEvent) => {
    received.push(String(event.data));
    for (const wake of waiting.splice(0)) wake();
  });
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve(), { once: true }));
  const closed = new Promise<CloseEvent>((resolve) => socket.addEventListener('close', (event) => resolve(event), { once: true }));
  const next = async (timeoutMs = 2000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    while (cursor >= received.length) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no frame within ${timeoutMs} ms (got ${received.length})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        waiting.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    const frame = received[cursor];
    cursor += 1;
    return frame ?? '';
  };
  return { socket, opened, closed, next, received };
}
