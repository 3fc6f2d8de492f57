import { HttpResponse } from 'msw';
import { validateRecord } from '../crud/validateRecord';
import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import { callerCodes } from '../permissions';
import { orgScopeOf } from '../permissions/orgScope';
import { db } from '../store/db';
import { formatBeijingTime } from '../store/time';
import { parentOf } from './orgGroupTree';
import { operation } from '../routing/declaredOperation';
import { fail, ok, readJsonObject } from './respond';

/**
 * The user side of 用户反馈 (spec 7.2 Users: feedback POST and PUT, scope groups). Any signed-in user
 * writes feedback from the shell's 意见反馈; it lands in the records 用户反馈 (operations) lists,
 * replies and closes (the family user-feedback). The writer may change their own feedback while
 * nobody has handled it yet (PUT, the record's id in the body, as the spec writes it without {id}).
 *
 *   GET user/scope-groups   the organisations of the caller's scope (own default one and those
 *                           below it; a platform administrator every one), for a picker of groups
 */
const FEEDBACK = crudCollectionName('feedback');
const WRITABLE = ['feedbackType', 'title', 'content', 'phone'] as const;

function invalid(errors: Record<string, string>): Response {
  return HttpResponse.json({ code: 400, message: Object.values(errors)[0] ?? '请求参数错误', errors }, { status: 400 });
}

function pick(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(WRITABLE.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}

const entity = () => {
  const schema = crudEntities.get('feedback');
  if (!schema) throw new Error('缺少实体 feedback');
  return schema;
};

export const userFeedbackHandlers = [
  operation('user-feedback', 'post-feedback', async ({ request }, auth) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const data: Record<string, unknown> = { ...pick(body), userName: auth.user.userName };
    if (data.phone === undefined && auth.user.phone) data.phone = auth.user.phone;
    const errors = validateRecord(entity(), data);
    if (Object.keys(errors).length > 0) return invalid(errors);
    const saved = db.collection(FEEDBACK).insert({ ...data, status: 1, createTime: formatBeijingTime(Date.now()) });
    return ok(saved);
  }),

  operation('user-feedback', 'put-feedback', async ({ request }, auth) => {
    const body = await readJsonObject(request);
    if (!body) return fail(400, '请求体必须是 JSON 对象');
    const id = Number(body.id);
    if (!Number.isInteger(id) || id <= 0) return fail(400, '请指定要修改的反馈');
    const record = db.collection(FEEDBACK).get(id);
    // Someone else's feedback reads as absent: the writer is not told it exists.
    if (!record || record.userName !== auth.user.userName) return fail(404, '反馈不存在');
    if (record.status !== 1) return fail(400, '该反馈已处理，不能再修改');
    const changes = pick(body);
    if (Object.keys(changes).length === 0) return fail(400, '没有要修改的内容');
    const errors = validateRecord(entity(), { ...record, ...changes });
    if (Object.keys(errors).length > 0) return invalid(errors);
    return ok(db.collection(FEEDBACK).update(id, changes));
  }),

  operation('user', 'get-scope-groups', (_, auth) => {
    const scope = orgScopeOf(auth.user, callerCodes(auth));
    const groups = db.collection('organizations').list()
      .filter((o) => scope.all || scope.groups.has(o.id))
      .map((o) => ({ groupId: o.id, groupName: o.groupName, orgLevel: o.orgLevel, parentId: parentOf(o) }))
      .sort((a, b) => a.orgLevel - b.orgLevel || a.groupId.localeCompare(b.groupId));
    return ok(groups);
  }),
];
