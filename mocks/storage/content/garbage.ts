import { db } from '../../store/db';
import { onFsReplaced } from '../fs/accountFs';
import { blobIds } from '../fs/serialize';
import { clearUploads } from '../upload/sessions';
import { collectGarbage } from './blobStore';

/**
 * After a reset or a load, contents no tree refers to any more (uploads made before a reset,
 * files deleted in an earlier visit) are dropped from the content store, and unfinished
 * uploads are forgotten. Not run after ordinary changes: a pack or unpack holds contents that
 * its tree will only refer to when its task completes.
 */
export function referencedBlobIds(): Set<string> {
  const ids = new Set<string>();
  for (const record of db.collection('storageFs').list()) {
    for (const root of record.roots) for (const id of blobIds(root.tree)) ids.add(id);
  }
  return ids;
}

export function installStorageHousekeeping(): () => void {
  return onFsReplaced(() => {
    clearUploads();
    void collectGarbage(referencedBlobIds()).catch((error: unknown) => console.warn('[mocks] 清理文件内容失败', error));
  });
}
