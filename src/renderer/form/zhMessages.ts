/**
 * Chinese validation messages for generated forms (DESIGN.md §2): ajv-i18n's zh texts, with
 * the platform's own wording where the spec has one — a required field says `<label>不能为空`
 * (spec §5) and a pattern says the entity's x-patternMessage.
 */
import type { ErrorObject } from 'ajv';
import type { RJSFValidationError } from '@rjsf/utils';
import localizeZh from 'ajv-i18n/localize/zh';
import type { EntitySchema } from '../../pageLanguage/entity';

export function requiredMessage(label: string): string {
  return `${label}不能为空`;
}

/**
 * Rich text over its maxLength: the limit counts the HTML, formatting and inlined pictures
 * (spec §5: base64, up to 1 MB each) included, which "不应多于 N 个字符" does not say.
 */
export function richTextTooLongMessage(label: string, limit: number): string {
  return `${label}内容过长：连同格式和图片不能超过 ${limit} 个字符`;
}

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
      if (!field) continue;
      if (error.keyword === 'required') error.message = requiredMessage(field.title);
      else if (error.keyword === 'pattern' && field['x-patternMessage']) error.message = field['x-patternMessage'];
      else if (error.keyword === 'format' && (field.format === 'date' || field.format === 'datetime')) error.message = '没有输入正确的时间格式';
      else if (error.keyword === 'maxLength' && field.contentMediaType === 'text/html') {
        error.message = richTextTooLongMessage(field.title, Number((error.params as { limit?: number }).limit));
      }
    }
  };
}

/**
 * rjsf rewrites `required` messages with the field title after localising; this transformer
 * runs last and puts the spec's wording back (and the entity's pattern message).
 */
export function createErrorTransformer(entity: EntitySchema) {
  return (errors: RJSFValidationError[]): RJSFValidationError[] =>
    errors.map((error) => {
      const key = error.name === 'required' ? String(error.params?.missingProperty ?? '') : (error.property ?? '').replace(/^\./, '');
      const field = entity.properties[key];
      if (!field) return error;
      if (error.name === 'required') return { ...error, message: requiredMessage(field.title), stack: requiredMessage(field.title) };
      if (error.name === 'pattern' && field['x-patternMessage']) return { ...error, message: field['x-patternMessage'], stack: field['x-patternMessage'] };
      return error;
    });
}
