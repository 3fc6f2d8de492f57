// Hand-written, not x-seed hints: six rules chosen to show every state (in force, pending, rejected, expired)
// with their review dates at fixed distances from now; a story of six, not a distribution.
import type { CollectionDefinition } from '../../store/definition';
import { formatBeijingTime } from '../../store/time';
import type { CrudRecord } from '../crudRecord';

const DAY = 86_400_000;

/**
 * 费用策略 (recharge gifts): a few in force, one waiting for review, one rejected, one expired.
 * The ones in force start at large recharges, so an everyday top-up gets no gift.
 */
const costRuleSeed: CollectionDefinition<CrudRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => {
    const ref = refDate.getTime();
    const at = (days: number) => formatBeijingTime(ref - days * DAY);
    return [
      { ruleName: '企业大额充值赠送', customerType: 'enterprise', threshold: 100_000, giftRate: 5, effectiveDate: '2026-01-01', expireDate: '2027-12-31', checkStatus: 1, checkOpinion: '同意', checkTime: at(300), remark: '年度框架客户', createTime: at(302) },
      { ruleName: '个人用户充值回馈', customerType: 'person', threshold: 20_000, giftRate: 3, effectiveDate: '2026-03-01', expireDate: '2027-02-28', checkStatus: 1, checkOpinion: '同意', checkTime: at(250), remark: '', createTime: at(251) },
      { ruleName: '全员年终充值季', customerType: 'ALL', threshold: 50_000, giftRate: 8, effectiveDate: '2026-12-01', expireDate: '2026-12-31', checkStatus: 0, remark: '待财务确认预算', createTime: at(3) },
      { ruleName: '高校课题组扶持', customerType: 'person', threshold: 5_000, giftRate: 20, effectiveDate: '2026-09-01', expireDate: '2026-12-31', checkStatus: 2, checkOpinion: '赠送比例过高，请调整后重新提交', checkTime: at(60), remark: '', createTime: at(62) },
      { ruleName: '2025 开年充值赠送', customerType: 'ALL', threshold: 30_000, giftRate: 6, effectiveDate: '2025-01-01', expireDate: '2025-03-31', checkStatus: 1, checkOpinion: '同意', checkTime: at(700), remark: '已过期', createTime: at(705) },
      { ruleName: '合作伙伴专享赠送', customerType: 'enterprise', threshold: 200_000, giftRate: 6, effectiveDate: '2026-06-01', expireDate: '2027-05-31', checkStatus: 0, remark: '', createTime: at(10) },
    ];
  },
};

export default costRuleSeed;
