import type { WebSocketHandlerConnection } from 'msw';
import { faults } from '../faults/registry';

/** Close code of a dropped socket: 1011, "internal error", as a crashing server sends. */
export const DROPPED_SOCKET_CODE = 1011;
const DROPPED_SOCKET_REASON = '服务器内部错误';

/** A mocked socket as seen from the server side. */
export type MockSocketClient = WebSocketHandlerConnection['client'];

/** Closes the client if a dropSocket fault matches its URL; counts one application. */
export function dropIfFaulted(client: MockSocketClient): boolean {
  if (!faults.take('socket', 'GET', client.url.pathname)) return false;
  client.close(DROPPED_SOCKET_CODE, DROPPED_SOCKET_REASON);
  return true;
}

/**
 * Also drops sockets that are already open when a matching fault is added, so a tester sees
 * the client's reconnect logic at work without reloading.
 */
export function watchSocketFaults(openClients: () => Iterable<MockSocketClient>): () => void {
  let busy = false; // take() notifies listeners again; ignore our own changes
  return faults.subscribe(() => {
    if (busy) return;
    busy = true;
    try {
      for (const client of [...openClients()]) {
        if (faults.find('socket', 'GET', client.url.pathname)) dropIfFaulted(client);
      }
    } finally {
      busy = false;
    }
  });
}
