import { crudCollectionName } from '../crud/crudCollections';
import { db } from '../store/db';
import type { WarnRuleRecord, WarnTarget } from '../store/seeds/warnRules';
import { formatBeijingDate } from '../store/time';
import { pageRows } from './pageRows';
import { fail, intParam, ok } from './respond';
import { operation } from '../routing/declaredOperation';

/**
 * 预警规则 (spec 7.2 Further families: warn rules, contracts with their warning rule).
 *
 *   GET warn-rule/page?pageIndex&pageSize&ruleName&target&enabled   the platform's warn rules, a
 *       platform-wide setting (系统管理 code); no console page lists them yet
 *   GET customer-contract/warning-rule   the contract rule (days before the end date) with how many
 *       contracts in force end within it; read by whoever may list 客户合同
 */
const TARGETS: readonly WarnTarget[] = ['contract', 'balance', 'coreHour', 'storage', 'equipment'];
const DAY_MS = 86_400_000;

export const warnRuleHandlers = [
  operation('warn-rule', 'get-page', ({ request }) => {
    const url = new URL(request.url);
    const name = url.searchParams.get('ruleName')?.trim() ?? '';
    const target = url.searchParams.get('target') ?? '';
    if (target !== '' && !TARGETS.includes(target as WarnTarget)) return fail(400, '预警对象不存在');
    const enabled = url.searchParams.get('enabled') ?? '';
    if (enabled !== '' && enabled !== '0' && enabled !== '1') return fail(400, '启用状态只能是 0 或 1');
    const rows = db.collection('warnRules').list() as unknown as Record<string, unknown>[];
    const page = pageRows(rows, {
      filter: (row) => (name === '' || String(row.ruleName).includes(name))
        && (target === '' || row.target === target)
        && (enabled === '' || row.enabled === (enabled === '1')),
      sort: { key: 'id' },
      pageIndex: intParam(url, 'pageIndex', 1),
      pageSize: Math.min(intParam(url, 'pageSize', 20), 100),
    });
    return ok(page);
  }),

  operation('customer-contract', 'get-warning-rule', () => {
    const rule: WarnRuleRecord | undefined = db.collection('warnRules').find((r) => r.target === 'contract');
    if (!rule) return fail(404, '未配置合同到期预警规则');
    const today = formatBeijingDate(Date.now());
    const last = formatBeijingDate(Date.now() + rule.threshold * DAY_MS);
    const expiringCount = rule.enabled
      ? db.collection(crudCollectionName('customer-contract')).count((c) => c.status === 1 && typeof c.endDate === 'string' && c.endDate >= today && c.endDate <= last)
      : 0;
    return ok({ ruleId: rule.id, ruleName: rule.ruleName, warnDays: rule.threshold, enabled: rule.enabled, notifyWay: rule.notifyWay, expiringCount });
  }),
];
