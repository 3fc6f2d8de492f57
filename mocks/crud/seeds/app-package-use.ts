import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

/** 套餐使用记录: core-hours customers drew from the seeded packages (the first package always has some). */
const appPackageUseSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const users = Array.from({ length: 12 }, () => ({ name: `${faker.person.lastName()}${faker.person.firstName()}`, account: `hpc_${faker.string.alpha({ length: 5, casing: 'lower' })}` }));
    const rows = get('crud.app-package').flatMap((pkg, p) =>
      Array.from({ length: p === 0 ? 6 : faker.number.int({ min: 0, max: 5 }) }, () => {
        const user = faker.helpers.arrayElement(users);
        return {
          packageId: pkg.id,
          userName: user.name,
          account: user.account,
          appName: String(pkg.appName),
          jobId: String(faker.number.int({ min: 100000, max: 999999 })),
          usedCoreHours: faker.number.int({ min: 1, max: Math.max(2, Math.floor(Number(pkg.coreHours) / 10)) }),
          status: faker.helpers.weightedArrayElement([{ weight: 9, value: 1 }, { weight: 1, value: 2 }]),
          useTime: formatBeijingTime(faker.date.past({ years: 1, refDate })),
        };
      }),
    );
    rows.sort((a, b) => a.useTime.localeCompare(b.useTime));
    return rows.map((row, index) => ({ ...row, id: index + 1 }));
  },
};

export default appPackageUseSeed;
