import { HttpResponse } from 'msw';
import { db } from '../../store/db';
import { responseBody } from '../content/blobCompat';
import { fileBlob, mimeOf, readRange } from '../content/read';
import { reply, storageOperation, type StorageContext } from '../context';
import { operation } from '../../routing/declaredOperation';
import { StorageError } from '../errors';
import { listDirectoryJson } from '../fs/listing';
import { requireAccess } from '../fs/permissions';
import { resolveDir, resolveExisting } from '../fs/resolve';
import type { FileNode } from '../fs/nodes';

/**
 * Read-only storage calls (docs/behaviour §7.3): the storage token, the user's roots, directory
 * listings, the paged file viewer, image bytes for the preview, and downloads.
 */
const PAGE_MAX = 1024 * 1024;
const IMAGE_TYPES = /\.(png|jpe?g)$/i;
const decoder = new TextDecoder();

async function existingFile(ctx: StorageContext, raw: string | null, folderInfo: string) {
  const found = resolveExisting(ctx.fs, raw);
  if (found.node.kind === 'dir') throw new StorageError(400, folderInfo);
  requireAccess(found.node, ctx.fs, 'r', found.path);
  return found as typeof found & { node: FileNode };
}

/** Page `page` (1-based) of `size` bytes, moved to UTF-8 character boundaries so no page splits a character. */
async function textPage(node: FileNode, path: string, page: number, size: number): Promise<string> {
  const start = (page - 1) * size;
  if (start >= node.size) return '';
  const raw = await readRange(node, path, start, start + size + 3);
  let from = 0;
  if (start > 0) while (from < 3 && from < raw.length && ((raw[from] ?? 0) & 0xc0) === 0x80) from += 1;
  let to = Math.min(size, raw.length);
  while (to < raw.length && to < size + 3 && ((raw[to] ?? 0) & 0xc0) === 0x80) to += 1;
  return decoder.decode(raw.subarray(from, to));
}

function attachment(name: string): string {
  return `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const browseHandlers = [
  // The storage token (docs/behaviour §3 "Storage token response: field xg-token"); bearer only.
  storageOperation('get-xg-token', (ctx) => reply({ 'xg-token': ctx.xgToken }), false),

  storageOperation('get-user-storage-path', (ctx) =>
    reply({ spec: ctx.fs.roots.map((root) => root.path), default_path: ctx.fs.defaultPath ?? '' }), false),

  // Admin storage page: every HPC account with storage (not in the spec; see mocks/storage/README.md).
  operation('storage', 'get-accounts', () => {
    const users = new Map(db.collection('users').list().map((u) => [u.id, u]));
    const spec = db.collection('hpcAccounts').query({ sort: { key: 'id' } }).records
      .filter((a) => db.collection('storageFs').get(a.acc) !== undefined)
      .map((a) => ({ acc: a.acc, cluster: a.cluster, homeDir: a.homeDir, userName: users.get(a.userId)?.userName ?? '', displayName: users.get(a.userId)?.displayName ?? '' }));
    return reply({ spec, total: spec.length });
  }),

  storageOperation('get-dir-info', (ctx, url) => {
    const dir = resolveDir(ctx.fs, url.searchParams.get('dir'));
    requireAccess(dir.node, ctx.fs, 'r', dir.path);
    // sort_key=time is the only order the service offers (docs/behaviour §7.3); the console re-sorts.
    const { json, total } = listDirectoryJson(ctx.fs, dir.node, dir.path, url.searchParams.get('show_hidden') === 'show');
    // Assembled as text so a big listing's cached JSON is not parsed and serialised again.
    return new HttpResponse(`{"code":200,"info":"success","total":${total},"dir":${JSON.stringify(dir.path)},"spec":${json}}`, {
      headers: { 'content-type': 'application/json' },
    });
  }),

  storageOperation('get-view', async (ctx, url) => {
    const sizeParam = url.searchParams.get('size');
    if (sizeParam === null) {
      // Image preview (docs/behaviour §7.3 "Image views go to the storage view endpoint with a file path query").
      const found = await existingFile(ctx, url.searchParams.get('file'), '请双击查看');
      if (!IMAGE_TYPES.test(found.name)) throw new StorageError(400, '仅支持 jpg、png、jpeg 格式的图片预览');
      const blob = await fileBlob(found.node, found.path);
      return new HttpResponse(await responseBody(blob), { headers: { 'content-type': mimeOf(found.name), 'content-length': String(blob.size) } });
    }
    const size = Number(sizeParam);
    const page = Number(url.searchParams.get('page') ?? '1');
    if (!Number.isInteger(size) || size <= 0 || size > PAGE_MAX) throw new StorageError(400, '参数 size 不合法');
    if (!Number.isInteger(page) || page <= 0) throw new StorageError(400, '参数 page 不合法');
    const found = await existingFile(ctx, url.searchParams.get('file'), '请双击查看');
    return reply({ spec: { Body: await textPage(found.node, found.path, page, size), Size: found.node.size } });
  }),

  storageOperation('get-download', async (ctx, url) => {
    const found = await existingFile(ctx, url.searchParams.get('file'), '不支持文件夹类型的下载');
    const blob = await fileBlob(found.node, found.path);
    return new HttpResponse(await responseBody(blob), {
      headers: {
        'content-type': mimeOf(found.name),
        'content-length': String(blob.size),
        'content-disposition': attachment(found.name),
      },
    });
  }),
];

