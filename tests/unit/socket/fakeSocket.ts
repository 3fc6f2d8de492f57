import { vi } from 'vitest';
import type { SocketLike, UserEventsSocketDeps } from '../../../src/core/socket/userEventsSocket';

/** A WebSocket stand-in the test drives by hand: open, receive, error, close. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: string[] = [];
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('InvalidStateError: not open');
    this.sent.push(data);
  }

  close(code = 1000): void {
    this.closedWith = code;
    this.readyState = 3;
  }

  // server side
  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  receive(data: string): void {
    this.onmessage?.(new MessageEvent('message', { data }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }

  drop(code = 1011): void {
    this.readyState = 3;
    this.onclose?.(new CloseEvent('close', { code }));
  }
}

export interface Harness {
  deps: UserEventsSocketDeps;
  sockets: FakeSocket[];
  published: { code: string; message: string }[];
  log: { error: ReturnType<typeof vi.fn>; warn: ReturnType<typeof vi.fn> };
  /** Sockets not closed by anyone (connecting or open). */
  live(): FakeSocket[];
  last(): FakeSocket;
  heartData: { value: string | null };
}

/** Dependencies wired to fakes; timers are the global ones, which vi.useFakeTimers replaces. */
export function harness(): Harness {
  const sockets: FakeSocket[] = [];
  const published: { code: string; message: string }[] = [];
  const log = { error: vi.fn(), warn: vi.fn() };
  const heartData = { value: JSON.stringify({ userId: 'u-1', realm: 'hpc', defaultGroup: '1001', defaultRole: '1' }) as string | null };
  const deps: UserEventsSocketDeps = {
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    timers: {
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    },
    urlFor: (state) => `ws://console.test/websocket/userEvents/${state}`,
    readHeartData: () => heartData.value,
    publish: (event) => published.push(event),
    log,
  };
  return {
    deps,
    sockets,
    published,
    log,
    heartData,
    live: () => sockets.filter((s) => s.readyState === 0 || s.readyState === 1),
    last: () => {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error('no socket created');
      return socket;
    },
  };
}
