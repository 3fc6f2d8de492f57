/**
 * Toolbar and row actions of a list page. Permission codes follow `module-action` (docs/behaviour §2.9,
 * §6): with the page's `permissionPrefix` "customer-info", create needs "customer-info-add",
 * edit "customer-info-edit", delete "customer-info-del", export "customer-info-export"…
 * An action's own `permission` replaces the derived code.
 */
import type { EndpointRoute } from './endpoint';
import type { EntityValue } from './entity';
import type { FormFieldConfig } from './form';

/** A value a record condition compares with; `null` stands for a field with no value (absent or null). */
export type ConditionValue = string | number | boolean | null;

/**
 * A record condition: the action shows only when `field` holds one of `in`, or — with `notIn` —
 * holds none of those (取消关联 while a page is linked: `{ "field": "pageId", "notIn": [null] }`).
 * Exactly one of the two is written (lint).
 */
export interface RecordCondition {
  field: string;
  in?: ConditionValue[];
  notIn?: ConditionValue[];
}

/** @additionalProperties false */
export interface BuiltInToolbarAction {
  /** create: 新增 dialog; export: all matching rows as a file; bulkDelete: delete the selected rows. */
  type: 'create' | 'export' | 'bulkDelete';
  label?: string;
  permission?: string;
}

/** @additionalProperties false */
export interface BuiltInRowAction {
  /** edit: 编辑 dialog; delete: 确认 / 是否继续进行删除操作？; view: the detail view. */
  type: 'edit' | 'delete' | 'view';
  label?: string;
  /** view: page id of the detail page to open (a menu route when it has one, else a drawer). */
  detail?: string;
  permission?: string;
  showWhen?: RecordCondition;
}

/**
 * A reason asked in the confirm dialog (e.g. 驳回原因), sent in the body under `field`.
 * @additionalProperties false
 */
export interface ActionPrompt {
  field: string;
  label: string;
  required?: boolean;
  /** @minimum 1 */
  maxLength?: number;
}

/**
 * What the server does to the record: fields → new values. `"$now"` is the current time
 * (YYYY-MM-DD HH:mm:ss). It documents the contract: the mocks apply it and the contract tests
 * check it, so every custom action must say it.
 */
export type ActionEffect = Record<string, EntityValue>;

/**
 * One outcome of a review (通过 / 驳回): the value sent under the decision's `field`, and what the
 * server then changes on the record (merged over the action's own `effect`).
 * @additionalProperties false
 */
export interface ActionDecisionOption {
  value: string | number | boolean;
  label: string;
  effect: ActionEffect;
  /** The opinion (the action's `prompt`) must be given for this outcome, e.g. 驳回. */
  reasonRequired?: boolean;
  /** Red choice (a rejection). */
  danger?: boolean;
}

/**
 * A workflow decision asked in the action's dialog: one outcome picked from `options` (radio
 * buttons), sent in the body under `field`, with the action's `prompt` as the opinion box.
 * @additionalProperties false
 */
export interface ActionDecision {
  /** Body field carrying the outcome, e.g. "auditStatus" or "result". */
  field: string;
  /** Label of the choice, e.g. 审核结果. */
  label: string;
  /** @minItems 2 */
  options: ActionDecisionOption[];
}

/**
 * A value picked in the action's dialog among the options of an `x-lookup` field of the page's
 * entity (application.groupId: the 应用分组 records), starting at the record's present value. It
 * fills the path placeholder of the same name ("bind/{id}/{groupId}"), or travels in the body
 * under `field` when the path has none; `"$choice"` in the effect writes it.
 * @additionalProperties false
 */
export interface ActionChoice {
  /** A field of the page's entity with an `x-lookup`. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  field: string;
  /** Label of the choice (default: the field's title). */
  label?: string;
}

/**
 * Fields of the page's entity asked in the action's dialog and sent together in one call's body
 * (用户配置's 分配组织和角色: 所属组织 and 角色, two lookups; 重置密码: a password field that
 * travels encrypted). The form is the generated one (rjsf over the entity's schema, the same
 * widgets, rules and messages as the create/edit dialog), starting from the record's present
 * values; a refusal keeps what was typed, a field error shows on its field.
 * @additionalProperties false
 */
export interface ActionForm {
  /** Fields of the page's entity, in order: a key, or a key with form options. @minItems 1 @maxItems 8 */
  fields: (string | FormFieldConfig)[];
  /** Dialog title (default: the action's label); `{field}` is the record's value (重置密码：{userName}). */
  title?: string;
  /** A line shown above the fields (what the change does). @minLength 2 */
  note?: string;
}

/**
 * One field of an operation's answer shown by a `shows` action.
 * @additionalProperties false
 */
export interface ActionAnswerField {
  /** A property of the operation's response schema. */
  field: string;
  /** Its label (default: the property's description in the response schema). */
  label?: string;
}

/**
 * An operation's answer shown read-only in a dialog, one labelled row per field.
 * @additionalProperties false
 */
export interface ActionAnswerView {
  /** Dialog title (default: the action's label). */
  title?: string;
  /** The answer's fields in order (default: every property of the operation's response schema). @minItems 1 */
  fields?: (string | ActionAnswerField)[];
}

/**
 * A call on one record (row) or on the selected records (toolbar), e.g. reject, finish, cancel
 * order, settle bill. The body is the fixed `body`, the `prompt`'s reason and the `decision`'s
 * outcome. The record is named by {id} in the path, or by `idField` in the body (e.g. POST
 * review { id, … }); other placeholders of the path are fields of the record. With `current`,
 * the dialog first reads the record's present values from the server.
 * @additionalProperties false
 */
