import type { StorageContext } from '../context';
import { StorageError } from '../errors';
import { chownTree } from '../fs/mutations';
import { resolveExisting } from '../fs/resolve';
import { countEntries } from '../fs/walk';
import type { Prepared } from './runTask';

/** Type 6: give the `target` subtrees back to the account's uid and gid. */
export function prepareRestoreOwner(ctx: StorageContext, targets: readonly string[]): Prepared {
  if (targets.length === 0) throw new StorageError(400, '请选择要恢复属主的文件');
  const owner = `${ctx.fs.uid}:${ctx.fs.gid}`;
  const lines = [`将属主恢复为 ${ctx.fs.acc}（${owner}）`];
  for (const raw of targets) {
    const found = resolveExisting(ctx.fs, raw, false);
    lines.push(`恢复属主 ${found.path}（${found.node.uid}:${found.node.gid} → ${owner}，${countEntries(found.node)} 项）`);
  }
  return {
    lines,
    commit: () => {
      let n = 0;
      for (const raw of targets) n += chownTree(resolveExisting(ctx.fs, raw, false), ctx.fs);
      return `属主恢复完成，共 ${n} 项`;
    },
  };
}
