import type { CollectionDefinition } from '../../store/definition';
import { mobileNumber } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const ITEMS: readonly { type: number; title: string; content: string }[] = [
  { type: 1, title: '希望支持作业模板', content: '每次提交 VASP 作业都要重新填写参数，希望能保存为模板重复使用。' },
  { type: 2, title: '文件上传中断', content: '上传 2GB 的数据文件时在 80% 左右中断，重试多次都不成功。' },
  { type: 1, title: '增加账单导出格式', content: '财务需要 Excel 格式的月度账单，目前只能导出 CSV。' },
  { type: 2, title: '作业状态长时间不刷新', content: '作业已经结束，但作业列表里仍显示运行中，刷新后才变化。' },
  { type: 3, title: '客服响应慢', content: '上周提交的资源申请三天没有人联系，希望加快处理速度。' },
  { type: 4, title: '咨询教育优惠', content: '高校课题组使用平台是否有教育优惠？应如何申请？' },
  { type: 1, title: '应用商店增加评分', content: '希望在应用商店能看到其他用户对应用的评价和评分。' },
  { type: 2, title: '短信验证码收不到', content: '注册时点击获取验证码，一直没有收到短信。' },
];

/** 用户反馈: what users wrote from the console and the portal, some answered already. */
const feedbackSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ faker, refDate }) => {
    const rows = Array.from({ length: 40 }, (_, i) => {
      const item = ITEMS[i % ITEMS.length]!;
      const at = faker.date.past({ years: 1, refDate });
      const status = i < 6 ? 1 : faker.helpers.weightedArrayElement([{ weight: 2, value: 1 }, { weight: 5, value: 2 }, { weight: 1, value: 3 }]);
      return {
        feedbackType: item.type,
        title: item.title,
        content: item.content,
        userName: `user${faker.string.numeric(4)}`,
        phone: mobileNumber(faker),
        status,
        reply: status === 1 ? undefined : '感谢您的反馈，相关问题已转技术团队处理，预计下个版本改进。',
        replyTime: status === 1 ? undefined : formatBeijingTime(at.getTime() + faker.number.int({ min: 1, max: 48 }) * 3_600_000),
        createTime: formatBeijingTime(at),
      };
    });
    return rows.sort((a, b) => a.createTime.localeCompare(b.createTime));
  },
};

export default feedbackSeed;