export interface CustomAction {
  type: 'custom';
  /** Stable name, also the default permission suffix ("<prefix>-<name>"). @pattern ^[a-zA-Z][a-zA-Z0-9-]*$ */
  name: string;
  label: string;
  endpoint: EndpointRoute;
  /** Question asked first, e.g. 确认取消该订单吗？ */
  confirm?: string;
  permission?: string;
  /** Fixed JSON body. */
  body?: Record<string, string | number | boolean>;
  prompt?: ActionPrompt;
  decision?: ActionDecision;
  /**
   * Sends the record id in the JSON body under this name instead of {id} in the path.
   * @pattern ^[a-zA-Z][a-zA-Z0-9_]*$
   */
  idField?: string;
  /**
   * Reads the record's present values before the dialog opens (e.g. GET relation/visual-range),
   * so the dialog starts from what the server holds: the decision at the answer's value of its
   * `field`, the reason at its `prompt.field`. Always GET; the record is named as the action names
   * it: {id} in the path, or `idField` as a query parameter (…?id=7).
   */
  current?: EndpointRoute;
  effect: ActionEffect;
  /** The action is refused (and hidden) unless the record matches. */
  showWhen?: RecordCondition;
  /** Red button (destructive). */
  danger?: boolean;
  /** A value asked in the dialog from a lookup (see ActionChoice); `"$choice"` in the effect writes it. */
  choice?: ActionChoice;
  /**
   * The action reads one of its family's declared GET operations instead of changing the record:
   * its name. The call is the operation's (path and access); the record fills the path's
   * placeholders and the `query`; `opens`, `shows` or `download` says what becomes of the answer.
   * With `upload` it names a POST or PUT operation instead, which takes the chosen file; with none
   * of `opens`, `shows`, `upload` and `download` a POST or PUT operation the action calls (支付:
   * POST pay, the record's id in the body under `idField`, after the `confirm`). Its
   * `endpoint` is the operation's route and its `effect` empty (both filled in): what the operation
   * changes is the operation's own (its hand-written handler).
   * @pattern ^[a-z][a-zA-Z0-9-]*$
   */
  operation?: string;
  /** Query parameters of an `operation` read → the record fields (dot paths) giving their values. */
  query?: Record<string, string>;
  /**
   * Path parameters of an `operation` → the record fields (dot paths) giving their values, where a
   * placeholder is not named as the field (门户菜单's 关联页面: PUT relation-page/{menuId}/{pageId},
   * `"path": { "menuId": "id" }`; {pageId} is the form's field of that name). A placeholder named
   * here that holds the record's key names the record, as {id} does. A number is sent as it is
   * (取消关联: `"pageId": 0`, the spec's "no page").
   */
  path?: Record<string, string | number>;
  /**
   * The answer's field holding an address (http or https), opened in a new tab without giving it
   * this window (noopener, noreferrer): 打开应用.
   */
  opens?: string;
  /** The answer shown read-only in a dialog (客户端信息). */
  shows?: ActionAnswerView;
  /**
   * The `operation` takes a file the dialog asks for (上传营业执照): a POST or PUT whose body is
   * multipart `file`; what the server answers is shown, and the list reads its rows again.
   */
  upload?: ActionUpload;
  /** The `operation` answers a file (下载营业执照), saved under the name its Content-Disposition gives. */
  download?: ActionDownload;
  /**
   * Entity fields asked in a dialog and sent in the body (see ActionForm): with an `operation`, a
   * POST or PUT it calls with them (分配组织和角色: PUT {id}/assign { groupId, roleId }).
   */
  form?: ActionForm;
}

/**
 * The file an `upload` action sends: one file, refused before sending when its type is not in
 * `accept` or it is larger than `maxSizeMb`.
 * @additionalProperties false
 */
export interface ActionUpload {
  /** Accepted types, as a file input's accept list (".pdf,.jpg,.jpeg,.png"). @pattern ^\.[A-Za-z0-9]+(,\.[A-Za-z0-9]+)*$ */
  accept: string;
  /** Largest file in MB. @minimum 1 @maximum 1024 */
  maxSizeMb: number;
}

/**
 * What a `download` action saves: the file its operation answers.
 * @additionalProperties false
 */
export interface ActionDownload {
  /** The record's field that holds the file when there is one: the action shows only on records where it is filled. */
  field?: string;
}

/**
 * A custom action of the page's family (schemas/families/<family>.json `actions`), used by name.
 * The call, its body, dialog and effects are the family's; a page may word it its own way.
 * @additionalProperties false
 */
export interface CustomActionUse {
  type: 'custom';
  /** Name of an action of the page's family. @pattern ^[a-zA-Z][a-zA-Z0-9-]*$ */
  action: string;
  /** Button text on this page (default: the family's). */
  label?: string;
  /** Question asked first on this page (default: the family's). */
  confirm?: string;
  /** Permission code on this page (default: the family's, else "<prefix>-<name>"). */
  permission?: string;
  /** When the action shows on this page (default: the family's). */
  showWhen?: RecordCondition;
  danger?: boolean;
}


/** Toolbar and row actions as page files write them. */
export type ToolbarActionUse = BuiltInToolbarAction | CustomActionUse;
export type RowActionUse = BuiltInRowAction | CustomActionUse;

/** Toolbar and row actions of a resolved page: custom ones carry their family's call. */
export type ToolbarAction = BuiltInToolbarAction | CustomAction;
export type RowAction = BuiltInRowAction | CustomAction;
