import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import { formatBeijingDate } from '../store/time';
import { fail, ok } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * Hand-written: the contract warning answers the contract rule with a count across two families (contracts in force ending within its days).
 *
 * GET customer-contract/warning-rule: the contract rule of the warn rules (the generated family
 * warn-rule, target `contract`) with how many contracts in force end within its days — a count
 * across two families, so written by hand; read by whoever may list 客户合同.
 */
const DAY_MS = 86_400_000;

export const warnRuleHandlers = [
  operation('customer-contract', 'get-warning-rule', () => {
    const rule = db.collection(crudCollectionName('warn-rule')).find((r) => r.target === 'contract');
    if (!rule) return fail(404, '未配置合同到期预警规则');
    const enabled = rule.enabled === 1;
    const today = formatBeijingDate(Date.now());
    const last = formatBeijingDate(Date.now() + Number(rule.threshold) * DAY_MS);
    const expiringCount = enabled
      ? db.collection(crudCollectionName('customer-contract')).count((c) => c.status === 1 && typeof c.endDate === 'string' && c.endDate >= today && c.endDate <= last)
      : 0;
    return ok({ ruleId: rule.id, ruleName: rule.ruleName, warnDays: rule.threshold, enabled, notifyWay: rule.notifyWay, expiringCount });
  }),
];
