import { ws } from 'msw';
import { dropIfFaulted, watchSocketFaults, type MockSocketClient } from './socketFaults';

/**
 * Progress of asynchronous storage tasks (docs/behaviour §4 File operations / Execution-detail stream):
 * the server returns a task id, the client follows its output over
 * /api/operation-management/v1/starlight/api/storage/opt/{id}?xg-token=…
 *
 * A task runs on its own clock whether or not anyone watches, like a server-side job: each
 * line becomes available one interval after the previous one, and `onComplete` fires when it
 * ends (a file-operation mock applies its change there). A client connecting late first gets
 * the lines already produced, so "Refresh reconnects" shows the whole output.
 */
const storageProgress = ws.link('*/api/operation-management/v1/starlight/api/storage/opt/:id');

/** One frame on the stream. `done` marks the last frame before the server closes. */
export interface ProgressFrame {
  code: number;
  message: string;
  done: boolean;
}

export interface TaskOptions {
  /** Time between lines; default 400 ms. */
  intervalMs?: number;
  /** Code of the completion frame; default 200 (anything else reads as a failed task). */
  finalCode?: number;
  /** Text of the completion frame; default 任务执行完成 / 任务执行失败. */
  finalMessage?: string;
  /** When set, only this xg-token may follow the task; otherwise any non-empty token. */
  xgToken?: string;
  /** Called once when the last line has been produced. */
  onComplete?: (task: TaskInfo) => void;
  /**
   * Called once after the last line, before the completion frame goes out: a file operation
   * commits its change here, and what it returns (if anything) replaces the final code and
   * message, so the stream never reports success for a change that could not be applied.
   */
  beforeFinish?: (task: TaskInfo) => { code: number; message: string } | void;
}

export interface TaskInfo {
  id: string;
  lines: string[];
  produced: number;
  status: 'running' | 'done';
  finalCode: number;
  finalMessage: string;
}

interface Task extends TaskInfo {
  intervalMs: number;
  xgToken: string | undefined;
  onComplete: ((task: TaskInfo) => void) | undefined;
  beforeFinish: TaskOptions['beforeFinish'];
  watchers: Set<MockSocketClient>;
  timer: ReturnType<typeof setTimeout> | undefined;
}

const send = (client: MockSocketClient, frame: ProgressFrame): void => client.send(JSON.stringify(frame));

/**
 * Closes after the frames sent so far have been delivered. msw delivers a sent frame in a
 * microtask (after the open event when the socket is still connecting) and drops it if the
 * socket is closing by then, so closing in the same turn would lose the last frames.
 */
function closeAfterDelivery(client: MockSocketClient, code: number, reason: string): void {
  setTimeout(() => client.close(code, reason), 0);
}

function info(task: Task): TaskInfo {
  const { id, lines, produced, status, finalCode, finalMessage } = task;
  return { id, lines: [...lines], produced, status, finalCode, finalMessage };
}

export class TaskHub {
  private readonly tasks = new Map<string, Task>();
  private nextId = 1;

  /** Starts a task producing `lines`; returns its id for the socket path. */
  create(lines: readonly string[], options: TaskOptions = {}): string {
    const id = String(this.nextId);
    this.nextId += 1;
    const finalCode = options.finalCode ?? 200;
    const task: Task = {
      id,
      lines: [...lines],
      produced: 0,
      status: 'running',
      finalCode,
      finalMessage: options.finalMessage ?? (finalCode === 200 ? '任务执行完成' : '任务执行失败'),
      intervalMs: Math.max(0, options.intervalMs ?? 400),
      xgToken: options.xgToken,
      onComplete: options.onComplete,
      beforeFinish: options.beforeFinish,
      watchers: new Set(),
      timer: undefined,
    };
    this.tasks.set(id, task);
    this.tick(task);
    return id;
  }

  get(id: string): TaskInfo | undefined {
    const task = this.tasks.get(id);
    return task ? info(task) : undefined;
  }

  list(): TaskInfo[] {
    return [...this.tasks.values()].map(info);
  }

  /** Stops every task and closes its watchers (reset). */
  clear(): void {
    for (const task of this.tasks.values()) {
      if (task.timer !== undefined) clearTimeout(task.timer);
      for (const client of task.watchers) client.close(1000, '演示数据已重置');
    }
    this.tasks.clear();
    this.nextId = 1;
  }

  clients(): MockSocketClient[] {
    return [...this.tasks.values()].flatMap((task) => [...task.watchers]);
  }

  /** A socket connected for task `id` with the given xg-token. */
  attach(client: MockSocketClient, id: string, xgToken: string | null): void {
    if (!xgToken) {
      send(client, { code: 401, message: '缺少 xg-token，无法获取任务进度', done: true });
      closeAfterDelivery(client, 1008, 'missing xg-token');
      return;
    }
    const task = this.tasks.get(id);
    if (!task) {
      send(client, { code: 404, message: `任务 ${id} 不存在或已结束`, done: true });
      closeAfterDelivery(client, 4404, 'unknown task');
      return;
    }
    if (task.xgToken !== undefined && task.xgToken !== xgToken) {
      send(client, { code: 403, message: 'xg-token 无效，无权查看该任务', done: true });
      closeAfterDelivery(client, 1008, 'invalid xg-token');
      return;
    }
    for (const line of task.lines.slice(0, task.produced)) send(client, { code: 200, message: line, done: false });
    if (task.status === 'done') {
      this.finish(client, task);
      return;
    }
    task.watchers.add(client);
    client.addEventListener('close', () => task.watchers.delete(client));
  }

  private tick(task: Task): void {
    task.timer = setTimeout(() => {
      task.timer = undefined;
      if (task.produced < task.lines.length) {
        const line = task.lines[task.produced] ?? '';
        task.produced += 1;
        for (const client of task.watchers) send(client, { code: 200, message: line, done: false });
        this.tick(task);
        return;
      }
      const outcome = task.beforeFinish?.(info(task));
      if (outcome) {
        task.finalCode = outcome.code;
        task.finalMessage = outcome.message;
      }
      task.status = 'done';
      for (const client of [...task.watchers]) this.finish(client, task);
      task.watchers.clear();
      task.onComplete?.(info(task));
    }, task.intervalMs);
  }

  private finish(client: MockSocketClient, task: Task): void {
    send(client, { code: task.finalCode, message: task.finalMessage, done: true });
    closeAfterDelivery(client, 1000, 'task finished');
  }
}

export const tasks = new TaskHub();

watchSocketFaults(() => tasks.clients());

export const storageProgressHandler = storageProgress.addEventListener('connection', ({ client, params }) => {
  if (dropIfFaulted(client)) return;
  const id = typeof params.id === 'string' ? params.id : '';
  tasks.attach(client, id, client.url.searchParams.get('xg-token'));
});
