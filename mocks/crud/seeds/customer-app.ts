// Hand-written, not x-seed hints: licence terms tie the expiry to the creation day by licence type (trials 30
// days, yearly 365, core-hour 730), with expired and soon-expiring phases for the warning;
// customerAppSeed.test.ts checks those sums, which hints (one date after another by a range of days) cannot
// hold exactly.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { serviceOrgOf } from './support/serviceOrgs';
import { addDays, duringOfficeHours, pickCustomer } from './support/customerRelations';

/** Versions installed on the clusters, per application (newest last). */
const VERSIONS: Record<string, readonly string[]> = {
  VASP: ['5.4.4', '6.3.2', '6.4.2'],
  GROMACS: ['2022.5', '2023.3', '2024.1'],
  LAMMPS: ['23Jun2022', '2Aug2023', '29Aug2024'],
  Fluent: ['2022R2', '2023R2', '2024R1'],
  OpenFOAM: ['v2212', 'v2312', '11'],
  WRF: ['4.4.2', '4.5.2', '4.6.0'],
  PyTorch: ['2.1.2', '2.3.1', '2.4.0'],
  Gaussian: ['16 C.01', '16 C.02'],
  CP2K: ['2023.2', '2024.1'],
  QuantumESPRESSO: ['7.2', '7.3'],
};
/** Commercial codes are sold by the year or tried first; open-source ones are billed by core-hour. */
const COMMERCIAL = new Set(['VASP', 'Fluent', 'Gaussian']);

const REMARKS = ['随框架协议开通', '课题组共享授权', '试用结束后转包年', '需每年提供授权证明', '', '', ''] as const;

type License = 1 | 2 | 3;

function licenseOf(faker: Faker, app: string): License {
  if (COMMERCIAL.has(app)) return faker.helpers.weightedArrayElement<License>([{ weight: 7, value: 2 }, { weight: 3, value: 3 }]);
  return faker.helpers.weightedArrayElement<License>([{ weight: 7, value: 1 }, { weight: 2, value: 2 }, { weight: 1, value: 3 }]);
}

/** Days of one licence term: a year, a 30-day trial, or two years for core-hour billing. */
const TERM: Record<License, number> = { 1: 730, 2: 365, 3: 30 };

/**
 * 130 applications enabled for customers: open-source codes mostly by core-hour, commercial ones
 * by the year or on trial. Some licences have run out (mostly switched off), some end within the
 * 30-day warning window.
 */
const customerAppSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 3,
  seed: ({ faker, refDate, get }) => {
    const customers = get('crud.customer');
    const rows = Array.from({ length: 130 }, () => {
      const customer = pickCustomer(faker, customers, 0.75);
      const appName = faker.helpers.arrayElement(Object.keys(VERSIONS));
      const licenseType = licenseOf(faker, appName);
      const term = TERM[licenseType];
      const phase = faker.helpers.weightedArrayElement([{ weight: 15, value: 'expired' }, { weight: 14, value: 'soon' }, { weight: 71, value: 'running' }]);
      // A running trial is always inside its 30 days; longer licences may be well within their term.
      const daysLeft = phase === 'expired'
        ? faker.number.int({ min: -200, max: -1 })
        : licenseType === 3 ? faker.number.int({ min: 1, max: term - 1 })
          : phase === 'soon' ? faker.number.int({ min: 12, max: 48 }) : faker.number.int({ min: 49, max: term - 1 });
      const expire = addDays(refDate, daysLeft);
      const created = duringOfficeHours(faker, addDays(expire, -term));
      const enabled = phase === 'expired' ? faker.datatype.boolean({ probability: 0.2 }) : faker.datatype.boolean({ probability: 0.9 });
      return {
        appName,
        version: faker.helpers.arrayElement(VERSIONS[appName]!),
        customerId: customer.id,
        customerName: String(customer.name),
        // Served where the customer is (the enterprise record of 企业管理 says the same).
        groupId: serviceOrgOf(Number(customer.id)),
        licenseType,
        licenseCount: licenseType === 1 ? undefined : licenseType === 3 ? faker.number.int({ min: 1, max: 4 }) : faker.helpers.arrayElement([4, 8, 16, 32, 64]),
        expireDate: formatBeijingDate(expire),
        status: enabled ? 1 : 0,
        remark: faker.helpers.arrayElement(REMARKS) || undefined,
        createTime: formatBeijingTime(created),
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return rows.map((row, index) => ({ ...row, id: index + 1 }));
  },
};

export default customerAppSeed;
