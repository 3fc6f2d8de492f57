/**
 * The one catalogue of field messages of generated forms, used by the create/edit form (through
 * zhMessages.ts) and by the mock backend's validation (mocks/crud/validateRecord.ts), so the
 * console and the server word a refusal alike (电子邮箱格式不正确 on both). Pure: imported by the
 * mocks and at build time.
 */
import type { EntityField } from '../pageLanguage/entity';
import { base64Message, BIRTH_DATE_MESSAGE } from '../pageLanguage/formats';

/** A validation failure as ajv reports it: the keyword and its parameters. */
export interface FieldFailure {
  keyword: string;
  params: Readonly<Record<string, unknown>>;
}

/** docs/behaviour §5: a required field gives label + 不能为空 (also a string of spaces: blank is empty). */
export function requiredMessage(label: string): string {
  return `${label}不能为空`;
}

/** docs/behaviour §5 date rule (the birth-date format's message). */
export const DATE_FORMAT_MESSAGE = BIRTH_DATE_MESSAGE;

/**
 * Rich text over its maxLength: the limit counts the HTML, formatting and inlined pictures
 * (docs/behaviour §5: base64, up to 1 MB each), which "不能超过 N 个字符" alone does not say.
 */
export function richTextTooLongMessage(label: string, limit: number): string {
  return `${label}内容过长：连同格式和图片不能超过 ${limit} 个字符`;
}

function formatMessage(field: EntityField | undefined, label: string): string {
  switch (field?.format) {
    case 'date':
    case 'datetime':
    case 'birth-date': return DATE_FORMAT_MESSAGE;
    case 'base64': return base64Message(label);
    default: return `${label}格式不正确`;
  }
}

const limitOf = (failure: FieldFailure): string => String(failure.params.limit);

const PLACES = ['', '一', '两', '三', '四'];

/** A step of 0.1, 0.01 … bounds the decimals (an amount in 元: 最多保留两位小数); any other step says the step. */
function multipleOfMessage(label: string, step: number): string {
  const places = PLACES.findIndex((_, i) => i > 0 && Math.abs(step - 10 ** -i) < 1e-12);
  return places > 0 ? `${label}最多保留${PLACES[places]!}位小数` : `${label}必须是${String(step)}的整数倍`;
}

/** The message for a field's failure; `field` undefined for a key the entity does not have. */
export function fieldMessage(failure: FieldFailure, field: EntityField | undefined, key: string): string {
  const label = field?.title ?? key;
  switch (failure.keyword) {
    case 'required': return requiredMessage(label);
    case 'pattern': return field?.['x-patternMessage'] ?? `${label}格式不正确`;
    case 'format': return formatMessage(field, label);
    case 'minLength': return `${label}不能少于${limitOf(failure)}个字符`;
    case 'maxLength': return field?.contentMediaType === 'text/html' ? richTextTooLongMessage(label, Number(failure.params.limit)) : `${label}不能超过${limitOf(failure)}个字符`;
    case 'minimum': return `${label}不能小于${limitOf(failure)}`;
    case 'maximum': return `${label}不能大于${limitOf(failure)}`;
    case 'exclusiveMinimum': return `${label}必须大于${limitOf(failure)}`;
    case 'exclusiveMaximum': return `${label}必须小于${limitOf(failure)}`;
    case 'multipleOf': return multipleOfMessage(label, Number(failure.params.multipleOf));
    case 'oneOf':
    case 'anyOf':
    case 'enum':
    case 'const': return `${label}的取值无效`;
    case 'type': return `${label}类型不正确`;
    default: return `${label}不合法`;
  }
}
