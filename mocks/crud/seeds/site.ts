// Hand-written, not x-seed hints: about fifty rooms whose names come from buildings, floors and room numbers
// (unique, as the entity requires) with capacity-dependent areas; site-booking books these rooms.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { SEEDED_UPLOADS, uploadUrl } from '../../store/seeds/uploads';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { personName } from '../seedVocab';

/** 1 会议室, 2 培训教室, 3 展厅, 4 机房参观通道 (entity siteType). */
type SiteType = 1 | 2 | 3 | 4;

interface SiteDraft {
  name: string;
  siteType: SiteType;
  location: string;
  capacity: number;
}

const EQUIPMENT: Record<SiteType, readonly string[]> = {
  1: ['投影仪', '视频会议终端', '无线投屏', '白板', 'LED 大屏', '音响系统', '电话会议系统'],
  2: ['学员电脑', '投影仪', '讲台', '录播系统', '无线麦克风', '电子白板'],
  3: ['LED 拼接大屏', '触控展示台', '沙盘模型', '讲解耳麦', '展柜照明'],
  4: ['讲解耳麦', '玻璃观察窗', '机房监控大屏', '应急照明'],
};

const PHOTO: Record<SiteType, string> = { 1: 'seed-site-1', 2: 'seed-site-2', 3: 'seed-site-3', 4: 'seed-site-4' };

const REMARKS = ['', '', '需提前一天联系负责人开门', '仅限工作日使用', '参观须佩戴访客证，禁止拍照', '含茶歇服务，需另行申请'] as const;

/** The rooms of the centre's buildings and of two sub-centres: names are unique, as the entity requires. */
function drafts(faker: Faker): SiteDraft[] {
  const sites: SiteDraft[] = [
    { name: '主楼一楼报告厅', siteType: 1, location: '超算中心主楼 1 层西侧', capacity: 300 },
    { name: '主楼二楼多功能厅', siteType: 1, location: '超算中心主楼 2 层中部', capacity: 120 },
  ];
  for (const [building, floors] of [['主楼', [3, 4, 5, 6]], ['科研楼', [2, 3, 4]]] as const) {
    for (const floor of floors) {
      for (const room of faker.helpers.arrayElements([1, 2, 3, 5, 6, 8], 3).sort()) {
        const no = `${floor}${String(room).padStart(2, '0')}`;
        sites.push({ name: `${building} ${no} 会议室`, siteType: 1, location: `超算中心${building} ${floor} 层${room <= 3 ? '东' : '西'}侧`, capacity: faker.helpers.arrayElement([8, 10, 12, 16, 20, 30, 40]) });
      }
    }
  }
  for (const letter of ['A', 'B', 'C']) {
    for (const floor of [2, 3, 4]) {
      sites.push({ name: `培训教室 ${letter}${floor}01`, siteType: 2, location: `超算中心科研楼 ${floor} 层 ${letter} 区`, capacity: faker.helpers.arrayElement([30, 40, 50, 60, 80]) });
    }
  }
  sites.push(
    { name: '上机实训室', siteType: 2, location: '超算中心科研楼 1 层东侧', capacity: 48 },
    { name: '超算成果展厅', siteType: 3, location: '超算中心展示中心 1 层', capacity: 150 },
    { name: '行业应用展厅', siteType: 3, location: '超算中心展示中心 2 层', capacity: 100 },
    { name: '超算发展历程展区', siteType: 3, location: '超算中心主楼 1 层大堂', capacity: 60 },
    { name: '数字孪生体验厅', siteType: 3, location: '超算中心展示中心 2 层东侧', capacity: 40 },
    { name: '科普展示区', siteType: 3, location: '超算中心展示中心 1 层北侧', capacity: 80 },
    { name: '数据中心 A 栋参观通道', siteType: 4, location: '数据中心 A 栋 2 层环形走廊', capacity: 30 },
    { name: '数据中心 B 栋参观通道', siteType: 4, location: '数据中心 B 栋 2 层环形走廊', capacity: 30 },
    { name: '液冷机房参观通道', siteType: 4, location: '数据中心 B 栋 3 层', capacity: 20 },
    { name: '主机房玻璃参观走廊', siteType: 4, location: '超算中心主楼 B1 层', capacity: 25 },
    { name: '冷站参观通道', siteType: 4, location: '动力中心 1 层', capacity: 15 },
    { name: '长沙分中心会议室', siteType: 1, location: '长沙分中心 3 层', capacity: 20 },
    { name: '长沙分中心培训教室', siteType: 2, location: '长沙分中心 2 层', capacity: 40 },
    { name: '长沙分中心展厅', siteType: 3, location: '长沙分中心 1 层', capacity: 60 },
    { name: '长沙分中心机房参观通道', siteType: 4, location: '长沙分中心数据机房 1 层', capacity: 20 },
    { name: '深圳分中心会议室', siteType: 1, location: '深圳分中心 5 层', capacity: 16 },
    { name: '深圳分中心展厅', siteType: 3, location: '深圳分中心 1 层', capacity: 50 },
    { name: '深圳分中心机房参观通道', siteType: 4, location: '深圳分中心数据机房 2 层', capacity: 20 },
  );
  return sites;
}

/** Square metres a room of this kind and size takes. */
function areaOf(faker: Faker, site: SiteDraft): number {
  const perPerson = { 1: [1.8, 2.6], 2: [2, 2.8], 3: [4, 8], 4: [3, 5] }[site.siteType] as [number, number];
  return Math.round(site.capacity * faker.number.float({ min: perPerson[0], max: perPerson[1] }));
}

const PHOTOS = new Map(SEEDED_UPLOADS.map((upload) => [upload.id, uploadUrl(upload)]));

/** About fifty bookable sites: meeting rooms, training rooms, exhibition halls and machine-room visitor walkways. */
const siteSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate }) => {
    const managers = Array.from({ length: 8 }, () => ({ name: personName(faker), phone: mobileNumber(faker) }));
    const rows = drafts(faker).map((site) => {
      const manager = faker.helpers.arrayElement(managers);
      return {
        ...site,
        area: areaOf(faker, site),
        equipment: faker.helpers.arrayElements(EQUIPMENT[site.siteType], { min: 2, max: 4 }).join('、'),
        open: faker.datatype.boolean({ probability: 0.9 }) ? 1 : 0,
        manager: manager.name,
        phone: manager.phone,
        photo: PHOTOS.get(PHOTO[site.siteType]) ?? '',
        remark: faker.helpers.arrayElement(REMARKS),
        createTime: formatBeijingTime(faker.date.past({ years: 3, refDate })),
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return rows.map((row, index) => ({ ...row, id: 101 + index }));
  },
};

export default siteSeed;
