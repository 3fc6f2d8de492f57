/**
 * The words of a family's operations: the summary after the family's title ("应用工单：分页列表"),
 * the longer description of some verbs, and where the call comes from — `x-spec` / `x-extension`
 * as the family's declaration (schemas/families) says.
 */
import type { EndpointVerb } from '../../src/pageLanguage/endpoint';

/** What each verb does, after the family's title in the summary ("应用工单：分页列表"). */
export const VERB_SUMMARY: Record<EndpointVerb, string> = {
  list: '分页列表',
  tree: '树',
  children: '下级',
  summary: '统计',
  get: '详情',
  create: '新增',
  update: '修改',
  delete: '删除',
  deleteMany: '批量删除',
  export: '导出',
  status: '启停',
  reorder: '排序',
};

/** The longer word where the summary's short one leaves out what comes back. */
export const VERB_DESCRIPTION: Partial<Record<EndpointVerb, string>> = {
  tree: '全部节点，逐级嵌套。',
  children: '某个上级的下级节点，含各自的子树。',
  summary: '按筛选条件计数。',
  export: 'CSV 文件，全部匹配行（不分页）。',
  status: '把状态字段改为路径中的取值。',
  reorder: '按请求中的顺序交换记录的排序值。',
};

/**
 * Where a family's calls come from (schemas/families): the spec section that names it, or why a
 * family the spec never names exists, and the reasons of its operations the spec does not name.
 */
export interface FamilySource {
  spec?: string;
  extension?: string;
  extensions?: readonly { operations: readonly string[]; reason: string }[];
}

/**
 * `x-spec` (the family's section of the spec) and `x-extension` (why the operation is served
 * though the spec names no such call) of one operation: a verb, an action's name, or
 * `<action>.current` for an action's current-value read.
 */
export function sourceFields(source: FamilySource | undefined, operation: string): Record<string, string> {
  if (!source) return {};
  const reason = source.extensions?.find((group) => group.operations.includes(operation))?.reason ?? source.extension;
  return { ...(source.spec ? { 'x-spec': source.spec } : {}), ...(reason ? { 'x-extension': reason } : {}) };
}
