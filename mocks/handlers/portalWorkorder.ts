import { HttpResponse } from 'msw';
import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import { validateRecord } from '../crud/validateRecord';
import { db } from '../store/db';
import { formatBeijingTime } from '../store/time';
import { ANONYMOUS_APPLY_LIMIT, ANONYMOUS_APPLY_WINDOW_MS, clientAddress, LimitMessages, recordHit, tooManyRequests, windowFullFor } from './abuseLimits';
import { fail, readJsonObject } from './respond';
import { answer } from '../routing/operationAnswer';
import { publicOperation } from '../routing/declaredOperation';

/**
 * Hand-written: the public 资源申请 form is open to visitors with a per-client rate limit (abuseLimits.ts), numbers the order and records the signed-in account when there is one — the generated record family has no create for visitors.
 *
 * workorder-resource post-apply (schemas/families/workorder-resource.json: route, public access
 * and answer from the declaration) — the portal's 资源申请 form (docs/behaviour §2.1 /portal/workorder: no
 * permission check). Visitors may submit; a signed-in user's
 * account is recorded with it; a visitor's client may send 5 an hour (429 提交过于频繁，请稍后再试
 * after, abuseLimits.ts). The order joins the resource work orders the back stage lists
 * (schemas/pages/platform-manage/work-order/resource-manage.json and resource-apply.json, the same collection).
 */
const ENTITY_ID = 'resource-workorder';
const FIELDS = ['applicant', 'company', 'phone', 'email', 'resourceType', 'quantity', 'duration', 'purpose'] as const;

function orderNo(now: number, sequence: number): string {
  return `ZY${formatBeijingTime(now).replace(/\D/g, '').slice(2, 12)}${String(sequence % 100).padStart(2, '0')}`;
}

export const portalWorkorderHandlers = [
  publicOperation('workorder-resource', 'post-apply', async ({ request }, session) => {
    const entity = crudEntities.get(ENTITY_ID);
    if (!entity) return fail(500, '资源工单实体未配置');
    const applicant = session?.user.userName ?? '';
    // Visitors answer to nobody, so their client is limited; a signed-in user is on record.
    const limitKey = applicant === '' ? `resourceApply:${clientAddress(request)}` : null;
    const waitMs = limitKey ? windowFullFor(limitKey, ANONYMOUS_APPLY_LIMIT, ANONYMOUS_APPLY_WINDOW_MS) : 0;
    if (waitMs > 0) return tooManyRequests(LimitMessages.applyTooFrequent, waitMs);
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const input: Record<string, unknown> = Object.fromEntries(FIELDS.filter((key) => key in body).map((key) => [key, typeof body[key] === 'string' ? (body[key] as string).trim() : body[key]]));
    const errors = validateRecord(entity, { ...input, status: 1 });
    if (Object.keys(errors).length > 0) {
      return HttpResponse.json({ code: 400, message: Object.values(errors)[0], errors }, { status: 400 });
    }
    const table = db.collection(crudCollectionName(ENTITY_ID));
    const now = Date.now();
    let sequence = table.count();
    let number = orderNo(now, sequence);
    while (table.find((r) => r.orderNo === number)) number = orderNo(now, ++sequence);
    const record = table.insert({
      ...input,
      orderNo: number,
      userName: applicant,
      // The portal's form is the enterprise channel: 资源申请（企业） lists it.
      applyType: 1,
      status: 1,
      createTime: formatBeijingTime(now),
    });
    if (limitKey) recordHit(limitKey, ANONYMOUS_APPLY_WINDOW_MS);
    return answer('workorder-resource', 'post-apply', { id: Number(record.id), orderNo: String(record.orderNo) });
  }),
];
