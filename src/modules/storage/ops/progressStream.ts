import { resolveWsUrl } from '../../../core/config/runtimeConfig';
import { storageProgressSocketPath } from '../../../core/socket/socketCodes';

/**
 * The execution-detail stream of one task (docs/behaviour §4): frames `{ code, message, done }` over
 * /api/operation-management/v1/starlight/api/storage/opt/{id}?xg-token=…, the last one marked
 * done. A socket that errors, or closes before the last frame without being asked to, is a
 * connection error.
 */
export interface ProgressFrame {
  code: number;
  message: string;
  done: boolean;
}

export interface StreamHandlers {
  onLine(text: string): void;
  onDone(frame: ProgressFrame): void;
  onError(): void;
}

export interface ProgressStream {
  close(): void;
}

function parseFrame(data: unknown): ProgressFrame {
  const text = typeof data === 'string' ? data : String(data);
  try {
    const parsed = JSON.parse(text) as Partial<ProgressFrame>;
    if (typeof parsed === 'object' && parsed !== null && 'message' in parsed) {
      return { code: Number(parsed.code ?? 200), message: String(parsed.message ?? ''), done: parsed.done === true };
    }
  } catch {
    // not JSON: a plain text line
  }
  return { code: 200, message: text, done: false };
}

export function openProgressStream(taskId: string, xgToken: string, handlers: StreamHandlers): ProgressStream {
  const socket = new WebSocket(resolveWsUrl(storageProgressSocketPath(taskId, xgToken)));
  let finished = false;
  let failed = false;
  const fail = () => {
    if (finished || failed) return;
    failed = true;
    handlers.onError();
  };
  socket.addEventListener('message', (event: MessageEvent) => {
    if (finished) return;
    const frame = parseFrame(event.data);
    if (frame.message !== '') handlers.onLine(frame.message);
    if (frame.done) {
      finished = true;
      handlers.onDone(frame);
    }
  });
  socket.addEventListener('error', fail);
  socket.addEventListener('close', fail);
  return {
    close() {
      finished = true; // a close we asked for is not an error
      if (socket.readyState === WebSocket.CONNECTING || socket.readyState === WebSocket.OPEN) socket.close(1000, 'closed by user');
    },
  };
}
