import { crudCollectionName, crudEntities } from '../crud/crudCollections';
import { db } from '../store/db';
import { ok } from './respond';
import { publicOperation } from '../routing/declaredOperation';

/**
 * GET application-classify/industries: the industries of the portal's app store with how many
 * applications the store shows in each. Public: visitors browse before signing in. The portal's
 * other catalogue reads (app store, cloud market, cards, an application's page, the category tree)
 * are declared records reads (schemas/families/application-manage.json, application-classify.json;
 * mocks/crud/recordReads.ts).
 * Hand-written: it lists the options of an entity field (the application's 所属行业), not records,
 * with a count of records each.
 */
export const portalAppHandlers = [
  publicOperation('application-classify', 'get-industries', () => {
    const shown = db.collection(crudCollectionName('application')).list().filter((a) => a.status === 1 && a.storeDisplay === 1);
    const industries = crudEntities.get('application')?.properties.industry?.oneOf ?? [];
    return ok(industries.map((i) => ({ key: String(i.const), name: i.title ?? String(i.const), appCount: shown.filter((a) => a.industry === i.const).length })));
  }),
];
