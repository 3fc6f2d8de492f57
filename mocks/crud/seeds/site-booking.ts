// Hand-written, not x-seed hints: a booking takes a seeded open site, its type decides the purposes and
// durations, the number of people stays under that site's capacity, and the status follows whether the time
// is past; booking numbers run per submission day.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { personName } from '../seedVocab';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Uses by site type (entity site.siteType). */
const PURPOSES: Record<number, readonly string[]> = {
  1: ['项目启动会', '客户技术交流会', '算力采购需求沟通会', '合作协议评审会', '课题组季度汇报会', '专家咨询会'],
  2: ['HPC 上机培训', 'Slurm 作业调度培训', '课题组新成员上机实训', 'GPU 编程实践课', '企业工程师仿真软件培训'],
  3: ['政府领导参观调研', '高校师生参观学习', '企业客户参观交流', '媒体采访拍摄', '合作伙伴来访接待'],
  4: ['客户参观超算机房', '中学生科普研学', '合作伙伴实地考察', '上级单位安全检查', '高校院系参观'],
};
const VISITORS = ['华南理工大学计算机学院', '中山大学化学学院', '广州市第六中学', '湖南大学信息科学与工程学院', '市科技局', '省工业和信息化厅', '南方日报社'] as const;
const REJECT_REASONS = ['该时段场地已安排内部活动，请改约其他时间', '参观人数超出场地容纳上限', '预约信息不完整，请补充参观人员名单后重新提交', '机房例行维护期间暂停参观'] as const;
const CANCEL_REASONS = ['来访行程调整，改期另约', '会议取消', '参观人员临时有事', '已改用线上会议'] as const;

type Status = 1 | 2 | 3 | 4 | 5;

/** How far a booking has got, by whether its time is still to come. */
function statusOf(faker: Faker, start: number, now: number): Status {
  if (start > now) return faker.helpers.weightedArrayElement([{ weight: 8, value: 1 }, { weight: 8, value: 2 }, { weight: 2, value: 3 }, { weight: 2, value: 4 }]);
  // The last few days' bookings are not all closed yet: some wait for 完成.
  if (now - start < 4 * DAY_MS && faker.datatype.boolean({ probability: 0.4 })) return 2;
  return faker.helpers.weightedArrayElement([{ weight: 14, value: 5 }, { weight: 2, value: 4 }, { weight: 2, value: 3 }]);
}

/** 160 bookings of the seeded sites from two and a half months ago to a month ahead. */
const siteBookingSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate, get }) => {
    const sites = get('crud.site').filter((site) => site.open === 1);
    const companies = get('crud.customer').filter((c) => c.customerType === 1).map((c) => String(c.name));
    const now = refDate.getTime();
    const beijingNow = now + 8 * HOUR_MS;
    const midnight = beijingNow - (beijingNow % DAY_MS) - 8 * HOUR_MS;
    const rows = Array.from({ length: 160 }, () => {
      const site = faker.helpers.arrayElement(sites);
      const siteType = Number(site.siteType);
      const day = faker.number.int({ min: -75, max: 30 });
      const hour = faker.helpers.arrayElement([9, 9.5, 10, 14, 14.5, 15]);
      const start = midnight + day * DAY_MS + hour * HOUR_MS;
      const hours = siteType >= 3 ? faker.helpers.arrayElement([1, 1.5, 2]) : faker.helpers.arrayElement([1, 2, 3, 4]);
      const end = Math.min(start + hours * HOUR_MS, midnight + day * DAY_MS + 17.5 * HOUR_MS);
      const status = statusOf(faker, start, now);
      // Submitted 1–20 days ahead; bookings for next month came in over the last ten days, not all this morning.
      const created = Math.min(start - faker.number.int({ min: 1, max: 20 }) * DAY_MS - faker.number.int({ min: 0, max: 8 }) * HOUR_MS, now - faker.number.int({ min: 1, max: 240 }) * HOUR_MS);
      const audited = Math.min(created + faker.number.int({ min: 1, max: 20 }) * HOUR_MS, now - 30 * 60_000);
      const capacity = Number(site.capacity);
      return {
        siteName: String(site.name),
        applicant: personName(faker),
        company: siteType >= 3 && faker.datatype.boolean({ probability: 0.3 }) ? faker.helpers.arrayElement(VISITORS) : faker.helpers.arrayElement(companies),
        phone: mobileNumber(faker),
        purpose: faker.helpers.arrayElement(PURPOSES[siteType] ?? PURPOSES[1]!),
        startTime: formatBeijingTime(start),
        endTime: formatBeijingTime(end),
        people: faker.number.int({ min: Math.min(3, capacity), max: capacity }),
        status,
        createTime: formatBeijingTime(created),
        auditTime: status === 1 ? undefined : formatBeijingTime(audited),
        rejectReason: status === 3 ? faker.helpers.arrayElement(REJECT_REASONS) : undefined,
        cancelReason: status === 4 ? faker.helpers.arrayElement(CANCEL_REASONS) : undefined,
        finishTime: status === 5 ? formatBeijingTime(end + faker.number.int({ min: 5, max: 90 }) * 60_000) : undefined,
      };
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    const perDay = new Map<string, number>();
    return rows.map((row, index) => {
      // YY + the day it was submitted + that day's sequence number.
      const date = row.createTime.slice(0, 10).replace(/-/g, '');
      const seq = (perDay.get(date) ?? 0) + 1;
      perDay.set(date, seq);
      return { ...row, id: 30001 + index, bookingNo: `YY${date}${String(seq).padStart(4, '0')}` };
    });
  },
};

export default siteBookingSeed;
