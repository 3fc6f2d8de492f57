/**
 * An action's question with the record's values in it, so the user confirms what will happen to
 * this record (确认从账户余额支付 1,280.00 元？): `{field}` is the record's value (a dot path),
 * `{field:money}` an amount in 元 with thousands separators and two decimals. Lint lets a question
 * name fields only where one record is acted on (a row or a detail page's action).
 */
import { formatYuan } from '../../contract/money';
import { readPath } from '../../contract/readPath';
import type { CustomAction } from '../../pageLanguage/actions';
import type { DataRecord } from '../data/resolveResponse';

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_.]*)(?::(money))?\}/g;

/** The question filled from the record; a value the record lacks reads as "-". */
export function fillQuestion(question: string, record: DataRecord): string {
  return question.replace(PLACEHOLDER, (_, field: string, format: string | undefined) => {
    const value = readPath(record, field);
    if (format === 'money') return typeof value === 'number' && Number.isFinite(value) ? formatYuan(value) : '-';
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '-';
  });
}

/** The action as asked about this record: its `confirm` filled (unchanged without a record or a question). */
export function askedAbout(action: CustomAction, record: DataRecord | undefined): CustomAction {
  return record && action.confirm ? { ...action, confirm: fillQuestion(action.confirm, record) } : action;
}

