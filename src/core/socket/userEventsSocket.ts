import { resolveWsUrl } from '../config/runtimeConfig';
import { publishAppEvent } from '../events/appEvents';
import { readStored, readToken } from '../session/storageKeys';
import { HEARTBEAT_CODE, userEventsSocketPath, type SocketMessage } from './socketCodes';

/** docs/behaviour §9: heartbeat 30 s, reconnect delay 30 s, send retry 1 s. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
export const RECONNECT_DELAY_MS = 30_000;
export const SEND_RETRY_MS = 1_000;

/** WebSocket.readyState values, spelled out so fakes need not define the static constants. */
const CONNECTING = 0;
const OPEN = 1;

/** The part of WebSocket this class uses; tests pass a fake with the same shape. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type TimerHandle = unknown;

export interface SocketTimers {
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
  setInterval(callback: () => void, ms: number): TimerHandle;
  clearInterval(handle: TimerHandle): void;
}

export interface UserEventsSocketDeps {
  createSocket(url: string): SocketLike;
  timers: SocketTimers;
  /** Full socket URL for a session state. */
  urlFor(state: string): string;
  /** The heartData storage value (docs/behaviour §3), sent as the heartbeat body. */
  readHeartData(): string | null;
  publish(event: SocketMessage): void;
  /** docs/behaviour §4 "Errors only log": never a toast. */
  log: Pick<Console, 'error' | 'warn'>;
}

type Handle = ReturnType<typeof setTimeout>;

/** Looked up at call time, so fake timers installed after import still apply. */
const globalTimers: SocketTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Handle),
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as Handle),
};

export const defaultSocketDeps: UserEventsSocketDeps = {
  createSocket: (url) => new WebSocket(url),
  timers: globalTimers,
  urlFor: (state) => resolveWsUrl(userEventsSocketPath(state)),
  readHeartData: () => readStored('heartData'),
  publish: publishAppEvent,
  log: console,
};

/** heartData with msgType set to the heartbeat code; a missing or broken value still beats. */
export function heartbeatFrame(heartData: string | null): string {
  let body: Record<string, unknown> = {};
  if (heartData) {
    try {
      const parsed: unknown = JSON.parse(heartData);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
    } catch {
      // a hand-edited value: the server only needs msgType to recognise the beat
    }
  }
  return JSON.stringify({ ...body, msgType: HEARTBEAT_CODE });
}

/** `{ code, message }` from a text frame, or null when it is not one. */
export function parseSocketMessage(data: unknown): SocketMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { code, message } = parsed as { code?: unknown; message?: unknown };
    if (typeof code !== 'string' || code === '') return null;
    return { code, message: typeof message === 'string' ? message : '' };
  } catch {
    return null;
  }
}

export type UserEventsStatus = 'idle' | 'connecting' | 'open' | 'waiting';

/**
 * The user-events websocket of docs/behaviour §4: one per signed-in session, kept alive with a heartbeat,
 * reopened 30 s after an error or close, publishing every other message as an app event.
 *
 * At most one socket exists at any time: connecting again (a re-login, a restored session)
 * closes the previous socket before opening the next, a reconnect only starts after the failed
 * socket has been detached and closed, and `close()` (logout) cancels every timer.
 */
export class UserEventsSocket {
  private sessionState: string | null = null;
  private socket: SocketLike | null = null;
  private heartbeat: TimerHandle | null = null;
  private reconnect: TimerHandle | null = null;
  private readonly sendRetries = new Set<TimerHandle>();

  constructor(private readonly deps: UserEventsSocketDeps = defaultSocketDeps) {}

  get status(): UserEventsStatus {
    if (this.sessionState === null) return 'idle';
    if (this.socket?.readyState === OPEN) return 'open';
    if (this.socket) return 'connecting';
    return 'waiting';
  }

  /** The session state the socket serves, or null when stopped. */
  get state(): string | null {
    return this.sessionState;
  }

