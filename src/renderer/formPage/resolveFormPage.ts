import type { FormPageConfig } from '../../pageLanguage/pageConfig';
import type { RecordId } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';

export const SAVE_SUCCESS_MESSAGE = '保存成功';

/** The record a form page edits: its fixed `recordId`, else `id` from the address query; null when neither. */
export function formPageRecordId(config: Pick<FormPageConfig, 'recordId'>, search: string): RecordId | null {
  if (config.recordId !== undefined) return config.recordId;
  return new URLSearchParams(search).get('id')?.trim() || null;
}

/** Whether the form holds changes not yet saved (an emptied field counts as a change). */
export function isDirty(current: DataRecord, saved: DataRecord): boolean {
  const keys = new Set([...Object.keys(current), ...Object.keys(saved)]);
  return [...keys].some((key) => JSON.stringify(current[key] ?? null) !== JSON.stringify(saved[key] ?? null));
}
