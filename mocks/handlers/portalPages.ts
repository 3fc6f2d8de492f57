import { HttpResponse } from 'msw';
import { checkDecoration, normalizeBlocks } from '../../src/contract/portalBlocks';
import { isBlobLike, toLocalBlob } from '../storage/content/blobCompat';
import { db } from '../store/db';
import { nameOf } from '../../src/core/text/normalizeName';
import { bytesToBase64, uploadUrl } from '../store/seeds/uploads';
import { cleanFileName } from './files';
import { CODES, decorationOf, nowText, requirePortalCode } from './portalData';
import { fail, ok, readJsonObject, readMultipart } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * Template pages and their decorations (spec §7.2 Portal decoration: GET, POST {id}, upload),
 * behind temp-page-look. The spec names no calls for the pages themselves; these go with them:
 * - GET    page/list?portalId             the portal's pages with the menus linking each
 * - POST   page { portalId, pageName, remark };  PUT page { id, pageName, remark }
 * - DELETE page/{id}                      unlinks its menus and drops its decoration
 * - GET    decoration/{pageId}            { pageId, pageName, portalId, blocks, updateTime, updater }
 * - POST   decoration/{pageId}            { blocks }: replaces the blocks (checked as the editor checks)
 * - POST   decoration/upload              multipart `file` (an image, ≤ 5 MB) → { url }
 */
export const DECORATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES: Readonly<Record<string, string>> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' };

function invalid(errors: Record<string, string>): Response {
  return HttpResponse.json({ code: 400, message: Object.values(errors)[0] ?? '请求参数错误', errors }, { status: 400 });
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function pageErrors(pageName: string, remark: string, portalId: number, selfId: number | null): Record<string, string> {
  const errors: Record<string, string> = {};
  if (pageName === '') errors.pageName = '页面名称不能为空';
  else if (Array.from(pageName).length > 30) errors.pageName = '页面名称不能超过30个字符';
  else if (db.collection('portalPages').find((p) => p.portalId === portalId && p.id !== selfId && nameOf(p.pageName) === pageName)) {
    errors.pageName = '页面名称已存在';
  }
  if (Array.from(remark).length > 200) errors.remark = '备注不能超过200个字符';
  return errors;
}

function withMenus(page: { id: number }) {
  const menus = db.collection('portalMenus').list().filter((m) => m.pageId === page.id);
  return { ...page, menus: menus.map((m) => ({ id: m.id, menuName: m.menuName })), blockCount: db.collection('portalDecorations').get(page.id)?.blocks.length ?? 0 };
}

function randomId(): string {
  return `${Date.now().toString(36)}${Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export const portalPageHandlers = [
  operation('portal', 'get-page-list', ({ request }) => {
    const auth = requirePortalCode(request, CODES.anyTemp);
    if (auth instanceof Response) return auth;
    const portalId = Number(new URL(request.url).searchParams.get('portalId'));
    if (!db.collection('portals').get(portalId)) return fail(404, '门户不存在');
    return ok(db.collection('portalPages').query({ filter: (p) => p.portalId === portalId, sort: { key: 'id' } }).records.map(withMenus));
  }),

  operation('portal', 'post-page', async ({ request }) => {
    const auth = requirePortalCode(request, CODES.page);
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const portalId = Number(body?.portalId);
    if (!db.collection('portals').get(portalId)) return fail(404, '门户不存在');
    const pageName = nameOf(body?.pageName);
    const remark = text(body?.remark);
    const errors = pageErrors(pageName, remark, portalId, null);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const now = nowText();
    const page = db.collection('portalPages').insert({ portalId, pageName, remark, createTime: now, updateTime: now });
    db.collection('portalDecorations').insert({ id: page.id, blocks: [], updateTime: now, updater: auth.user.displayName });
    return ok(withMenus(page));
  }),

  operation('portal', 'put-page', async ({ request }) => {
    const auth = requirePortalCode(request, CODES.page);
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(request);
    const current = db.collection('portalPages').get(Number(body?.id));
    if (!current) return fail(404, '页面不存在或已删除');
    const pageName = body && Object.hasOwn(body, 'pageName') ? nameOf(body.pageName) : current.pageName;
    const remark = body && Object.hasOwn(body, 'remark') ? text(body.remark) : current.remark;
    const errors = pageErrors(pageName, remark, current.portalId, current.id);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const updated = db.collection('portalPages').update(current.id, { pageName, remark, updateTime: nowText() });
    return ok(updated ? withMenus(updated) : null);
  }),

  operation('portal', 'delete-page', ({ request, params }) => {
    const auth = requirePortalCode(request, CODES.page);
    if (auth instanceof Response) return auth;
    const page = db.collection('portalPages').get(Number(params.id));
    if (!page) return fail(404, '页面不存在或已删除');
    for (const menu of db.collection('portalMenus').list().filter((m) => m.pageId === page.id)) {
      db.collection('portalMenus').update(menu.id, { pageId: null });
    }
    db.collection('portalDecorations').remove(page.id);
    db.collection('portalPages').remove(page.id);
    return ok(null);
  }),

  operation('portal', 'post-decoration-upload', async ({ request }) => {
    const auth = requirePortalCode(request, CODES.anyTemp);
    if (auth instanceof Response) return auth;
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
    const auth = requirePortalCode(request, CODES.anyTemp);
    if (auth instanceof Response) return auth;
    const raw = new URL(request.url).searchParams.get('pageId')?.trim() ?? '';
    if (!/^\d+$/.test(raw)) return fail(400, '请指定页面');
    const decoration = decorationOf(Number(raw));
    return decoration ? ok(decoration) : fail(404, '页面不存在或已删除');
  }),

  operation('portal', 'post-decoration', async ({ request, params }) => {
    const auth = requirePortalCode(request, CODES.page);
    if (auth instanceof Response) return auth;
    const page = db.collection('portalPages').get(Number(params.pageId));
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
    db.collection('portalPages').update(page.id, { updateTime: now });
    return ok(decorationOf(page.id));
  }),
];
