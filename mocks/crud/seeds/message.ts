// Hand-written, not x-seed hints: every user gets their own 8–26 messages (a set per record of the
// users collection), and a message's title and content are made together from one template.
import type { Faker } from '@faker-js/faker';
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingDate, formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const CLUSTERS = ['广州集群', '长沙集群', '无锡集群', '天津集群'] as const;
const PARTITIONS = ['cpu_normal', 'cpu_large', 'gpu_a800', 'fat_mem'] as const;
const JOB_NAMES = ['wrf_guangdong', 'vasp_relax', 'gromacs_md', 'lammps_eam', 'openfoam_cavity', 'cp2k_opt', 'abaqus_static'] as const;
const TICKET_TOPICS = ['作业长时间排队', '存储配额扩容申请', '软件 VASP 授权咨询', '账单金额核对', 'VPN 无法连接登录节点', '申请开通 GPU 分区'] as const;

type Template = (faker: Faker, at: Date) => { type: number; title: string; content: string };

const jobId = (faker: Faker): string => faker.string.numeric({ length: 7, allowLeadingZeros: false });
const money = (faker: Faker, min: number, max: number): string =>
  faker.number.float({ min, max, fractionDigits: 2 }).toFixed(2);

const TEMPLATES: readonly Template[] = [
  (faker, at) => {
    const day = formatBeijingDate(faker.date.soon({ days: 10, refDate: at }));
    return {
      type: 1, title: '系统维护通知',
      content: `平台将于 ${day} 00:00 至 06:00 进行例行维护，期间作业提交与文件传输服务暂停，已排队作业不受影响，请提前做好安排。`,
    };
  },
  (faker) => ({
    type: 1, title: '控制台新版本上线',
    content: `超算云平台控制台已升级至 v3.${faker.number.int({ min: 1, max: 9 })}.${faker.number.int({ min: 0, max: 9 })}，新增存储管理批量操作与作业模板功能。`,
  }),
  (faker, at) => {
    const id = jobId(faker);
    return {
      type: 2, title: `作业 ${id} 已完成`,
      content: `您在${faker.helpers.arrayElement(CLUSTERS)} ${faker.helpers.arrayElement(PARTITIONS)} 分区提交的作业 ${id}（${faker.helpers.arrayElement(JOB_NAMES)}）已于 ${formatBeijingTime(at)} 运行结束，退出码 0，共消耗 ${faker.number.int({ min: 12, max: 9800 })} 核时。`,
    };
  },
  (faker) => {
    const id = jobId(faker);
    return {
      type: 2, title: `作业 ${id} 运行失败`,
      content: `作业 ${id}（${faker.helpers.arrayElement(JOB_NAMES)}）因超出内存限制被终止（退出码 137），请检查输入规模或改用 fat_mem 分区后重新提交。`,
    };
  },
  (faker) => ({
    type: 3, title: '账户余额不足提醒',
    content: `您的账户余额为 ${money(faker, 5, 300)} 元，低于预警值 500.00 元。为避免作业被中断，请及时充值。`,
  }),
  (faker, at) => {
    const month = new Date(at.getTime() + 8 * 3600 * 1000).getUTCMonth() || 12;
    return {
      type: 3, title: `${month}月账单已生成`,
      content: `您 ${month} 月共消费 ${money(faker, 800, 60000)} 元，其中计算资源 ${money(faker, 500, 50000)} 元、存储资源 ${money(faker, 20, 3000)} 元，详情请前往费用中心查看。`,
    };
  },
  (faker) => {
    const no = `GD${faker.string.numeric(10)}`;
    return {
      type: 4, title: `工单 ${no} 已回复`,
      content: `您提交的工单「${faker.helpers.arrayElement(TICKET_TOPICS)}」已由${faker.person.lastName()}工程师回复，请及时查看并确认处理结果。`,
    };
  },
  (faker) => {
    const quota = faker.helpers.arrayElement([500, 1024, 2048, 5120]);
    const used = Math.round(quota * faker.number.float({ min: 0.9, max: 0.99 }));
    return {
      type: 5, title: '存储配额使用率超过 90%',
      content: `您的存储空间已使用 ${used} GB（配额 ${quota} GB），请清理不需要的文件或提交扩容申请。`,
    };
  },
];

/** Messages of every user over the last 60 days; older ones are more likely read. */
const messageSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const drafts = get('users').flatMap((user) => Array.from({ length: faker.number.int({ min: 8, max: 26 }) }, () => {
      const at = faker.date.recent({ days: 60, refDate });
      const old = refDate.getTime() - at.getTime() > 7 * 86_400_000;
      return { userId: user.id, ...faker.helpers.arrayElement(TEMPLATES)(faker, at), read: faker.datatype.boolean({ probability: old ? 0.8 : 0.3 }) ? 1 : 0, createTime: formatBeijingTime(at) };
    }));
    // Ids follow time, as an auto-increment column would.
    drafts.sort((a, b) => a.createTime.localeCompare(b.createTime));
    return drafts.map((draft, index) => ({ ...draft, id: index + 1 }));
  },
};

export default messageSeed;
