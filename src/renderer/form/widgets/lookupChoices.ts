/**
 * What a lookup select offers beyond labels (pure): which records cannot be chosen in their present
 * state (entity.ts LookupDisabled: a stopped account, greyed out with why) and the facts of the
 * chosen record shown under the select (form.ts FormFieldFact: the chosen customer's 当前余额).
 */
import type { LookupDisabled } from '../../../pageLanguage/entity';
import type { FormFieldFact } from '../../../pageLanguage/form';
import { filledTemplate } from '../../../contract/textTemplate';
import type { LookupOption } from '../../../contract/lookupOptions';

export interface LookupChoice {
  label: string;
  disabled: boolean;
}

/** An option as the select offers it: a record `disabledWhen` matches is disabled, its label followed by the note. */
export function lookupChoice(option: LookupOption, disabledWhen: LookupDisabled | undefined): LookupChoice {
  const value = disabledWhen ? option.record?.[disabledWhen.field] : undefined;
  const disabled = disabledWhen !== undefined && value !== undefined && disabledWhen.in.some((held) => String(held) === String(value));
  return { label: disabled ? `${option.label}（${disabledWhen.note}）` : option.label, disabled };
}

export interface ShownFact {
  label: string;
  text: string;
}

/** The facts of the chosen record, each only when every field its text names is there. */
export function lookupFacts(option: LookupOption | undefined, shows: readonly FormFieldFact[] | undefined): ShownFact[] {
  const record = option?.record;
  if (!record || !shows) return [];
  return shows.flatMap((fact) => {
    const filled = filledTemplate(fact.text, record);
    return filled.complete ? [{ label: fact.label, text: filled.text }] : [];
  });
}
