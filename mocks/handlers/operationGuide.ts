import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { formatBeijingTime } from '../store/time';
import { acceptChunk, receivedChunks } from './chunkAssembly';
import { fail, ok, readJsonObject, readMultipart } from './respond';
import { storeUpload } from './storedUpload';
import { operation } from '../routing/declaredOperation';

/**
 * 操作指南 (docs/behaviour §7.2 "Application operation guide: GET and PUT data, POST chunk-file"): every
 * signed-in user reads it (workbench 操作指南); operators with 操作指南设置 save it and upload
 * files too large to inline (over 1 MB) in chunks. The HTML is kept as sent and sanitised where shown.
 * By hand, not CRUD: one document read and saved whole without an id, and a chunked upload.
 */
/** A saved guide, inlined images included. */
export const MAX_GUIDE_CHARS = 20 * 1024 * 1024;
/** Largest file uploaded into the guide. */
export const MAX_GUIDE_FILE_BYTES = 100 * 1024 * 1024;

/** The guide is one record (1) of the operation-guide entity, seeded by its hints. */
const guides = () => db.collection(crudCollectionName('operation-guide'));
const guide = () => guides().get(1);

export const operationGuideHandlers = [
  operation('operation-guide', 'get-data', () => {
    const record = guide();
    return ok({ content: record?.content ?? '', updatedBy: record?.updatedBy ?? '', updateTime: record?.updateTime ?? '' });
  }),

  operation('operation-guide', 'put-data', async ({ request }, auth) => {
    const body = await readJsonObject(request);
    const content = body?.content;
    if (typeof content !== 'string') return fail(400, '操作指南内容不能为空');
    if (content.length > MAX_GUIDE_CHARS) return fail(400, '操作指南内容过大，请减少内联图片');
    const changes = { content, updatedBy: auth.user.userName, updateTime: formatBeijingTime(Date.now()) };
    const saved = (guide() ? guides().update(1, changes) : undefined) ?? guides().insert({ id: 1, ...changes });
    return ok({ content: saved.content, updatedBy: saved.updatedBy, updateTime: saved.updateTime });
  }),

  /** Which chunks of an unfinished upload (`identifier`) are in already, so a retry sends only the rest. */
  operation('operation-guide', 'get-chunk-file', ({ request }, auth) => {
    const identifier = new URL(request.url).searchParams.get('identifier') ?? '';
    return ok({ identifier, received: receivedChunks(auth.user.id, identifier) });
  }),

  operation('operation-guide', 'post-chunk-file', async ({ request }, auth) => {
    const form = await readMultipart(request);
    if (form instanceof Response) return form;
    const result = await acceptChunk(form, auth.user.id, MAX_GUIDE_FILE_BYTES, '文件大小不能超过 100MB');
    if (result instanceof Response) return result;
    if (!result.complete) return ok(result);
    const stored = storeUpload(result.name, result.type, result.bytes, auth.user.id);
    return ok({ complete: true, identifier: result.identifier, url: stored.url, name: stored.name, size: stored.size });
  }),
];
