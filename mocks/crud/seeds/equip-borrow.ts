// Hand-written, not x-seed hints: loans are made in time order of devices that are back from their previous
// loan (a device is never lent twice at once), and the purpose follows the device; hints fill one record at a
// time and know nothing of the others.
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { personName } from '../seedVocab';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const DEPTS = ['ops', 'infra', 'tech', 'app', 'market', 'service', 'admin'] as const;

/** What a device is borrowed for, by its name (entity equipment.name); servers and switches go out for trials. */
const PURPOSES: Record<string, readonly string[]> = {
  笔记本电脑: ['客户现场技术支持', '出差演示', '新员工入职临时使用', '展会演示'],
  线缆认证测试仪: ['机房布线验收测试', '分中心综合布线检测'],
  光功率计: ['光纤链路排查', '机房布线验收测试'],
  移动硬盘: ['外场数据拷贝', '客户数据迁移'],
  便携投影仪: ['客户培训', '展会演示'],
  红外热像仪: ['机房热点排查', '配电柜温升检测'],
};
const TRIALS = ['客户现场 POC 测试', '大模型推理适配验证', '测试环境组网', '分中心网络割接备机'] as const;
const REMARKS = ['设备完好', '外观完好，附件齐全', '已清除测试数据', '电池续航下降，已报修', ''] as const;

/** About 120 loans over the last eight months, mostly of test and office kit, a few servers and switches for trials. */
const equipBorrowSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 2,
  seed: ({ faker, refDate, get }) => {
    const lendable = get('crud.equipment').filter((e) => [2, 3, 7].includes(Number(e.category)) && [1, 2].includes(Number(e.status)));
    const office = lendable.filter((e) => e.category === 7);
    const trial = lendable.filter((e) => e.category !== 7);
    const people = Array.from({ length: 24 }, () => ({ name: personName(faker), dept: faker.helpers.arrayElement(DEPTS) }));
    const now = refDate.getTime();
    const beijingNow = now + 8 * HOUR_MS;
    const midnight = beijingNow - (beijingNow % DAY_MS) - 8 * HOUR_MS;
    // Loans in time order, each of a device that is back from its previous loan by then.
    const starts = Array.from({ length: 120 }, () => {
      // Nearly half the loans are from the last month, so a fair number are still out.
      const day = -(faker.datatype.boolean({ probability: 0.45 }) ? faker.number.int({ min: 0, max: 30 }) : faker.number.int({ min: 31, max: 240 }));
      const at = Math.min(midnight + day * DAY_MS + faker.number.int({ min: 9, max: 17 }) * HOUR_MS + faker.number.int({ min: 0, max: 59 }) * 60_000, now - 30 * 60_000);
      return { day, at };
    }).sort((a, b) => a.at - b.at);
    const busyUntil = new Map<unknown, number>();
    const rows = starts.flatMap(({ day, at: borrowed }) => {
      const free = (list: typeof lendable) => list.filter((e) => (busyUntil.get(e.id) ?? 0) < borrowed);
      // Mostly office and test kit; now and then a server or switch for a trial. A loan with nothing free is not made.
      const pool = free(faker.datatype.boolean({ probability: 0.85 }) ? office : trial);
      if (pool.length === 0) return [];
      const device = faker.helpers.arrayElement(pool);
      const person = faker.helpers.arrayElement(people);
      const planned = faker.helpers.arrayElement([3, 7, 14, 14, 30, 30, 60]);
      const expected = midnight + (day + planned) * DAY_MS;
      const overdueDays = (midnight - expected) / DAY_MS;
      // Due in the future: still out, a few back early; past due: back, except some of the last two months'.
      const status = expected >= midnight
        ? (faker.datatype.boolean({ probability: 0.2 }) ? 2 : 1)
        : (overdueDays <= 60 && faker.datatype.boolean({ probability: 0.25 }) ? 3 : 2);
      const returned = expected >= midnight
        ? borrowed + (now - borrowed) * faker.number.float({ min: 0.3, max: 0.9 })
        : Math.max(borrowed + HOUR_MS, Math.min(borrowed + (planned + faker.number.int({ min: -2, max: 2 })) * DAY_MS + faker.number.int({ min: 1, max: 6 }) * HOUR_MS, now - 10 * 60_000));
      busyUntil.set(device.id, status === 2 ? returned : Number.POSITIVE_INFINITY);
      const name = String(device.name);
      return [{
        assetNo: String(device.assetNo),
        equipName: name,
        borrower: person.name,
        dept: person.dept,
        purpose: faker.helpers.arrayElement(PURPOSES[name] ?? TRIALS),
        borrowTime: formatBeijingTime(borrowed),
        expectReturnDate: formatBeijingDate(expected),
        returnTime: status === 2 ? formatBeijingTime(returned) : undefined,
        status,
        returnRemark: status === 2 ? faker.helpers.arrayElement(REMARKS) || undefined : undefined,
        createTime: formatBeijingTime(borrowed - faker.number.int({ min: 5, max: 120 }) * 60_000),
      }];
    });
    rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return rows.map((row, index) => ({ ...row, id: 240001 + index }));
  },
};

export default equipBorrowSeed;
