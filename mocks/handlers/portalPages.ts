import { checkDecoration, normalizeBlocks } from '../../src/contract/portalBlocks';
import { isBlobLike, toLocalBlob } from '../storage/content/blobCompat';
import { db } from '../store/db';
import { bytesToBase64, uploadUrl } from '../store/seeds/uploads';
import { cleanFileName } from './files';
import type { CrudRecord } from '../crud/crudRecord';
import { decorationOf, menuOf, menuTable, nowText, pagesOf, pageTable, portalTable } from './portalData';
import { fail, ok, readJsonObject, readMultipart } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * Hand-written: a page's decoration is the block editor's content, checked as the editor checks it, and the page list answers each page's linking menus and block count from two other collections.
 *
 * Template pages' decorations (docs/behaviour §7.2 Portal decoration: GET, POST {id}, upload), behind
 * temp-page-look: the block editor's content, checked as the editor checks it, is no record
 * field. The pages themselves are generated CRUD (family portal-page, crud.portal-page); their
 * list stays here because it answers each page's linking menus and block count:
 * - GET    page/list?portalId             the portal's pages with the menus linking each
 * - GET    decoration?pageId              { pageId, pageName, portalId, blocks, updateTime, updater }
 * - POST   decoration/{pageId}            { blocks }: replaces the blocks (checked as the editor checks)
 * - POST   decoration/upload              multipart `file` (an image, ≤ 5 MB) → { url }
 */
export const DECORATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

/** A page as page/list answers it: with the menus linking it and its decoration's block count. */
function withMenus(page: CrudRecord) {
  const menus = menuTable().list().map(menuOf).filter((m) => m.pageId === page.id);
  return { ...page, menus: menus.map((m) => ({ id: m.id, menuName: m.menuName })), blockCount: db.collection('portalDecorations').get(page.id)?.blocks.length ?? 0 };
}

function randomId(): string {
  return `${Date.now().toString(36)}${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export const portalPageHandlers = [
  operation('portal', 'get-page-list', ({ request }) => {
    const portalId = Number(new URL(request.url).searchParams.get('portalId'));
    if (!portalTable().get(portalId)) return fail(404, '门户不存在');
    return ok(pagesOf(portalId).map(withMenus));
  }),

  operation('portal', 'post-decoration-upload', async ({ request }, auth) => {
    const form = await readMultipart(request);
    if (form instanceof Response) return form;
    const part = form.get('file');
    if (!isBlobLike(part)) return fail(400, '请选择要上传的图片');
    const name = cleanFileName((part as Partial<File>).name ?? '');
    const type = IMAGE_TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? Object.values(IMAGE_TYPES).find((t) => t === part.type);
    if (!type) return fail(400, '只能上传 png、jpg、jpeg、gif、webp 格式的图片');
    if (part.size === 0) return fail(400, '不能上传空文件');
    if (part.size > DECORATION_IMAGE_MAX_BYTES) return fail(400, '图片大小不能超过 5MB');
    const blob = await toLocalBlob(part);
    const record = db.collection('uploads').insert({
      id: randomId(),
      name,
      type,
      size: blob.size,
      content: bytesToBase64(new Uint8Array(await blob.arrayBuffer())),
      uploaderId: auth.user.id,
      uploadTime: nowText(),
    });
    return ok({ url: uploadUrl(record), name: record.name, size: record.size });
  }),

  // The page by `pageId` in the query: the spec writes GET decoration without a path parameter.
  operation('portal', 'get-decoration', ({ request }) => {
    const raw = new URL(request.url).searchParams.get('pageId')?.trim() ?? '';
    if (!/^\d+$/.test(raw)) return fail(400, '请指定页面');
    const decoration = decorationOf(Number(raw));
    return decoration ? ok(decoration) : fail(404, '页面不存在或已删除');
  }),

  operation('portal', 'post-decoration', async ({ request, params }, auth) => {
    const page = pageTable().get(Number(params.pageId));
    if (!page) return fail(404, '页面不存在或已删除');
    const body = await readJsonObject(request);
    if (!body || !Array.isArray(body.blocks)) return fail(400, '请提交页面模块列表 blocks');
    const blocks = normalizeBlocks(body.blocks);
    if (blocks.length !== body.blocks.length) return fail(400, '存在无法识别的模块类型');
    const problems = checkDecoration(blocks);
    if (problems.length > 0) return fail(400, problems[0]!.message);
    const now = nowText();
    const decorations = db.collection('portalDecorations');
    if (decorations.get(page.id)) decorations.update(page.id, { blocks, updateTime: now, updater: auth.user.displayName });
    else decorations.insert({ id: page.id, blocks, updateTime: now, updater: auth.user.displayName });
    pageTable().update(page.id, { updateTime: now });
    return ok(decorationOf(page.id));
  }),
];
