// Hand-written, not x-seed hints: every user gets their own 5–8 work orders (a set per record of
// the users collection), with their name and phone as the contact, and a title, description and
// reply written together.
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';
import { duringOfficeHours } from './support/customerRelations';

const DAY = 86_400_000;

const TICKETS = [
  { type: '资源申请', title: '申请开通 GPU 分区', content: '课题组需要在 gpu_a800 分区训练模型，请为账号开通该分区的提交权限。' },
  { type: '故障报修', title: '作业长时间排队', content: 'cpu_normal 分区提交的作业已排队超过 20 小时，请帮忙查看是否有节点故障。' },
  { type: '应用安装', title: 'VASP 授权咨询', content: '课题组已购买 VASP 6 授权，希望在平台上安装并开放给组内成员使用。' },
  { type: '费用咨询', title: '账单金额核对', content: '上月账单中存储费用比预期高，请协助核对计费明细。' },
  { type: '资源申请', title: '存储配额扩容', content: '当前 2 TB 配额即将用满，申请扩容到 5 TB，用于存放测序原始数据。' },
  { type: '故障报修', title: 'VPN 无法连接登录节点', content: '通过 VPN 连接后 ssh 登录节点超时，重装客户端后仍然无法连接。' },
  { type: '账号问题', title: '子账号无法登录', content: '新建的子账号首次登录时提示密码错误，已确认输入无误。' },
  { type: '其他', title: '申请开具发票', content: '本季度充值款项需开具增值税专用发票，开票信息已在附件说明。' },
] as const;

const ACCEPTED = '您好，已收到您的工单，工程师正在处理中。';
const SOLVED = [
  '已为您的账号完成配置，请重新登录后确认是否生效。',
  '问题已定位为登录节点网络策略调整所致，现已恢复，请再试一次。',
  '已按您的要求处理完毕，如仍有问题请在本工单中继续反馈。',
] as const;

const STATUSES = ['PENDING', 'PROCESSING', 'REPLIED', 'CLOSED'] as const;

/** Work orders of every user over the last 60 days, numbered per day (GD + date + 4 digits) in time order. */
const myWorkorderSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate, get }) => {
    const drafts = get('users').flatMap((user) => Array.from({ length: faker.number.int({ min: 5, max: 8 }) }, () => {
      // Filed and answered in office hours (Beijing).
      const at = duringOfficeHours(faker, new Date(refDate.getTime() - faker.number.int({ min: 1, max: 60 }) * DAY)).getTime();
      const status = faker.helpers.arrayElement(STATUSES);
      const replied = at + faker.number.int({ min: 20, max: 180 }) * 60_000;
      const reply = status === 'PROCESSING' ? ACCEPTED : faker.helpers.arrayElement(SOLVED);
      return {
        userId: user.id, ...faker.helpers.arrayElement(TICKETS), contact: user.displayName, phone: user.phone, status,
        ...(status === 'PENDING' ? {} : { reply, replyTime: formatBeijingTime(replied) }),
        createTime: formatBeijingTime(at),
        ...(status === 'CLOSED' ? { confirmTime: formatBeijingTime(replied + DAY) } : {}),
      };
    }));
    drafts.sort((a, b) => a.createTime.localeCompare(b.createTime));
    const perDay = new Map<string, number>();
    return drafts.map((draft, index) => {
      const day = draft.createTime.slice(0, 10).replaceAll('-', '');
      const seq = (perDay.get(day) ?? 0) + 1;
      perDay.set(day, seq);
      return { ...draft, id: index + 1, orderNo: `GD${day}${String(seq).padStart(4, '0')}` };
    });
  },
};

export default myWorkorderSeed;
