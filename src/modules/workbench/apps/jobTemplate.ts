import type { Form } from '@formily/core';
import type { OperationAnswer } from '../../../renderer/data/operationClient';

export type AppForm = OperationAnswer<'starlight', 'get-app-forms'>;
export type JobTemplate = OperationAnswer<'app-job-template', 'get-list'>[number];
export type TemplateField = JobTemplate['fields'][number];

/** The operators' code that publishes a template for everyone (mocks/handlers/jobTemplates.ts PUBLISH_CODE). */
export const PUBLISH_CODE = 'application-information-look';

export const SCOPE_LABELS: Readonly<Record<JobTemplate['scope'], string>> = { PRIVATE: '仅自己', ORG: '组织内共享', PUBLIC: '平台发布' };

/** Why a locked field cannot be changed, as it shows under the field. */
export const lockedNote = (template: JobTemplate, field: TemplateField): string => `由模板「${template.name}」锁定：${field.lockReason}`;

/**
 * Fills the job form from a template (or clears what a template set, with `null`): its values, each
 * field's help in place of the platform's, and the locked fields read-only with the reason under them.
 */
export function applyTemplate(jobForm: Form, form: AppForm, template: JobTemplate | null): void {
  for (const field of form.fields) {
    const set = template?.fields.find((f) => f.key === field.key);
    jobForm.setFieldState(field.key, (state) => {
      if (set) state.value = set.value;
      state.disabled = set?.locked === true;
      state.description = set?.locked && template ? lockedNote(template, set) : set?.help || field.help;
    });
  }
}

/** The template's fields from the values typed: every field with a value, help and lock as the dialog sets them. */
export function fieldsFromValues(form: AppForm, values: Readonly<Record<string, unknown>>): TemplateField[] {
  return form.fields
    .filter((f) => typeof values[f.key] === 'string' ? values[f.key] !== '' : typeof values[f.key] === 'number')
    .map((f) => ({ key: f.key, value: values[f.key] as string | number, help: '', locked: false, lockReason: '' }));
}
