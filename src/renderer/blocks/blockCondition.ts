/** When a notice shows, an action is offered or a read is polled: a condition on an answer or an item (pure). */
import { numberOf } from '../../contract/numberFormat';
import { readPath } from '../../contract/readPath';
import type { BlockCondition } from '../../pageLanguage/blocks';

/** Whether the answer meets the condition: its field is one of `in`, or a number above `above`. */
export function conditionHolds(answer: unknown, when: BlockCondition): boolean {
  const value = readPath(answer, when.field);
  if (when.in !== undefined && when.in.some((candidate) => String(candidate) === String(value))) return true;
  const number = numberOf(value);
  return when.above !== undefined && number !== undefined && number > when.above;
}
