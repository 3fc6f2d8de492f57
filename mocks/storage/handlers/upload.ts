import { putBlob } from '../content/blobStore';
import { isBlobLike, toLocalBlob } from '../content/blobCompat';
import { reply, storageOperation } from '../context';
import { StorageError } from '../errors';
import { saveFs } from '../fs/accountFs';
import { writeFile } from '../fs/mutations';
import { requireAccess } from '../fs/permissions';
import { resolve } from '../fs/resolve';
import { acceptChunk, readChunkMeta } from '../upload/sessions';

/**
 * PUT storage/upload?file={path}[&overwrite=true] (docs/behaviour §7.3): multipart `file`,
 * `currentChunkSize`, `totalSize`, `currentIndex` plus a Content-Range header. The first chunk
 * is refused with code 409 "文件已存在" when the file exists and overwrite is not set, before
 * any byte is stored; the file appears when its last chunk is in.
 */
export const EXISTS_INFO = '文件已存在';

export const uploadHandlers = [
  storageOperation('put-upload', async (ctx, url, request) => {
    const overwrite = url.searchParams.get('overwrite') === 'true';
    const target = resolve(ctx.fs, url.searchParams.get('file'));
    if (!target.parent) throw new StorageError(400, `上传路径无效：${target.path}`);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new StorageError(400, '请求体必须是 multipart/form-data');
    }
    const part = form.get('file');
    if (!isBlobLike(part)) throw new StorageError(400, '缺少文件分片 file');
    const chunk = await toLocalBlob(part);
    const meta = readChunkMeta(form, request.headers.get('content-range'), chunk);
    if (meta.index === 0) {
      if (target.node?.kind === 'dir') throw new StorageError(409, `同名文件夹已存在：${target.path}`);
      if (target.node && !overwrite) throw new StorageError(409, EXISTS_INFO);
      requireAccess(target.node ?? target.parent, ctx.fs, 'w', target.path);
    }
    const id = await putBlob(chunk); // on disk before the chunk is acknowledged
    const whole = acceptChunk(`${ctx.fs.acc}\u0000${target.path}`, meta, id, chunk.size);
    if (!whole) return reply({ spec: { index: meta.index, received: meta.end + 1, complete: false } });
    const content = whole.parts.length === 1 ? { blob: whole.parts[0] ?? '' } : { parts: whole.parts };
    writeFile(ctx.fs, target.path, { size: whole.size, content }, overwrite, Date.now());
    saveFs(ctx.fs);
    return reply({ spec: { index: meta.index, received: whole.size, complete: true, path: target.path } });
  }),
];
