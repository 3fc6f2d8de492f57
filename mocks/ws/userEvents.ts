import { ws } from 'msw';
import { HEARTBEAT_CODE, type SocketMessage } from '../../src/core/socket/socketCodes';
import { dropIfFaulted, watchSocketFaults, type MockSocketClient } from './socketFaults';

/** The user-events socket: /websocket/userEvents/{session state} (docs/behaviour §4 Websocket). */
const userEvents = ws.link('*/websocket/userEvents/:state');

interface Connection {
  client: MockSocketClient;
  state: string;
}

export interface ConnectionInfo {
  id: string;
  state: string;
}

function isHeartbeat(data: unknown): boolean {
  if (typeof data !== 'string') return false;
  if (data.trim() === HEARTBEAT_CODE) return true;
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return false;
    const { msgType, code } = parsed as { msgType?: unknown; code?: unknown };
    return msgType === HEARTBEAT_CODE || code === HEARTBEAT_CODE;
  } catch {
    return false;
  }
}

/** Server side of the user-events channel: who is connected, and pushing notices to them. */
export class NoticeHub {
  private readonly connections = new Set<Connection>();
  private readonly waiters = new Set<() => void>();

  /** Sends `{ code, message }` to every client, or to those of one session state; returns how many. */
  push(code: string, message: string, state?: string): number {
    const frame: SocketMessage = { code, message };
    let sent = 0;
    for (const connection of this.connections) {
      if (state !== undefined && connection.state !== state) continue;
      connection.client.send(JSON.stringify(frame));
      sent += 1;
    }
    return sent;
  }

  connected(): ConnectionInfo[] {
    return [...this.connections].map(({ client, state }) => ({ id: client.id, state }));
  }

  count(state?: string): number {
    return state === undefined ? this.connections.size : this.connected().filter((c) => c.state === state).length;
  }

  /** Resolves once a client (of the state, if given) is connected; for tests and Playwright. */
  waitForClient(state?: string, timeoutMs = 5000): Promise<void> {
    if (this.count(state) > 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = (): void => {
        if (this.count(state) === 0) return;
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`等待用户事件通道连接超时（${timeoutMs} ms）`));
      }, timeoutMs);
      this.waiters.add(check);
    });
  }

  /** Closes every connection (reset: the sessions behind them are gone). */
  closeAll(code = 1000, reason = '演示数据已重置'): void {
    for (const { client } of [...this.connections]) client.close(code, reason);
    this.connections.clear();
  }

  clients(): MockSocketClient[] {
    return [...this.connections].map((c) => c.client);
  }

  attach(client: MockSocketClient, state: string): void {
    const connection: Connection = { client, state };
    this.connections.add(connection);
    client.addEventListener('close', () => this.connections.delete(connection));
    client.addEventListener('message', (event) => {
      if (isHeartbeat(event.data)) {
        client.send(JSON.stringify({ code: HEARTBEAT_CODE, message: 'pong' } satisfies SocketMessage));
      }
    });
    for (const waiter of [...this.waiters]) waiter();
  }
}

export const notices = new NoticeHub();

watchSocketFaults(() => notices.clients());

export const userEventsHandler = userEvents.addEventListener('connection', ({ client, params }) => {
  if (dropIfFaulted(client)) return;
  const state = typeof params.state === 'string' ? params.state : ''; // msw has URI-decoded it
  notices.attach(client, state);
});
