/**
 * The calls of 应用管理 that are neither a CRUD verb nor a declared records read (classify and
 * identifier-list are) of the application-manage family (schemas/families/application-manage.json),
 * over the same collections the 应用信息, 应用分组 and 应用套餐 pages edit:
 * - PUT bind/{id}/{groupId}  files application {id} under 应用分组 {groupId}; both groups' 应用数 follow
 * - GET set-stat             套餐统计: packages on sale, sold, core-hours drawn and returned, per package and application
 * Hand-written: bind writes one record and recounts two others (both groups' 应用数), and set-stat
 * sums over two entities (packages and their uses) with a product (sold × price) and names from
 * the package records, beyond one aggregate source.
 */
import { crudCollectionName } from '../crud/crudCollections';
import type { CrudRecord } from '../crud/crudRecord';
import { db } from '../store/db';
import { APP_NOT_FOUND } from './applicationIcon';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

const apps = () => db.collection(crudCollectionName('application'));
const groups = () => db.collection(crudCollectionName('app-group'));

const text = (record: CrudRecord, key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
const num = (record: CrudRecord, key: string) => (typeof record[key] === 'number' ? (record[key] as number) : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Recounts a group's applications from the catalogue (the 应用数 column of 应用分组). */
function recount(groupId: number): void {
  if (!groups().get(groupId)) return;
  groups().update(groupId, { appCount: apps().list().filter((a) => Number(a.groupId) === groupId).length });
}

function packageStat() {
  const packages = db.collection(crudCollectionName('app-package')).list();
  const uses = db.collection(crudCollectionName('app-package-use')).list();
  const drawn = uses.filter((u) => u.status === 1);
  const returned = uses.filter((u) => u.status === 2);
  const sum = (rows: CrudRecord[]) => round2(rows.reduce((total, u) => total + num(u, 'usedCoreHours'), 0));
  const byPackage = packages
    .map((p) => ({ name: text(p, 'packageName'), value: sum(drawn.filter((u) => Number(u.packageId) === Number(p.id))) }))
    .sort((a, b) => b.value - a.value).slice(0, 10);
  const appNames = [...new Set(drawn.map((u) => text(u, 'appName')))];
  const byApp = appNames.map((name) => ({ name, value: sum(drawn.filter((u) => text(u, 'appName') === name)) })).sort((a, b) => b.value - a.value);
  return {
    total: packages.length,
    onSale: packages.filter((p) => p.status === 1).length,
    exchangeable: packages.filter((p) => p.exchange === 1).length,
    saleCount: packages.reduce((total, p) => total + num(p, 'saleCount'), 0),
    saleAmount: round2(packages.reduce((total, p) => total + num(p, 'saleCount') * num(p, 'price'), 0)),
    useCount: drawn.length,
    usedCoreHours: sum(drawn),
    returnedCoreHours: sum(returned),
    byPackage,
    byApp,
  };
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

  operation('application-manage', 'get-set-stat', () => {
    return ok(packageStat());
  }),
];
