/**
 * What a status switch asks and how it is named (src/pageLanguage/columns.ts SwitchColumnConfig):
 * the question of the direction switched to, and the accessible name, both templates of the
 * record's fields (确认禁用用户“王小明”吗？, personal 启用状态).
 */
import { fillTemplate } from '../../contract/textTemplate';
import type { DataRecord } from '../data/resolveResponse';
import type { ResolvedSwitch } from './resolveColumns';

/** The question asked before switching to `nextChecked` (null: none). */
export function switchQuestion(config: ResolvedSwitch, nextChecked: boolean, record: DataRecord | undefined): string | null {
  const { confirm } = config;
  if (confirm === null) return null;
  const template = typeof confirm === 'string' ? confirm : nextChecked ? confirm.on : confirm.off;
  return record ? fillTemplate(template, record) : template;
}

/** The switch's accessible name: the column's `label` template, else "<column title>：<row key>". */
export function switchLabel(config: ResolvedSwitch, columnTitle: string, record: DataRecord, rowKey: string): string {
  return config.label !== undefined ? fillTemplate(config.label, record) : `${columnTitle}：${String(record[rowKey])}`;
}
