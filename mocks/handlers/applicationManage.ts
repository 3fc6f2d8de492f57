/**
 * The call of 应用管理 that is neither a CRUD verb nor a declared read (classify and
 * identifier-list are records reads, set-stat 套餐统计 an aggregate read) of the application-manage
 * family (schemas/families/application-manage.json), over the collections 应用信息 and 应用分组 edit:
 * - PUT bind/{id}/{groupId}  files application {id} under 应用分组 {groupId}; both groups' 应用数 follow
 * Hand-written: bind takes the new value of a field from its path and writes it, then recounts the
 * stored 应用数 of two other records (the old and the new group).
 */
import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { APP_NOT_FOUND } from './applicationIcon';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

const apps = () => db.collection(crudCollectionName('application'));
const groups = () => db.collection(crudCollectionName('app-group'));

/** Recounts a group's applications from the catalogue (the 应用数 column of 应用分组). */
function recount(groupId: number): void {
  if (!groups().get(groupId)) return;
  groups().update(groupId, { appCount: apps().list().filter((a) => Number(a.groupId) === groupId).length });
}

export const applicationManageHandlers = [
  operation('application-manage', 'put-bind', ({ params }) => {
    const app = apps().get(String(params.id));
    if (!app) return fail(404, APP_NOT_FOUND);
    const groupId = Number(params.groupId);
    if (!Number.isInteger(groupId) || !groups().get(groupId)) return fail(400, '应用分组不存在');
    const before = Number(app.groupId ?? 0);
    const bound = apps().update(app.id, { groupId });
    recount(groupId);
    if (before !== groupId) recount(before);
    return ok(bound);
  }),
];
