/**
 * The page language (DESIGN.md §4). Every route of schemas/menu.json names a page id; the page
 * config `schemas/pages/<id>.json` says how to render it. These types are the source of truth:
 * `npm run gen:schemas` emits schemas/page.schema.json from `PageConfig` (editor completion and
 * lint). Schema content is data only: nothing in it is ever evaluated as code.
 */
import type { RowAction, ToolbarAction } from './actions';
import type { ColumnConfig, FilterConfig } from './columns';
import type { EndpointFamily } from './endpoint';
import type { FormConfig } from './form';

export type PageKind = 'list' | 'detail' | 'form' | 'dashboard' | 'module';

/** Fields every page config has. */
interface PageBase {
  /** Path of page.schema.json, for editors. */
  $schema?: string;
  /** Heading over the page; the tag bar and breadcrumb use the menu title. */
  title?: string;
}

/**
 * A hand-written module by name (file browser, portal, dashboards…).
 * @additionalProperties false
 */
export interface ModulePageConfig extends PageBase {
  kind: 'module';
  /** A name registered in src/modules/registry.ts. @minLength 1 */
  module: string;
  /** Passed to the module as-is (e.g. which storage scope). */
  props?: Record<string, unknown>;
}

/**
 * Entity reference: the name of a file in schemas/entities/ without ".json".
 * @pattern ^[a-z][a-zA-Z0-9-]*$
 */
export type EntityRef = string;

/**
 * Permission prefix of the page's `module-action` codes, e.g. "customer-info" → customer-info-add.
 * @pattern ^[a-zA-Z][a-zA-Z0-9_-]*$
 */
export type PermissionPrefix = string;

/** @additionalProperties false */
export interface SortConfig {
  key: string;
  order: 'asc' | 'desc';
}

/**
 * A server-paged table over an endpoint family, with filters, actions and a create/edit form.
 * @additionalProperties false
 */
export interface ListPageConfig extends PageBase {
  kind: 'list';
  entity: EntityRef;
  endpoint: EndpointFamily;
  permissionPrefix: PermissionPrefix;
  /** @minItems 1 */
  columns: ColumnConfig[];
  filters?: FilterConfig[];
  toolbar?: ToolbarAction[];
  rowActions?: RowAction[];
  /** Create/edit dialog; needed by the create and edit actions. */
  form?: FormConfig;
  /** Record id field (default "id"). */
  rowKey?: string;
  /** Sort when the URL names none. */
  defaultSort?: SortConfig;
  /** Default page size (spec §9: 20). */
  pageSize?: 10 | 20 | 50 | 100;
  /** Virtualised rows for very long lists: up to 1000 rows load at once and scroll, without pagination. */
  virtual?: boolean;
}

/** @additionalProperties false */
export interface DetailSection {
  title: string;
  /** @minItems 1 */
  fields: string[];
}

/**
 * One record shown in sections; `tabs` may hold related sub-lists.
 * @additionalProperties false
 */
export interface DetailPageConfig extends PageBase {
  kind: 'detail';
  entity: EntityRef;
  endpoint: EndpointFamily;
  permissionPrefix: PermissionPrefix;
  /** URL query parameter carrying the record id (default "id"). */
  idParam?: string;
  /** @minItems 1 */
  sections: DetailSection[];
  tabs?: { title: string; page: string; foreignKey: string }[];
}

/**
 * A standalone form (settings pages) saved through an endpoint family's get and update.
 * @additionalProperties false
 */
export interface FormPageConfig extends PageBase {
  kind: 'form';
  entity: EntityRef;
  endpoint: EndpointFamily;
  permissionPrefix: PermissionPrefix;
  form: FormConfig;
}

/** @additionalProperties false */
export interface StatCard {
  title: string;
  /** Dot path of the value in the stats answer. */
  value: string;
  unit?: string;
  toFixed?: number;
}

/** @additionalProperties false */
export interface ChartConfig {
  title: string;
  type: 'line' | 'bar' | 'pie';
  /** Dot path of the series array in the stats answer (items { name, value }). */
  series: string;
}

/**
 * Stat cards and charts over one stats call.
 * @additionalProperties false
 */
export interface DashboardPageConfig extends PageBase {
  kind: 'dashboard';
  /** GET path of the stats answer. @pattern ^/api/ */
  source: string;
  cards?: StatCard[];
  charts?: ChartConfig[];
}

export type PageConfig = ListPageConfig | DetailPageConfig | FormPageConfig | DashboardPageConfig | ModulePageConfig;
