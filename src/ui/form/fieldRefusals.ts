import { onFieldInputValueChange, type Form } from '@formily/core';
import { fieldErrorsOf } from '../../contract/signUpRules';
import { readableMessageOf } from '../../core/feedback/developerFault';
import { HttpError } from '../../core/http/HttpError';

/** What the form says when the server refused some of its fields (each says why at the field). */
export const FIX_AND_RESEND = '请按提示修改后重新提交';

/**
 * A hand-written form's failed send: when the server refused it field by field (its answer's
 * `errors`: field name → message), each message shows at its field as the field's own checks do,
 * and the form keeps what was typed. Answers what to say above the form: FIX_AND_RESEND then,
 * else the failure's readable message.
 */
export function formRefusal(form: Form, error: unknown): string {
  const errors = error instanceof HttpError ? fieldErrorsOf(error.body) : {};
  markFieldRefusals(form, errors);
  return Object.keys(errors).length > 0 ? FIX_AND_RESEND : readableMessageOf(error);
}

/** The server's message of each refused field (name → message) at its field, until the user changes it. */
export function markFieldRefusals(form: Form, errors: Readonly<Record<string, string>>): void {
  for (const [name, message] of Object.entries(errors)) {
    form.setFieldState(name, (state) => {
      state.selfErrors = [message];
    });
  }
  if (Object.keys(errors).length > 0) refusalsGoOnInput(form);
}

const SERVER_REFUSALS = Symbol('server refusals');

/**
 * A server's message at a field goes once the user changes that field: formily keeps a set
 * message until it is cleared and counts it in every later validation, so the corrected form
 * could not be sent again (注册 after 验证码错误, the right code typed). Added once per form.
 */
function refusalsGoOnInput(form: Form): void {
  form.addEffects(SERVER_REFUSALS, () => {
    onFieldInputValueChange('*', (field) => {
      if (field.selfErrors.length > 0) field.selfErrors = [];
    });
  });
}
