import { db } from '../../store/db';
import { formatBeijingTime } from '../../store/time';
import { tasks } from '../../ws/storageProgress';
import type { StorageContext } from '../context';
import { StorageError } from '../errors';
import { saveFs } from '../fs/accountFs';

/**
 * Runs a prepared file operation as an asynchronous task (docs/behaviour §4 File operations): the
 * output lines stream over the progress socket at a readable pace, the change is committed
 * right before the completion frame (whose code says whether it worked), and a failed delete,
 * copy, pack or unpack leaves an operation record (status 3).
 */
export interface Prepared {
  lines: string[];
  /** Applies the change; returns the completion message. Throws StorageError to fail. */
  commit?: () => string;
  /** Set when preparing already found the operation cannot succeed (corrupt archive, Zip Slip…). */
  failure?: string;
}

export type RecordedType = 1 | 2 | 7 | 8;

const MAX_TRANSCRIPT = 60;

/** Keeps a transcript readable: the first lines, an ellipsis, the last ones. */
export function transcript(lines: readonly string[]): string[] {
  if (lines.length <= MAX_TRANSCRIPT) return [...lines];
  const head = lines.slice(0, MAX_TRANSCRIPT - 10);
  return [...head, `……（省略 ${lines.length - MAX_TRANSCRIPT} 行）`, ...lines.slice(-9)];
}

/** About two seconds per task whatever its length, never slower than 4 lines a second. */
export function paceMs(lineCount: number): number {
  return Math.max(30, Math.min(250, Math.floor(2000 / Math.max(1, lineCount))));
}

const pathList = (paths: readonly string[]) => JSON.stringify(paths.map((path) => ({ path })));

export function runTask(ctx: StorageContext, type: number, from: readonly string[], target: readonly string[], prepared: Prepared): string {
  const record = (message: string, taskId: string) => {
    if (type !== 1 && type !== 2 && type !== 7 && type !== 8) return;
    db.collection('storageRecords').insert({
      acc: ctx.fs.acc,
      type,
      status: 3,
      from: pathList(from),
      target: pathList(target),
      message,
      taskId,
      createTime: formatBeijingTime(Date.now()),
    });
  };
  const lines = transcript(prepared.lines);
  return tasks.create(lines, {
    intervalMs: paceMs(lines.length),
    xgToken: ctx.xgToken,
    beforeFinish: (task) => {
      if (prepared.failure !== undefined) {
        record(prepared.failure, task.id);
        return { code: 500, message: prepared.failure };
      }
      try {
        return { code: 200, message: prepared.commit?.() ?? '任务执行完成' };
      } catch (error) {
        if (!(error instanceof StorageError)) throw error;
        record(error.info, task.id);
        return { code: error.code === 200 ? 500 : error.code, message: error.info };
      } finally {
        saveFs(ctx.fs); // a commit that failed half-way has still changed what it changed
      }
    },
  });
}

/** A one-line task for the quick operations (create, rename, permission), already applied. */
export function doneTask(ctx: StorageContext, line: string): string {
  return tasks.create([line], { intervalMs: 30, xgToken: ctx.xgToken, finalMessage: '操作成功' });
}
