/**
 * `ws` ⇄ msw websocket handlers: an upgraded socket of the standalone server becomes the
 * `client` an msw `ws.link(...)` handler sees (mocks/ws), so the user-events channel and the
 * storage task-progress stream run unchanged over real websockets.
 */
import { randomUUID } from 'node:crypto';
import type { WebSocketHandler } from 'msw';
import { WebSocket } from 'ws';
import type { MockSocketClient } from '../ws/socketFaults';

type SocketData = Parameters<MockSocketClient['send']>[0];

function closeEvent(code: number, reason: string): Event {
  // Node 20 has no global CloseEvent; the handlers read only the event's type.
  return Object.assign(new Event('close'), { code, reason, wasClean: true });
}

/** The server-side end of one real websocket, shaped like msw's client connection. */
export class ServerSocketClient extends EventTarget {
  readonly id = randomUUID();

  constructor(private readonly socket: WebSocket, readonly url: URL) {
    super();
    socket.on('message', (data, isBinary) => {
      const payload = isBinary ? data : data.toString();
      this.dispatchEvent(new MessageEvent('message', { data: payload }));
    });
    socket.on('close', (code, reason) => this.dispatchEvent(closeEvent(code, reason.toString())));
  }

  send(data: SocketData): void {
    if (this.socket.readyState !== WebSocket.OPEN) return;
    if (typeof data === 'string' || ArrayBuffer.isView(data) || data instanceof ArrayBuffer) {
      this.socket.send(data);
      return;
    }
    if (data instanceof Blob) {
      void data.arrayBuffer().then((buffer) => this.send(buffer));
      return;
    }
    this.socket.send(new Uint8Array(data as ArrayBufferLike)); // SharedArrayBuffer
  }

  close(code = 1000, reason = ''): void {
    if (this.socket.readyState === WebSocket.CLOSED || this.socket.readyState === WebSocket.CLOSING) return;
    this.socket.close(code, reason);
  }
}

/** The mock has no upstream server: msw's `server` side of a connection does nothing. */
class NoUpstream extends EventTarget {
  connect(): void {}
  send(): void {}
  close(): void {}
}

type Connection = Parameters<WebSocketHandler['run']>[0];

/**
 * The handler whose link matches the URL, if any (checked before the upgrade is accepted, so an
 * unknown socket path is refused with 404 rather than opened and closed).
 */
export function findSocketHandler(handlers: readonly WebSocketHandler[], url: URL): WebSocketHandler | undefined {
  return handlers.find((handler) => handler.test(url));
}

/** Runs the handler's `connection` listeners for an accepted socket. */
export async function connectSocket(handler: WebSocketHandler, socket: WebSocket, url: URL, protocols: string[]): Promise<void> {
  const client = new ServerSocketClient(socket, url);
  // msw types the connection with the interceptor's concrete classes (private members); these
  // two objects implement the public protocol the handlers use (mocks/ws), which is all run() calls.
  const connection = {
    client,
    server: new NoUpstream(),
    info: { protocols: protocols.length > 0 ? protocols : undefined },
  } as unknown as Connection;
  await handler.run(connection);
}
