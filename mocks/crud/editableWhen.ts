/**
 * A family's `editableWhen`: the state a record must be in for `update` and `delete` (a user
 * changes their feedback only while nobody has handled it). Outside it: 400 with the family's
 * message, or 当前状态不允许该操作 as a custom action's `showWhen` says it.
 */
import { familyDeclarations } from '../../src/contract/catalog';
import { STATE_REFUSED } from './customActions';

/** The refusal of a change to the record in its present state, or null when it may change. */
export function editRefusal(familyName: string, record: Readonly<Record<string, unknown>>): string | null {
  const rule = familyDeclarations.get(familyName)?.editableWhen;
  if (!rule || rule.in.some((value) => String(value) === String(record[rule.field]))) return null;
  return rule.message ?? STATE_REFUSED;
}
