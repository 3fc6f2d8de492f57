import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { EAST, PLATFORM, SOUTH, SOUTH_BRANCH } from './support/serviceOrgs';

const PLATFORMS = [['tianhe', 'th'], ['sunway', 'sw'], ['sugon', 'sg'], ['paratera', 'pr']] as const;
/** Organisations accounts are bound to (mocks/store/seeds/organizations.ts), by name: 绑定组织 and its id agree. */
const GROUPS: Readonly<Record<string, string>> = {
  超算云平台运营中心: PLATFORM, 华南超算分中心: SOUTH, 华东超算分中心: EAST, 运营部: '1002', 技术支持部: '1004', 华南超算分中心广州服务部: SOUTH_BRANCH, 平台测试组: '1003',
};
const GROUP_NAMES = Object.keys(GROUPS);
const NEEDS = ['作业长时间排队，请协助检查分区配额', '账号家目录存储配额不足，需扩容 2 TB', 'VPN 证书过期，需重新签发', '需开通 GPU 分区使用权限'] as const;

/** Accounts on the external supercomputing platforms the console brokers (账号管理). */
const externalAccountSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate }) => {
    const rows = Array.from({ length: 36 }, (_, index) => {
      const [platformName, prefix] = faker.helpers.arrayElement(PLATFORMS);
      const status = faker.helpers.weightedArrayElement([{ weight: 7, value: 1 }, { weight: 2, value: 2 }, { weight: 1, value: 0 }]);
      const created = faker.date.past({ years: 2, refDate });
      return {
        platformName,
        account: `${prefix}_${faker.string.alpha({ length: 3, casing: 'lower' })}${String(index + 1).padStart(3, '0')}`,
        groupName: faker.helpers.arrayElement(GROUP_NAMES),
        contact: `${faker.person.lastName()}${faker.person.firstName()}`,
        phone: mobileNumber(faker),
        status,
        ...(status === 2 ? { supportNote: faker.helpers.arrayElement(NEEDS), supportTime: formatBeijingTime(faker.date.recent({ days: 10, refDate })) } : {}),
        remark: '',
        createTime: formatBeijingTime(created),
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return rows.map((row, index) => ({ ...row, id: index + 1, groupId: GROUPS[row.groupName] }));
  },
};

export default externalAccountSeed;
