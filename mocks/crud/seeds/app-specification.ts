// Hand-written: the specs are the portal catalogue's own (portalAppsDefinition, one source for the portal's app cards
// and this page), not values made up field by field.
import type { CollectionDefinition } from '../../store/definition';
import { portalAppsDefinition } from '../../store/seeds/portalApps';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

/** 应用规格: the specs of the seeded catalogue, most synchronised with the computing platform. */
const appSpecificationSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: (ctx) =>
    portalAppsDefinition.seed(ctx).slice(0, 14).flatMap((app) =>
      app.specs.map((spec, i) => {
        const syncStatus = ctx.faker.helpers.weightedArrayElement([{ weight: 6, value: 2 }, { weight: 2, value: 1 }, { weight: 1, value: 3 }]);
        const created = ctx.faker.date.past({ years: 1, refDate: ctx.refDate });
        return {
          specName: spec.specName,
          appName: app.appName,
          cores: spec.cores,
          memoryGb: spec.memoryGb,
          gpus: spec.gpus,
          price: spec.price,
          partition: spec.gpus > 0 ? 'gpu' : i === 2 ? 'fat' : 'cpu',
          syncStatus,
          syncTime: syncStatus === 2 ? formatBeijingTime(created.getTime() + 3_600_000) : undefined,
          createTime: formatBeijingTime(created),
        };
      }),
    ),
};

export default appSpecificationSeed;
