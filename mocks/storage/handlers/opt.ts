import { db } from '../../store/db';
import { intParam, readJsonObject } from '../../handlers/respond';
import { reply, storageOperation, type StorageContext } from '../context';
import { StorageError } from '../errors';
import { saveFs } from '../fs/accountFs';
import { chmodPath, makeDir, renamePath } from '../fs/mutations';
import { parseMode } from '../fs/permissions';
import { prepareCopy } from '../ops/copyOp';
import { prepareDelete } from '../ops/deleteOp';
import { prepareRestoreOwner } from '../ops/ownerOp';
import { preparePack } from '../ops/packOp';
import { doneTask, runTask, type Prepared } from '../ops/runTask';
import { prepareUnpack } from '../ops/unpackOp';

/**
 * POST storage/opt (docs/behaviour §7.3 types 1–8), the operation record list (GET storage/opt) and
 * DELETE storage/opt/{id}. Every operation answers `{ code, info, spec: { id } }` with the
 * id of the task whose progress streams over the socket. Create, rename and permission are
 * applied before answering (they are instant on a real file system too); the others are
 * checked, prepared and committed when their task completes.
 */
function pathList(value: unknown, field: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
    throw new StorageError(400, `参数 ${field} 必须是路径列表`);
  }
  return value as string[];
}

function quick(ctx: StorageContext, apply: () => string): string {
  const line = apply();
  saveFs(ctx.fs);
  return doneTask(ctx, line);
}

async function startOperation(ctx: StorageContext, url: URL, body: Record<string, unknown>): Promise<string> {
  const type = Number(body.type);
  const from = pathList(body.from, 'from');
  const target = pathList(body.target, 'target');
  const now = Date.now();
  let prepared: Prepared;
  switch (type) {
    case 3:
      return quick(ctx, () => `已创建文件夹 ${makeDir(ctx.fs, target[0], now)}`);
    case 4:
      return quick(ctx, () => `已重命名 ${from[0] ?? ''} → ${renamePath(ctx.fs, from[0], target[0], now)}`);
    case 5: {
      const mode = parseMode(url.searchParams.get('mod'));
      if (target.length === 0) throw new StorageError(400, '请选择要修改权限的文件');
      const text = mode.toString(8).padStart(3, '0');
      return quick(ctx, () => target.map((raw) => `已将 ${chmodPath(ctx.fs, raw, mode)} 的权限修改为 ${text}`).join('\n'));
    }
    case 1:
      prepared = prepareDelete(ctx, target);
      break;
    case 2:
      prepared = prepareCopy(ctx, from, target);
      break;
    case 6:
      prepared = prepareRestoreOwner(ctx, target);
      break;
    case 7:
      prepared = await preparePack(ctx, from, target);
      break;
    case 8:
      prepared = await prepareUnpack(ctx, from, target);
      break;
    default:
      throw new StorageError(400, `不支持的操作类型：${String(body.type)}`);
  }
  return runTask(ctx, type, from, target, prepared);
}

export const optHandlers = [
  storageOperation('post-opt', async (ctx, url, request) => {
    const body = await readJsonObject(request);
    if (!body) throw new StorageError(400, '请求体必须是 JSON 对象');
    const id = await startOperation(ctx, url, body);
    return reply({ spec: { id } });
  }),

  // The operation record list (docs/behaviour §3 Storage operation record): page, limit, order_by=id.
  storageOperation('get-opt', (ctx, url) => {
    const page = intParam(url, 'page', 1);
    const limit = intParam(url, 'limit', 10);
    const order = url.searchParams.get('order_by') === 'id' ? 'desc' : 'asc';
    const result = db.collection('storageRecords').query({
      filter: (r) => r.acc === ctx.fs.acc,
      sort: { key: 'id', order },
      pageIndex: page,
      pageSize: limit,
    });
    return reply({ spec: result.records.map(({ acc: _acc, ...record }) => record), total: result.total });
  }),

  storageOperation('delete-opt', (ctx, url) => {
    const id = decodeURIComponent(url.pathname.split('/').pop() ?? '');
    const record = db.collection('storageRecords').get(id);
    if (!record || record.acc !== ctx.fs.acc) throw new StorageError(404, `操作记录 ${id} 不存在`);
    db.collection('storageRecords').remove(record.id);
    return reply({ spec: { id: record.id } });
  }),
];
