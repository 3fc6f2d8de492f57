import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import { db } from '../store/db';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * 行业赋能 category pages (/platform/<industry>, docs/behaviour §2.3, §7.2 industry modules): an industry's
 * introduction, solutions, reference cases and the catalogue's applications for it. The texts are
 * the industry modules operators edit in 行业赋能管理 (crud.industry-module): shown ones only, by 排序.
 * The industries are the application entity's 所属行业 options.
 * Hand-written: one answer put together from two entities (the industry's shown modules by type,
 * its store applications with their count and usage), not a read of one entity's records.
 */
const num = (value: unknown) => (typeof value === 'number' ? value : 0);

export const industryModuleHandlers = [
  operation('industry-module', 'get-info', ({ request }) => {
    const key = new URL(request.url).searchParams.get('industry') ?? '';
    const industry = crudEntities.get('application')?.properties.industry?.oneOf?.find((i) => i.const === key);
    if (!industry) return fail(404, '行业不存在');
    const modules = db.collection(crudCollectionName('industry-module')).list()
      .filter((m) => m.industry === key && m.status === 1)
      .sort((a, b) => Number(a.orderIndex) - Number(b.orderIndex) || a.id - b.id);
    const ofType = (type: number) => modules.filter((m) => m.moduleType === type);
    // The applications the store shows for the industry, the most used first.
    const apps = db.collection(crudCollectionName('application')).list()
      .filter((a) => a.industry === key && a.status === 1 && a.storeDisplay === 1).sort((a, b) => num(b.useCount) - num(a.useCount));
    return ok({
      key, name: industry.title ?? key, intro: ofType(1).map((m) => String(m.content)).join('\n'),
      appCount: apps.length, useCount: apps.reduce((s, a) => s + num(a.useCount), 0),
      apps: apps.slice(0, 8).map((a) => ({
        id: a.id, appName: String(a.appName ?? ''), version: String(a.version ?? ''), summary: String(a.summary ?? ''), vendor: String(a.vendor ?? ''),
        billingType: num(a.billingType) || 3, price: num(a.price), useCount: num(a.useCount),
      })),
      solutions: ofType(2).map((m) => ({ title: String(m.title), text: String(m.content) })),
      cases: ofType(3).map((m) => ({ customer: String(m.title), result: String(m.content) })),
    });
  }),
];
