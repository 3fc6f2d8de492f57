/**
 * Toolbar and row actions of a list page. Permission codes follow `module-action` (spec §2.9,
 * §6): with the page's `permissionPrefix` "customer-info", create needs "customer-info-add",
 * edit "customer-info-edit", delete "customer-info-del", export "customer-info-export"…
 * An action's own `permission` replaces the derived code.
 */
import type { EndpointRoute } from './endpoint';

/** A record condition: the action shows only when `field` holds one of `in`. */
export interface RecordCondition {
  field: string;
  in: (string | number | boolean)[];
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
  permission?: string;
  showWhen?: RecordCondition;
}

/**
 * A call on one record (row) or on the selected records (toolbar), e.g. reject, finish, cancel
 * order, settle bill. The body is the fixed `body` plus, on a row, nothing else: the record
 * is named by {id} in the path.
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
  showWhen?: RecordCondition;
  /** Red button (destructive). */
  danger?: boolean;
}

export type ToolbarAction = BuiltInToolbarAction | CustomAction;
export type RowAction = BuiltInRowAction | CustomAction;
