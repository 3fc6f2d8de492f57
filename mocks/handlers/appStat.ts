/**
 * 应用统计 of platform management (stat top10; application-stat is the workbench's per-user usage,
 * an aggregate read): counts of the application catalogue, computed from the same collection the
 * application pages and the portal read (crud.application), so enabling or adding an application
 * moves the numbers. Path agreed with the console: GET /api/operation-management/v1/application-manage/stat/top10.
 * Hand-written: the 各分类应用数 pie names each category by its 应用分类 record (a lookup), which
 * the aggregate reads' groupBy cannot give yet (asked on the board); the rest would be an aggregate.
 */
import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import { db } from '../store/db';
import { ok } from './respond';
import { operation } from '../routing/declaredOperation';


/** Title of an enum value of the application entity (计费方式), or the 应用分类 record's name (分类). */
function optionTitle(field: string, value: unknown): string {
  if (field === 'categoryId') return String(db.collection(crudCollectionName('app-category')).get(String(value))?.name ?? value);
  const option = crudEntities.get('application')?.properties[field]?.oneOf?.find((o) => String(o.const) === String(value));
  return option?.title ?? String(value);
}

function countBy(apps: readonly Record<string, unknown>[], field: string): { name: string; value: number }[] {
  const counts = new Map<string, number>();
  for (const app of apps) counts.set(optionTitle(field, app[field]), (counts.get(optionTitle(field, app[field])) ?? 0) + 1);
  return [...counts].map(([name, value]) => ({ name, value }));
}

export const appStatHandlers = [
  operation('application-manage', 'get-stat-top10', () => {
    const apps = db.collection(crudCollectionName('application')).list();
    const uses = (app: Record<string, unknown>) => (typeof app.useCount === 'number' ? app.useCount : 0);
    const top10 = [...apps].sort((a, b) => uses(b) - uses(a)).slice(0, 10).map((app) => ({ name: String(app.appName), value: uses(app) }));
    return ok({
      total: apps.length,
      enabled: apps.filter((app) => app.status === 1).length,
      storeDisplay: apps.filter((app) => app.status === 1 && app.storeDisplay === 1).length,
      useCount: apps.reduce((sum, app) => sum + uses(app), 0),
      top10,
      categories: countBy(apps, 'categoryId'),
      billing: countBy(apps, 'billingType'),
    });
  }),
];
