import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const APPS = ['VASP', 'GROMACS', 'ANSYS Fluent', 'COMSOL Multiphysics', 'PyTorch', 'Gaussian', 'Abaqus', 'AlphaFold2'] as const;
const SIZES = [
  { label: '体验包', coreHours: 1000, price: 80, validDays: 30 },
  { label: '标准包', coreHours: 10000, price: 720, validDays: 90 },
  { label: '科研包', coreHours: 50000, price: 3300, validDays: 180 },
  { label: '年度包', coreHours: 200000, price: 12000, validDays: 365 },
] as const;

/** 应用套餐: core-hour packages per application, in every rule / exchange state. */
const appPackageSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) =>
    APPS.flatMap((app, a) =>
      SIZES.slice(0, a % 2 === 0 ? 4 : 3).map((size, s) => {
        const created = faker.date.past({ years: 1, refDate });
        const ruled = (a + s) % 3 !== 0;
        return {
          packageName: `${app} ${size.label}`,
          appName: app,
          coreHours: size.coreHours,
          price: size.price,
          validDays: size.validDays,
          exchange: (a + s) % 2,
          specExecuted: ruled ? 1 : 0,
          ruleTime: ruled ? formatBeijingTime(created.getTime() + 86_400_000) : undefined,
          saleCount: faker.number.int({ min: 0, max: 260 }),
          status: s === 3 && a % 3 === 0 ? 0 : 1,
          description: `${app} 专用${size.label}，含 ${size.coreHours} 核时，购买后 ${size.validDays} 天内有效。`,
          createTime: formatBeijingTime(created),
        };
      }),
    ),
};

export default appPackageSeed;
