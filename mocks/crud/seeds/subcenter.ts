import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

/**
 * The sub-centres (spec §2.3 subcenter-message). The first two are the organisations the demo
 * accounts belong to (华南 2001 is the subcenter account's, 华东 2002 — mocks/store/seeds/organizations.ts),
 * so a sub-centre's group id names an organisation the user pages know.
 */
const SUBCENTRES: readonly (readonly [string, string, string, string])[] = [
  ['华南超算分中心', '2001', 'south', '广州市番禺区大学城外环东路 132 号'],
  ['华东超算分中心', '2002', 'east', '南京市江宁区东南大学路 2 号'],
  ['华北超算分中心', '2003', 'north', '天津市滨海新区经济技术开发区'],
  ['华中超算分中心', '2004', 'central', '长沙市岳麓区麓山南路 932 号'],
  ['西部超算分中心', '2005', 'west', '成都市高新区天府大道中段 1268 号'],
  ['深圳智算分中心', '2006', 'south', '深圳市南山区西丽街道学苑大道 1088 号'],
  ['无锡超算分中心', '2007', 'east', '无锡市滨湖区蠡园开发区'],
  ['济南超算分中心', '2008', 'north', '济南市历城区科院路 19 号'],
];

const subcenterSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) => SUBCENTRES.map(([subcenterName, groupId, region, address], index) => ({
    id: index + 1,
    subcenterName,
    groupId,
    region,
    address,
    manager: `${faker.person.lastName()}${faker.person.firstName()}`,
    phone: mobileNumber(faker),
    computeNodes: faker.number.int({ min: 200, max: 6000 }),
    // The last one is being rebuilt: out of service.
    status: index === SUBCENTRES.length - 1 ? 0 : 1,
    remark: index === SUBCENTRES.length - 1 ? '机房改造中，暂停对外服务' : '',
    createTime: formatBeijingTime(new Date(refDate.getTime() - (SUBCENTRES.length - index) * 45 * 86_400_000)),
  })),
};

export default subcenterSeed;
