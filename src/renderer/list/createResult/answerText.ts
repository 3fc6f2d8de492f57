/**
 * The text a create's answer is read back with (form.ts AnswerTemplate), pure: the lines whose
 * `hideWhen` does not match, each filled from the answer, joined by "，". A line naming a field
 * the answer lacks is left out rather than shown with a hole.
 */
import type { AnswerTemplate } from '../../../pageLanguage/form';
import { filledTemplate } from '../../../contract/textTemplate';

export function answerText(template: AnswerTemplate, answer: Readonly<Record<string, unknown>>): string {
  return template.lines
    .filter((line) => !(line.hideWhen ?? []).some((condition) => condition.in.some((value) => String(value) === String(answer[condition.field]))))
    .flatMap((line) => {
      const filled = filledTemplate(line.text, answer);
      return filled.complete ? [filled.text] : [];
    })
    .join('，');
}
