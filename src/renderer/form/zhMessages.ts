/**
 * Chinese validation messages for generated forms (docs/design.md §2): every failure of a known field
 * is worded by the catalogue the mock backend uses too (fieldMessages.ts) — `<label>不能为空`
 * (docs/behaviour §5), the entity's x-patternMessage, 电子邮箱格式不正确 — so the form and the server say the
 * same; ajv-i18n's zh texts only for anything outside the entity's fields.
 */
import type { ErrorObject } from 'ajv';
import type { RJSFValidationError } from '@rjsf/utils';
import localizeZh from 'ajv-i18n/localize/zh';
import type { EntitySchema } from '../../pageLanguage/entity';
import { fieldMessage } from '../../contract/fieldMessages';

export { requiredMessage, richTextTooLongMessage } from '../../contract/fieldMessages';

/** Field key of an error, from its instance path or the missing property. */
export function errorField(error: ErrorObject): string | undefined {
  if (error.keyword === 'required') return String((error.params as { missingProperty?: string }).missingProperty ?? '');
  return error.instancePath.split('/')[1];
}

/** A localizer for @rjsf/validator-ajv8's customizeValidator (it edits the errors in place). */
export function createZhLocalizer(entity: EntitySchema) {
  return (errors?: null | ErrorObject[]): void => {
    if (!errors) return;
    localizeZh(errors);
    for (const error of errors) {
      const key = errorField(error);
      const field = key ? entity.properties[key] : undefined;
      if (key && field) error.message = fieldMessage(error, field, key);
    }
  };
}

/**
 * rjsf rewrites messages with the field title after localising; this transformer runs last and
 * puts the catalogue's wording back. An enum's per-option failures are dropped: its summary
 * ("<label>的取值无效") says it once, as the server does.
 */
export function createErrorTransformer(entity: EntitySchema) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.flatMap((error) => {
      const key = error.name === 'required' ? String(error.params?.missingProperty ?? '') : (error.property ?? '').replace(/^\./, '');
      const field = entity.properties[key];
      if (!field) return [error];
      if (error.schemaPath?.includes('/oneOf/')) return [];
      const message = fieldMessage({ keyword: error.name ?? '', params: (error.params ?? {}) as Record<string, unknown> }, field, key);
      return [{ ...error, message, stack: message }];
    });
}
