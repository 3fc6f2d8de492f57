/**
 * The rules of a custom action that the console and the server both apply (pure): when an
 * action applies to a record, which outcome a decision value chooses, which fields the call
 * writes, whether a reason is required and how an unchosen outcome is refused. The renderer
 * builds the request from them (src/renderer/actions/actionCall.ts); the mocks serve the action
 * with them.
 */
import type { ActionDecisionOption, ConditionValue, CustomAction, RecordCondition } from '../pageLanguage/actions';
import type { EntitySchema, EntityValue } from '../pageLanguage/entity';
import { readPath } from './readPath';
import { pathPlaceholders } from './routes';

/** The message of a review outcome left unchosen (dialog and server alike). */
export function decisionRequiredMessage(label: string): string {
  return `请选择${label}`;
}

/** Whether a record's value is the condition's value: by text (1 is "1"), null standing for no value. */
function sameValue(listed: ConditionValue, value: unknown): boolean {
  if (listed === null || value === null || value === undefined) return listed === null && (value === null || value === undefined);
  return String(listed) === String(value);
}

/** True when the record meets the condition (no condition: always): its field holds one of `in`, or none of `notIn`. */
export function meetsCondition(record: Readonly<Record<string, unknown>>, condition: RecordCondition | undefined): boolean {
  if (!condition) return true;
  const value = readPath(record, condition.field);
  if (condition.notIn) return !condition.notIn.some((listed) => sameValue(listed, value));
  return (condition.in ?? []).some((listed) => sameValue(listed, value));
}

/** The chosen outcome of a decision action, by its value. */
export function decisionOption(action: CustomAction, value: unknown): ActionDecisionOption | undefined {
  return action.decision?.options.find((option) => String(option.value) === String(value));
}

/** The fields the server writes for this call: the action's effect, with the chosen outcome's over it. */
export function actionEffect(action: CustomAction, decision?: unknown): Record<string, EntityValue> {
  return { ...action.effect, ...(decision === undefined ? {} : decisionOption(action, decision)?.effect) };
}

/** Whether the reason must be given: the prompt says so, or the chosen outcome does (驳回). */
export function reasonRequired(action: CustomAction, decision?: unknown): boolean {
  return Boolean(action.prompt?.required) || Boolean(decisionOption(action, decision)?.reasonRequired);
}

/** The effect value standing for what the action's `choice` picked. */
export const CHOICE_VALUE = '$choice';

/** The label of an action's choice: its own, else the entity field's title. */
export function choiceLabel(action: CustomAction, entity: EntitySchema): string {
  const { choice } = action;
  if (!choice) return '';
  return choice.label ?? entity.properties[choice.field]?.title ?? choice.field;
}

/** Whether the chosen value fills a path placeholder (else it travels in the body under the field's name). */
export function choiceInPath(action: CustomAction): boolean {
  return action.choice !== undefined && pathPlaceholders(action.endpoint.path).includes(action.choice.field);
}
