import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import { liveRecords } from '../crud/recordReads';
import { recordsAnswer } from '../crud/recordsEngine';
import { declaredOperations } from '../../src/contract/operations';
import type { RecordsRead } from '../../src/pageLanguage/recordsRead';
import { db } from '../store/db';
import { fail, intParam, ok } from './respond';
import { publicOperation } from '../routing/declaredOperation';

/**
 * The portal's catalogue reads that are not a records read of one query (the app store, the
 * cloud market, an application's page and the category tree are: their `records` declarations in
 * schemas/families/application-manage.json and application-classify.json, mocks/crud/recordReads.ts).
 * Public: visitors browse before signing in.
 * Hand-written: industries lists the options of an entity field (not records) with a count each,
 * and cards chooses between three reads by the block's source (the hottest, a category's hottest,
 * ids in the order the decorator chose), which a single declared read cannot express.
 * - GET application-classify/industries   the industries (the application entity's 所属行业 options) with their store counts
 * - GET application-manage/cards          app cards of a page decoration: the block's source picks them —
 *                                         the hottest, the hottest of a category, or applications chosen by id in their order
 */

/** The store's own read (only enabled applications shown in the store, as cards). */
function storeRead(): RecordsRead {
  const read = [...declaredOperations.values()].find((op) => op.family === 'application-manage' && op.name === 'get-store-display')?.records;
  if (!read) throw new Error('schemas/families/application-manage.json get-store-display 缺少 records');
  return read;
}

const positiveInt = (value: string | null) => value !== null && /^[1-9]\d*$/.test(value.trim());

export const portalAppHandlers = [
  publicOperation('application-classify', 'get-industries', () => {
    const shown = db.collection(crudCollectionName('application')).list().filter((a) => a.status === 1 && a.storeDisplay === 1);
    const industries = crudEntities.get('application')?.properties.industry?.oneOf ?? [];
    return ok(industries.map((i) => ({ key: String(i.const), name: i.title ?? String(i.const), appCount: shown.filter((a) => a.industry === i.const).length })));
  }),

  publicOperation('application-manage', 'get-cards', ({ request }) => {
    const url = new URL(request.url);
    const source = url.searchParams.get('source') ?? 'hot';
    const limit = Math.min(24, intParam(url, 'limit', 8));
    const read = storeRead();
    if (source === 'manual') {
      // In the order chosen; applications taken off the store since are left out.
      const ids = (url.searchParams.get('ids') ?? '').split(',').filter(positiveInt);
      const one: RecordsRead = { ...read, take: { one: { param: 'id', missing: '' } } };
      const chosen = ids.flatMap((id) => {
        const found = recordsAnswer(one, liveRecords, new URLSearchParams({ id }));
        return 'answer' in found ? [found.answer] : [];
      });
      return ok(chosen.slice(0, limit));
    }
    const categoryId = url.searchParams.get('categoryId');
    if (source === 'category' && !positiveInt(categoryId)) return fail(400, '请选择应用分类');
    const query = new URLSearchParams({ sort: 'hot', pageSize: String(limit), ...(source === 'category' ? { categoryId: categoryId! } : {}) });
    const found = recordsAnswer(read, liveRecords, query);
    return 'answer' in found ? ok((found.answer as { records: unknown[] }).records) : fail(found.status, found.refusal);
  }),
];
