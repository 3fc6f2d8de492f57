import type { CollectionDefinition } from '../../store/definition';
import type { CrudRecord } from '../crudRecord';

/** The one record of the booking rules (the 场地配置 form page edits id 1). */
const siteConfigSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: () => [
    {
      id: 1,
      openStart: '08:30',
      openEnd: '17:30',
      maxBookDays: 30,
      maxHours: 4,
      needAudit: 1,
      minAdvanceDays: 1,
      notice: [
        '1. 场地预约须至少提前 1 个工作日提交，审核结果将以短信通知。',
        '2. 参观机房须提前登记参观人员姓名及身份证号，参观时佩戴访客证，禁止拍照、触碰设备。',
        '3. 如需取消预约，请在使用前 4 小时于门户取消或联系场地负责人。',
        '4. 使用完毕请关闭投影、空调等设备，保持场地整洁。',
      ].join('\n'),
    },
  ],
};

export default siteConfigSeed;
