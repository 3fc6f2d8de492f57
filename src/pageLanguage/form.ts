/**
 * Create/edit forms, rendered with @rjsf/core from the entity's JSON Schema (docs/design.md §2:
 * generated screens use rjsf). The field list picks and orders entity properties; widgets
 * follow docs/behaviour §5.
 */
import type { LookupSource } from './entity';

/**
 * - input / password / textarea (3–5 rows, docs/behaviour §5) / number (modal minimum 1 unless the entity says otherwise)
 * - select / radio: entity enum labels
 * - date (YYYY-MM-DD) / datetime (YYYY-MM-DD HH:mm:ss) / time (HH:mm:ss, placeholder 选择时间)
 * - switch: two-state enum or boolean
 * - image: single-image upload (docs/behaviour §5); the field stores the uploaded file's URL
 * - file: attachment upload (default .xls/.xlsx, 2048 KB, up to 9 files); stores the URL, whose
 *   last segment is the name (several URLs joined by "," when maxCount is above 1)
 * - richtext: quill editor with the docs/behaviour §9 toolbar; stores HTML, sanitised wherever it is shown
 */
export type FormWidget =
  | 'input' | 'password' | 'textarea' | 'number' | 'select' | 'radio' | 'date' | 'datetime' | 'time' | 'switch' | 'image' | 'file' | 'richtext';

/** @additionalProperties false */
export interface FormFieldConfig {
  key: string;
  widget?: FormWidget;
  /** The label on this form (default: the entity field's title; messages keep the title): 初始密码, 新密码. @minLength 1 */
  label?: string;
  placeholder?: string;
  /** Shown but not editable when editing an existing record (e.g. a customer's type). */
  readonlyOnEdit?: boolean;
  /** Only in the create dialog. */
  createOnly?: boolean;
  /** Help text under the field. */
  help?: string;
  /**
   * image / file: accepted types, as the input's accept attribute (".pdf,.doc,.docx"). Default:
   * .jpg,.jpeg,.png for an image, .xls,.xlsx for a file.
   */
  accept?: string;
  /**
   * image / file: largest upload in MB. Default: 10 MB for an image, 2048 KB for a file.
   * @minimum 1
   */
  maxSizeMb?: number;
  /**
   * file: how many files the field holds (default 9; 1 stores a single URL). An image field
   * always holds one picture.
   * @minimum 1
   * @maximum 9
   */
  maxCount?: number;
  /**
   * select of an `x-lookup` field: the choices are the answer of this GET operation (an array of
   * records) instead of the referenced family's list — a screen the platform feeds from a named
   * call (the application form's 应用分类 from application-manage classify).
   */
  source?: FormOptionSource;
  /**
   * select of an `x-lookup` field: facts of the chosen record shown read-only under the select
   * (the chosen customer's 当前余额), each a template of the record's fields.
   * @maxItems 4
   */
  shows?: FormFieldFact[];
  /**
   * Asked when the field is left, before the form is sent (新增用户's 登录账号已存在: the repeat-user
   * check) — see FormFieldCheck.
   */
  check?: FormFieldCheck;
  /**
   * The field is in the form only while another field of it holds one of these values (链接地址
   * only for the 外部链接 menu type): hidden, it is neither checked nor sent.
   */
  showWhen?: FormFieldCondition;
}

/**
 * A GET operation asked about a field's value when the field is left: the value travels as the
 * query parameter `param`; an answer `{ exists: true, message }` shows `message` on the field. A
 * check that cannot be made (no network, no right) says nothing: the server refuses at submit.
 * @additionalProperties false
 */
export interface FormFieldCheck {
  /** @minLength 1 */
  family: string;
  /** A GET operation of the family answering `exists` and `message`. @minLength 1 */
  operation: string;
  /** Its query parameter carrying the value. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  param: string;
}

/** @additionalProperties false */
export interface FormFieldCondition {
  /** Another field of the same form. @minLength 1 */
  field: string;
  /** @minItems 1 */
  in: (string | number | boolean)[];
}

/** @additionalProperties false */
export interface FormFieldFact {
  /** @minLength 1 */
  label: string;
  /** `{field}` of the chosen record, `{field|money}` an amount in 元 (¥{balance|money}). @minLength 1 */
  text: string;
}

/** @additionalProperties false */
export interface AnswerLine {
  /** `{field}` of the answer, `{field|money}` an amount in 元. @minLength 1 */
  text: string;
  /** Left out when the answer matches any of these (a gift of 0). */
  hideWhen?: AnswerCondition[];
}

/** @additionalProperties false */
export interface AnswerCondition {
  field: string;
  /** @minItems 1 */
  in: (string | number | boolean)[];
}

/**
 * What the server answered a create, read back on the page above the list until closed (充值成功:
 * the amount credited, the gift and the new balance): the lines that apply, joined by "，".
 * @additionalProperties false
 */
export interface AnswerTemplate {
  /** @minLength 1 */
  title: string;
  /** @minItems 1 @maxItems 6 */
  lines: AnswerLine[];
}

/** A form field's own option source (entity.ts LookupSource), over the entity lookup's. */
export type FormOptionSource = LookupSource;

/** @additionalProperties false */
export interface FormConfig {
  /** Fields in order: a key, or a key with options. */
  fields: (string | FormFieldConfig)[];
  /** Dialog width; docs/behaviour §9 default 35.4%. @pattern ^\d+(\.\d+)?(%|px)$ */
  width?: string;
  /** Titles of the dialog (default 新增<entity title> / 编辑<entity title>). */
  createTitle?: string;
  editTitle?: string;
  /** After a create, the answer read back on the list page (see AnswerTemplate); without it a toast says 操作成功. */
  createResult?: AnswerTemplate;
}
