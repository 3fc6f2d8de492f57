import type { StorageContext } from '../context';
import { StorageError } from '../errors';
import { checkRemovable, removeExisting } from '../fs/mutations';
import { resolveExisting } from '../fs/resolve';
import { countEntries } from '../fs/walk';
import type { Prepared } from './runTask';

/** Type 1: delete the `target` paths (links themselves, not what they point at). */
export function prepareDelete(ctx: StorageContext, targets: readonly string[]): Prepared {
  if (targets.length === 0) throw new StorageError(400, '请选择要删除的文件');
  const lines = [`准备删除 ${targets.length} 项`];
  let total = 0;
  for (const raw of targets) {
    const found = resolveExisting(ctx.fs, raw, false);
    checkRemovable(ctx.fs, found);
    const n = countEntries(found.node);
    total += n;
    lines.push(n > 1 ? `删除 ${found.path}（含 ${n - 1} 个子项）` : `删除 ${found.path}`);
  }
  return {
    lines,
    commit: () => {
      for (const raw of targets) removeExisting(ctx.fs, resolveExisting(ctx.fs, raw, false), Date.now());
      return `删除完成，共删除 ${total} 个文件或目录`;
    },
  };
}
