// Hand-written: the catalogue is the portal's (mocks/store/seeds/portalApps.ts: specs, versions and tags are lists the
// entity has no field type for), shared by the app store, the market and these pages.
import type { CollectionDefinition } from '../../store/definition';
import { portalAppsDefinition } from '../../store/seeds/portalApps';
import type { CrudRecord } from '../crudRecord';

/** 应用分组 of the seeded catalogue by category (see the app-group seed). */
const GROUP_BY_CATEGORY: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 2, 5: 1, 6: 3, 7: 1, 8: 4 };

/**
 * The application catalogue (应用信息): the portal's app store, cloud market and the back-stage
 * application pages read this one collection (mocks/handlers/portalApps.ts), so an application
 * created, classified and enabled here is what the portal shows. Seeded from the portal catalogue
 * (specs, versions and tags kept on the record for the portal); every seeded application is enabled.
 */
const applicationSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: (ctx) =>
    portalAppsDefinition.seed(ctx).map((app, index) => ({
      ...app,
      identifier: app.appName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || `app-${index + 1}`,
      groupId: GROUP_BY_CATEGORY[app.categoryId] ?? 4,
      // The catalogue's own icon (a badge drawn from the name until one is uploaded, handlers/applicationIcon.ts).
      icon: `/api/operation-management/v1/application-manage/icon/${app.id}`,
      // Rich text, as the 应用介绍 editor writes it.
      introduction: app.introduction.split('\n\n').map((paragraph) => `<p>${paragraph}</p>`).join(''),
      status: 1,
      // A few are enabled but kept out of the app store (商店展示 / 取消展示 both have work).
      storeDisplay: index % 9 === 4 ? 0 : 1,
    })),
};

export default applicationSeed;
