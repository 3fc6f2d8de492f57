import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** What is looked at in each area (entity area), and what can be found wrong there. */
const AREAS: Record<number, { targets: readonly string[]; faults: readonly string[] }> = {
  1: {
    targets: ['A 区 01–12 机柜计算节点', 'A 区 13–24 机柜计算节点', 'A 区 GPU 服务器', 'A 区列头柜及 PDU'],
    faults: ['A-07 机柜 2 台计算节点电源模块告警，已报修', 'A 区 GPU 服务器 ZC20240012 风扇转速异常'],
  },
  2: {
    targets: ['B 区 01–12 机柜计算节点', 'B 区液冷机柜', 'B 区 InfiniBand 交换机', 'B 区列头柜及 PDU'],
    faults: ['B 区液冷机柜 CDU 二次侧流量偏低', 'B-11 机柜 PDU 单路断电，负载已切换'],
  },
  3: {
    targets: ['核心交换机', '接入交换机与光模块', '防火墙及出口链路', '综合布线与配线架'],
    faults: ['核心交换机 1 块光模块收光功率偏低', '出口链路 2 丢包率偶发升高'],
  },
  4: {
    targets: ['并行存储控制器与磁盘柜', '存储阵列硬盘状态', '归档存储与磁带库'],
    faults: ['并行存储 OSS03 1 块硬盘预警，已更换', '存储阵列控制器 B 电池需更换'],
  },
  5: {
    targets: ['UPS 主机及电池组', '低压配电柜', '柴油发电机', '蓄电池内阻测试'],
    faults: ['UPS2 电池组 3 节内阻偏高', '配电柜 2 号出线温度偏高，已紧固'],
  },
  6: {
    targets: ['精密空调与行级空调', '冷水机组与冷却塔', '冷冻水管路与阀门', '漏水检测系统'],
    faults: ['A 区 3 号精密空调高压告警', '冷却塔补水阀动作迟缓'],
  },
};
const NOTES = ['各项指标正常', '温湿度正常，无告警', '设备运行正常，已清理滤网', '运行正常，巡检记录已归档', ''] as const;

/** Weekday inspections of every area over the last two months, with plans for the next two weeks (about 200). */
const equipInspectionSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) => {
    const inspectors = Array.from({ length: 6 }, () => `${faker.person.lastName()}${faker.person.firstName()}`);
    const now = refDate.getTime();
    const beijingNow = now + 8 * HOUR_MS;
    const midnight = beijingNow - (beijingNow % DAY_MS) - 8 * HOUR_MS;
    const rows: Omit<CrudRecord, 'id'>[] = [];
    for (let day = -60; day <= 14; day += 1) {
      const date = midnight + day * DAY_MS;
      const weekday = new Date(date + 8 * HOUR_MS).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      // Three or so areas a day; the first working day of a month also gets a special inspection.
      const areas = faker.helpers.arrayElements([1, 2, 3, 4, 5, 6], faker.number.int({ min: 2, max: 4 }));
      for (const area of areas) {
        const spec = AREAS[area]!;
        const special = faker.datatype.boolean({ probability: 0.12 });
        const holiday = day > -35 && day < -28 && !special;
        const done = date + faker.number.int({ min: 9, max: 16 }) * HOUR_MS + faker.number.int({ min: 0, max: 59 }) * 60_000;
        // Past plans are done, a few slipped; today's are done if the morning round has passed.
        const finished = done < now && !(day < 0 && day > -4 && faker.datatype.boolean({ probability: 0.3 }));
        const abnormal = finished && faker.datatype.boolean({ probability: 0.1 });
        rows.push({
          area,
          target: faker.helpers.arrayElement(spec.targets),
          inspectType: special ? 2 : holiday ? 3 : 1,
          inspector: faker.helpers.arrayElement(inspectors),
          planDate: formatBeijingDate(date),
          status: finished ? 2 : 1,
          result: finished ? (abnormal ? 2 : 1) : undefined,
          inspectNote: finished && !abnormal ? faker.helpers.arrayElement(NOTES) || undefined : undefined,
          abnormalDesc: abnormal ? faker.helpers.arrayElement(spec.faults) : undefined,
          finishTime: finished ? formatBeijingTime(done) : undefined,
          createTime: formatBeijingTime(Math.min(date - faker.number.int({ min: 1, max: 7 }) * DAY_MS + 9 * HOUR_MS, now - HOUR_MS)),
        });
      }
    }
    rows.sort((a, b) => String(a.createTime).localeCompare(String(b.createTime)));
    return rows.map((row, index) => ({ ...row, id: 880001 + index }));
  },
};

export default equipInspectionSeed;
