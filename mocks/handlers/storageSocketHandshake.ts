import { fail } from './respond';
import { publicOperation } from '../routing/declaredOperation';

/**
 * Hand-written: the path is a WebSocket's (the stream is mocks/ws/storageProgress.ts); over plain HTTP it only refuses with how to connect.
 *
 * GET starlight/api/storage/opt/{id}?xg-token= is the storage task-progress WebSocket (spec 7.3):
 * the stream itself is mocks/ws/storageProgress.ts (msw's ws link in the browser, the `ws` server
 * of the mock server), which checks the xg-token and the task. This handler answers the same
 * address asked over plain HTTP, which a socket never does: a request that is no WebSocket
 * handshake is refused with 400 (RFC 6455 4.2.1) saying how to connect, so the contract declares
 * the handshake's path and a wrong client learns what it did wrong.
 */
export const storageSocketHandshakeHandlers = [
  publicOperation('storage', 'get-opt-progress', () =>
    fail(400, '该地址是任务进度的 WebSocket 连接，请以 WebSocket 方式连接并携带 xg-token 参数')),
];
