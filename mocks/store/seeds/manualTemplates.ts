import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';

/**
 * 手册模板 (spec 7.2 Cost rules and constants: manual templates): ready-made chapters the
 * 操作指南设置 editor starts a guide from. HTML, sanitised wherever it is shown, like the guide.
 */
export interface ManualTemplateRecord {
  id: number;
  templateName: string;
  category: 'start' | 'job' | 'data' | 'billing';
  content: string;
  updateTime: string;
}

const TEMPLATES: readonly Omit<ManualTemplateRecord, 'id' | 'updateTime'>[] = [
  { templateName: '新用户入门', category: 'start', content: '<h2>新用户入门</h2><ol><li>注册并登录平台</li><li>在“我的账户”中完成实名认证</li><li>申请超算账号与资源</li></ol>' },
  { templateName: '提交第一个作业', category: 'job', content: '<h2>提交第一个作业</h2><p>在“应用运行”中选择应用与分区，填写核数与时长后提交；作业状态可在“作业管理”中查看。</p>' },
  { templateName: '数据上传与下载', category: 'data', content: '<h2>数据上传与下载</h2><p>在“存储管理”中上传文件，大文件自动分片上传，中断后可继续。</p>' },
  { templateName: '费用与充值说明', category: 'billing', content: '<h2>费用与充值说明</h2><p>作业按核时计费，余额不足时作业将被暂停；可在“账户充值”中在线充值。</p>' },
  { templateName: '常见问题', category: 'start', content: '<h2>常见问题</h2><ul><li>收不到验证码怎么办？</li><li>作业长时间排队怎么办？</li></ul>' },
];

export const manualTemplatesDefinition: CollectionDefinition<ManualTemplateRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => TEMPLATES.map((template, index) => ({
    ...template, id: index + 1, updateTime: formatBeijingTime(refDate.getTime() - (90 - index * 11) * 86_400_000),
  })),
};
