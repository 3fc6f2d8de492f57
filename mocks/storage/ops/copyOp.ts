import type { StorageContext } from '../context';
import { StorageError } from '../errors';
import { isWithin, normalise } from '../paths';
import { copyInto } from '../fs/mutations';
import { requireAccess } from '../fs/permissions';
import { resolveDir, resolveExisting } from '../fs/resolve';
import { walk } from '../fs/walk';
import type { Prepared } from './runTask';

/** Type 2: copy the `from` paths into the directory `target[0]` (taken names get " (1)"). */
export function prepareCopy(ctx: StorageContext, sources: readonly string[], targets: readonly string[]): Prepared {
  if (sources.length === 0) throw new StorageError(400, '没有要复制的文件');
  const dest = resolveDir(ctx.fs, targets[0]);
  requireAccess(dest.node, ctx.fs, 'w', dest.path);
  const lines = [`复制 ${sources.length} 项到 ${dest.path}`];
  for (const raw of sources) {
    const found = resolveExisting(ctx.fs, raw, false);
    if (found.node.kind === 'dir' && isWithin(normalise(dest.path), normalise(found.path))) {
      throw new StorageError(400, `不能将目录复制到其自身或子目录中：${found.path}`);
    }
    let n = 0;
    for (const { node, rel } of walk(found.node)) {
      if (node.kind !== 'link') requireAccess(node, ctx.fs, 'r', rel === '' ? found.path : `${found.path}/${rel}`);
      n += 1;
    }
    lines.push(n > 1 ? `复制 ${found.path}（${n} 项）` : `复制 ${found.path}`);
  }
  return {
    lines,
    commit: () => {
      const made = sources.map((raw) => copyInto(ctx.fs, resolveExisting(ctx.fs, raw, false), dest.path, Date.now()));
      return made.length <= 3 ? `复制完成：${made.join('、')}` : `复制完成，共 ${made.length} 项`;
    },
  };
}
