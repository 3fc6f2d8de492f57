import type { CollectionDefinition } from '../definition';
import { formatBeijingTime } from '../time';

/**
 * 预警规则 (spec 7.2 Further families: warn rules; contracts with their warning rule): when the
 * platform warns, and whom. The contract rule (target `contract`) is what GET
 * customer-contract/warning-rule answers: the 客户合同 list marks contracts ending within its days.
 */
export type WarnTarget = 'contract' | 'balance' | 'coreHour' | 'storage' | 'equipment';

export interface WarnRuleRecord {
  id: number;
  ruleName: string;
  target: WarnTarget;
  /** Days before (contract, equipment) or an amount below which the warning fires. */
  threshold: number;
  unit: '天' | '元' | '核时' | 'GB';
  notifyWay: '站内信' | '短信' | '站内信+短信';
  enabled: boolean;
  remark: string;
  createTime: string;
}

const RULES: readonly Omit<WarnRuleRecord, 'id' | 'createTime'>[] = [
  { ruleName: '合同到期预警', target: 'contract', threshold: 30, unit: '天', notifyWay: '站内信', enabled: true, remark: '合同到期前 30 天提醒客户经理续签' },
  { ruleName: '账户余额不足预警', target: 'balance', threshold: 1000, unit: '元', notifyWay: '站内信+短信', enabled: true, remark: '余额低于 1,000.00 元时提醒充值' },
  { ruleName: '核时包余量预警', target: 'coreHour', threshold: 5000, unit: '核时', notifyWay: '站内信', enabled: true, remark: '剩余核时低于 5,000 时提醒' },
  { ruleName: '存储配额预警', target: 'storage', threshold: 50, unit: 'GB', notifyWay: '站内信', enabled: false, remark: '剩余存储低于 50 GB 时提醒（试运行，暂未启用）' },
  { ruleName: '设备维保到期预警', target: 'equipment', threshold: 15, unit: '天', notifyWay: '短信', enabled: true, remark: '设备维保合同到期前 15 天通知资产管理员' },
];

export const warnRulesDefinition: CollectionDefinition<WarnRuleRecord> = {
  idKind: 'number',
  version: 1,
  seed: ({ refDate }) => RULES.map((rule, index) => ({
    ...rule, id: index + 1, createTime: formatBeijingTime(refDate.getTime() - (200 - index * 17) * 86_400_000),
  })),
};