  /** Opens the socket for a session; a live socket of the same session is reused. */
  connect(state: string): void {
    const live = this.socket !== null && (this.socket.readyState === CONNECTING || this.socket.readyState === OPEN);
    if (this.sessionState === state && live) return;
    this.teardown();
    this.sessionState = state;
    this.open();
  }

  /** Logout: closes the socket and cancels heartbeat, reconnect and pending sends. */
  close(): void {
    this.sessionState = null;
    this.teardown();
  }

  /** Sends now when open; otherwise retries every second until open or closed (docs/behaviour §9). */
  send(data: string): void {
    if (this.sessionState === null) return;
    if (this.socket?.readyState === OPEN) {
      try {
        this.socket.send(data);
      } catch (error) {
        this.deps.log.error('[user-events] send failed', error);
      }
      return;
    }
    const retry = this.deps.timers.setTimeout(() => {
      this.sendRetries.delete(retry);
      this.send(data);
    }, SEND_RETRY_MS);
    this.sendRetries.add(retry);
  }

  private open(): void {
    const state = this.sessionState;
    if (state === null) return;
    let socket: SocketLike;
    try {
      socket = this.deps.createSocket(this.deps.urlFor(state));
    } catch (error) {
      this.deps.log.error('[user-events] cannot open socket', error);
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => this.startHeartbeat();
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = (event) => {
      this.deps.log.error('[user-events] socket error', event);
      this.fail(socket);
    };
    socket.onclose = (event) => {
      this.deps.log.warn(`[user-events] socket closed (${event.code}${event.reason ? ` ${event.reason}` : ''})`);
      this.fail(socket);
    };
  }

  private receive(data: unknown): void {
    const message = parseSocketMessage(data);
    if (message === null) {
      this.deps.log.warn('[user-events] ignored a frame that is not { code, message }', data);
      return;
    }
    if (message.code === HEARTBEAT_CODE) return;
    this.deps.publish(message);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeat = this.deps.timers.setInterval(() => {
      this.send(heartbeatFrame(this.deps.readHeartData()));
    }, HEARTBEAT_INTERVAL_MS);
  }

  private stopHeartbeat(): void {
    if (this.heartbeat !== null) this.deps.timers.clearInterval(this.heartbeat);
    this.heartbeat = null;
  }

  /** Error or close of the current socket: drop it for good, then try again in 30 s. */
  private fail(socket: SocketLike): void {
    if (socket !== this.socket) return; // a late event of a socket already replaced
    this.discardSocket();
    this.stopHeartbeat();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.sessionState === null || this.reconnect !== null) return;
    this.reconnect = this.deps.timers.setTimeout(() => {
      this.reconnect = null;
      this.open();
    }, RECONNECT_DELAY_MS);
  }

  /** Detaches the handlers first, so the close we cause is not mistaken for a failure. */
  private discardSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onerror = null;
    socket.onclose = null;
    if (socket.readyState === CONNECTING || socket.readyState === OPEN) {
      try {
        socket.close(1000, 'client closed');
      } catch (error) {
        this.deps.log.error('[user-events] close failed', error);
      }
    }
  }

  private teardown(): void {
    this.discardSocket();
    this.stopHeartbeat();
    if (this.reconnect !== null) this.deps.timers.clearTimeout(this.reconnect);
    this.reconnect = null;
    for (const retry of this.sendRetries) this.deps.timers.clearTimeout(retry);
    this.sendRetries.clear();
  }
}

/** The console's one user-events socket. */
export const userEventsSocket = new UserEventsSocket();

/**
 * Connects for the stored session (token + session state), as after sign-in or on a page load
 * with a stored token (docs/behaviour §4 Login). Returns false when there is no session to connect for.
 */
export function startUserEventsSocket(): boolean {
  const state = readStored('state');
  if (!readToken() || !state) return false;
  userEventsSocket.connect(state);
  return true;
}

export function stopUserEventsSocket(): void {
  userEventsSocket.close();
}
