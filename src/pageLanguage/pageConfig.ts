/**
 * The page language (docs/design.md §4). Every route of schemas/menu.json names a page id; the page
 * config `schemas/pages/<id>.json` says how to render it. These types are the source of truth:
 * `npm run gen:schemas` emits schemas/page.schema.json from `PageDeclaration` (editor completion and
 * lint). Schema content is data only: nothing in it is ever evaluated as code.
 */
import type { CustomAction, CustomActionUse, RecordCondition, RowAction, RowActionUse, ToolbarAction, ToolbarActionUse } from './actions';
import type { ColumnConfig, FilterConfig } from './columns';
import type { EndpointFamily, EndpointRoute } from './endpoint';
import type { EntityValue } from './entity';
import type { FormConfig } from './form';
import type { BlocksPageConfig, BlocksPageDeclaration } from './blocks';

export type PageKind = 'list' | 'detail' | 'form' | 'dashboard' | 'blocks' | 'module';

/** Fields every page config has. */
export interface PageBase {
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
  /**
   * Why this page is hand-written and not a list, detail, form or dashboard config: what it needs
   * that the page language does not carry. @minLength 10
   */
  why: string;
  /** Passed to the module as-is (e.g. which storage scope). */
  props?: Record<string, unknown>;
}

/**
 * Entity reference: the name of a file in schemas/entities/ without ".json".
 * @pattern ^[a-z][a-zA-Z0-9-]*$
 */
export type EntityRef = string;

/**
 * Endpoint family reference: the name of a file in schemas/families/ without ".json". The family
 * says where the page's records live (base, calls, custom actions), once for every page on it.
 * @pattern ^[a-z][a-z0-9-]*$
 */
export type FamilyRef = string;

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
 * Records of another entity that point at a tree node (e.g. applications at their category):
 * the server refuses to delete a node while one does.
 * @additionalProperties false
 */
export interface TreeUsage {
  entity: EntityRef;
  /** Field of that entity holding the node's id. */
  foreignKey: string;
  /** What they are called in the refusal: 该<entity title>下还有<label>，不能删除. @minLength 1 */
  label: string;
}

/**
 * The records form a tree through `parentKey` (docs/behaviour §7.2 application classify): the page shows
 * them as an expandable tree (all levels open) loaded by the family's `tree` (the whole tree), or
 * else its `children` from the root. 新增 adds a root; each node gets 新增<childLabel> (until
 * `maxDepth`); 上移 / 下移 (with `orderKey` and `reorder`) move a node among its siblings only.
 * The server refuses to delete a node with children or one still used (`usedBy`). A tree page
 * has no filter bar, paging or batch selection.
 * @additionalProperties false
 */
export interface TreeConfig {
  /** Entity field holding the parent node's id; a root holds 0. Not a form field: 新增<childLabel> fills it. */
  parentKey: string;
  /** Field of a node in a tree answer holding its child nodes (default "children"). */
  childrenKey?: string;
  /** Levels the tree may have (default: no limit): nodes at this depth get no 新增<childLabel>, and the server refuses deeper ones. @minimum 1 @maximum 10 */
  maxDepth?: number;
  /** Name of a child node in buttons and messages, e.g. 子分类 (default 下级). @minLength 1 */
  childLabel?: string;
  /**
   * Whether 新增 adds a top-level node (default true). false: nodes are added only under an
   * existing one (组织管理: every organisation sits under the platform or an enterprise).
   */
  addRoots?: boolean;
  usedBy?: TreeUsage[];
}

/**
 * One count of a list's summary strip: the records matching the filters (`field` absent), or
 * those of them whose enum `field` holds `value`.
 * @additionalProperties false
 */
export interface SummaryItem {
  /** Text under the number; default: the enum label of `value` (全部 for the total). */
  label?: string;
  /** An enum field of the entity. */
  field?: string;
  value?: string | number | boolean;
}

/**
 * A strip of counts above the list (e.g. 全部 / 待处理 / 已回复), read from the family's
 * `summary` with the list's filters and scope, and read again after every change the page makes.
 * @additionalProperties false
 */
export interface SummaryConfig {
  /** @minItems 1 @maxItems 8 */
  items: SummaryItem[];
}

/**
 * One figure of a list's totals strip: a number the list answer sends beside its records (e.g. the
 * cost of every job matching the filters, not only the page shown).
 * @additionalProperties false
 */
export interface ListTotalItem {
  /** Text before the figure, e.g. 合计费用. */
  label: string;
  /** Key of the figure in the object holding the records (beside `records` and `total`). @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  field: string;
  /** `money`: ¥ with thousands separators and two decimals; otherwise `toFixed` decimals and the unit. */
  slot?: 'money';
  toFixed?: number;
  /** Unit after the figure, e.g. 核时. */
  unit?: string;
}

/**
 * Totals over everything the list's filters match, read from the list answer itself (no call of
 * its own), shown between the toolbar and the table.
 * @additionalProperties false
 */
export interface ListTotalsConfig {
  /** @minItems 1 @maxItems 4 */
  items: ListTotalItem[];
}

/**
 * One named view of a list page (e.g. 全部客户订单 / 合作伙伴订单): the same columns, filters and
 * actions over another read of the family. The views show as tabs above the filter bar; the
 * chosen one is kept in the address (`?view=<key>`) like the rest of the list state, and
 * switching goes back to page 1 keeping the filters.
 * @additionalProperties false
 */
export interface ListViewDeclaration {
  /** Its name in the address (`?view=<key>`). @pattern ^[a-z][a-zA-Z0-9-]*$ */
  key: string;
  /** The tab's text. @minLength 1 */
  title: string;
  /**
   * The operation of the page's family (`operations`) whose GET answers this view's pages
   * (`{ records, total }` as the family's list); without it the family's own list. The page's
   * `summary` counts what the family's list reads, so a view with its own list shows no summary.
   * @pattern ^[a-z][a-zA-Z0-9-]*$
   */
  list?: string;
  /** The operation of the page's family whose GET exports this view's rows (导出); without it the family's own export. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  export?: string;
  /** A fixed filter of this view only, added to the page's `scope`. */
  scope?: Record<string, EntityValue>;
}

/**
 * Where a list page reads its rows when not through its family's list: a GET operation of the
 * family answering the pages (我的订单 reads the caller's own orders where the family's list is an
 * operator's; 机时消耗明细 reads rows an aggregate computes), and one exporting them. The page's
 * columns, filters, totals and actions stay its own; only the calls change.
 * @additionalProperties false
 */
export interface ListReadDeclaration {
  /**
   * The operation (`operations` of the page's family) whose GET answers the page's rows: a page of
   * the page's entity (`{ records, total }`, and any totals beside them).
   * @pattern ^[a-z][a-zA-Z0-9-]*$
   */
  list: string;
  /** The operation whose GET exports the rows the filters match (导出): a file. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  export?: string;
  /**
   * Where `list`'s answer holds the records and the total when not where the family's list has
   * them, as dot paths into the body like a family's `response` (组织架构's tree-members answers the
   * members' page beside the tree: data.members.records, data.members.total).
   */
  response?: ListReadResponse;
}

/**
 * Where a list read's answer holds its page.
 * @additionalProperties false
 */
export interface ListReadResponse {
  /** @pattern ^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)*$ */
  records: string;
  /** @pattern ^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)*$ */
  total: string;
}

/**
 * A line above the list read from a GET operation of the page's family — the contract list's
 * 到期预警 from customer-contract warning-rule — its text a template of the answer's fields, read
 * again whenever the page changes a record.
 * @additionalProperties false
 */
export interface ListNoticeDeclaration {
  /** The operation of the page's family (`operations`) answering one object. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  source: string;
  /** The text: `{field}` is the answer's value, e.g. "{expiringCount} 份合同将在 {warnDays} 天内到期". @minLength 2 */
  text: string;
  /** The line is not shown when the answer matches any of these (e.g. expiringCount 0, enabled false). */
  hideWhen?: RecordCondition[];
}

/** A list notice as the renderer gets it: the GET path, and who may read it. */
export interface ListNotice extends Omit<ListNoticeDeclaration, 'source'> {
  /** GET path of the notice's answer. */
  source: string;
  /** Codes one of which the caller must hold to see it; null: everyone who opens the page. */
  grants: string[] | null;
}

/**
 * A figure of a tree node shown beside its name (组织架构: a group's memberCount as 12 人).
 * @additionalProperties false
 */
export interface TreeNodeCount {
  /** Node field holding the number. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  field: string;
  /** Word after it, e.g. 人. @minLength 1 */
  unit: string;
}

/**
 * A tree beside the list whose chosen node filters it (组织架构: the organisations on the left, the
 * members of the chosen one on the right). The tree is read from a GET operation of the page's
 * family, every level open; choosing a node puts its key into the list filter `filter` (kept in the
 * address like every filter, page 1), choosing it again or 全部 takes the filter off. 重置 clears it
 * with the other filters; a search keeps it.
 * @additionalProperties false
 */
export interface ListTreeFilterDeclaration {
  /** Heading over the tree, e.g. 组织架构. @minLength 1 */
  title: string;
  /** The operation (`operations` of the page's family) whose GET answers the tree. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  source: string;
  /** Where the answer holds the array of top nodes, as a dot path into the body like a family's `response` (default: the dialect's record, "data"). */
  nodes?: string;
  /** Node field holding its key: the value the list filter gets. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  nodeKey: string;
  /** Node field shown as its name. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  nodeLabel: string;
  /** Node field holding its child nodes (default "children"). @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  childrenKey?: string;
  count?: TreeNodeCount;
  /** The field of the page's entity the chosen node filters by; also the filter's name in the address. Not one of the filter bar's. */
  filter: string;
  /** Query parameter the node's key is sent as (default: `filter`). @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  param?: string;
  /**
   * Whether the list call answers the records of the node and every node below it (true: the
   * caption over the list says 含下级) or of that node alone. The server applies the rule; the
   * page says which one it is so the user reads the list right.
   */
  descendants: boolean;
}

/** A list's tree filter as the renderer gets it: the GET path of its tree, and who may read it. */
export interface ListTreeFilter extends Omit<ListTreeFilterDeclaration, 'source'> {
  /** GET path of the tree. */
  source: string;
  /** Codes one of which the caller must hold to read the tree; null: everyone who opens the page. */
  grants: string[] | null;
}

/**
 * One tree of a tree page read by a GET operation of its family (组织管理: 政务组织 from
 * government/{id}, 企业组织 from enterprise/{id}). Several show as tabs over the same columns and
 * actions.
 * @additionalProperties false
 */
export interface TreeViewDeclaration {
  /** @pattern ^[a-z][a-zA-Z0-9-]*$ */
  key: string;
  /** The tab's text. @minLength 1 */
  title: string;
  /** The operation (`operations` of the page's family) whose GET answers the tree's top nodes. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  operation: string;
  /** Its path parameters, e.g. { "id": "0" } for every enterprise. */
  path?: Record<string, string>;
}

/** A tree view as the renderer gets it: its read as a GET route, and who may see it. */
export interface TreeView extends Omit<TreeViewDeclaration, 'operation' | 'path'> {
  tree: EndpointRoute;
  /** Codes one of which the caller must hold to see the tab; null: everyone who opens the page. */
  grants: string[] | null;
}

/**
 * Record writes answered by operations of the page's family instead of its verbs — the
 * hand-written server rules of a family of operations (组织管理: POST mgmt/groups, PUT and DELETE
 * mgmt/groups/{id}). Each operation's path becomes the verb's call; an update or delete names the
 * record by {id}.
 * @additionalProperties false
 */
export interface ListWritesDeclaration {
  /** A POST operation. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  create?: string;
  /** A PUT operation with {id} in its path, or naming the record by `id` in its body (PUT menu-info). @pattern ^[a-z][a-zA-Z0-9-]*$ */
  update?: string;
  /** A DELETE operation with {id} in its path. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  delete?: string;
  /** A PUT operation with {id} and {value} in its path: the switch column's call (用户配置's 启用/禁用). @pattern ^[a-z][a-zA-Z0-9-]*$ */
  status?: string;
}

/**
 * A list view as the renderer gets it: its operations as routes, and who may see it.
 */
export interface ListView extends Omit<ListViewDeclaration, 'list' | 'export'> {
  /** The GET of this view's pages (absent: the family's list). */
  list?: EndpointRoute;
  /** The GET of this view's export (absent: the family's export). */
  export?: EndpointRoute;
  /** Codes one of which the caller must hold to see the view (its list operation's grants); null: everyone who opens the page. */
  grants: string[] | null;
  /** Codes one of which the caller must hold to export in this view (its export operation's grants); null: the page's export code alone. */
  exportGrants: string[] | null;
}

/**
 * A required choice at the top of a list or tree page that the whole page works within (门户菜单:
 * 门户). Its choices are the records a GET operation answers (any family's); the chosen value fills
 * the entity field `field` as a `scope` value does — sent with every read and write of the page,
 * written into the records it creates, hidden from the filter bar and the form — and feeds the
 * lookups whose `source.query` names it (`{ "scope": "<field>" }`). It is kept in the address
 * (`?<field>=`); a bare address starts at the first choice matching `preferred`, else the first.
 * @additionalProperties false
 */
export interface ListScopeChoiceDeclaration {
  /** The field of the page's entity the choice fills; also its name in the address. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  field: string;
  /** The select's label (default: the field's title). @minLength 1 */
  label?: string;
  /** The GET operation answering the choices: an array of records (read by the renderer through the family's declaration, like a lookup's `source`). */
  source: OperationRef;
  /** Field of a choice holding the value (default "id"). @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  value?: string;
  /** Field of a choice shown as its name. @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  text: string;
  /** The choice a bare address starts at (e.g. the default portal): the first matching, else the first. */
  preferred?: RecordCondition;
}

/**
 * A server-paged table over an endpoint family, with filters, actions and a create/edit form.
 * @additionalProperties false
 */
export interface ListPageDeclaration extends PageBase {
  kind: 'list';
  entity: EntityRef;
  family: FamilyRef;
  permissionPrefix: PermissionPrefix;
  /** @minItems 1 */
  columns: ColumnConfig[];
  filters?: FilterConfig[];
  toolbar?: ToolbarActionUse[];
  rowActions?: RowActionUse[];
  /** Create/edit dialog; needed by the create and edit actions. */
  form?: FormConfig;
  /** Record id field (default "id"). */
  rowKey?: string;
  /** Sort when the URL names none. */
  defaultSort?: SortConfig;
  /** Default page size (docs/behaviour §9: 20). */
  pageSize?: 10 | 20 | 50 | 100;
  /** Virtualised rows for very long lists: up to 1000 rows load at once and scroll, without pagination. */
  virtual?: boolean;
  /**
   * Fixed filter of this page (e.g. an activity page showing one activity kind): always sent
   * with the list and export calls, written into the records it creates, and hidden from the
   * filter bar and the form. A detail page's related sub-list adds its foreign key here.
   */
  scope?: Record<string, EntityValue>;
  /** Counts above the list (see SummaryConfig). */
  summary?: SummaryConfig;
  /** Sums the list answer sends beside its records (see ListTotalsConfig). */
  totals?: ListTotalsConfig;
  /**
   * Read the list again whenever its tab comes back on screen: for records other pages change
   * (a ledger's lines move with a recharge or a purchase made elsewhere), which a kept tab would
   * otherwise show as they were.
   */
  reloadOnReturn?: boolean;
  /**
   * Named views of the page shown as tabs (see ListViewDeclaration); the first is the one a bare
   * address shows. A view whose operation the caller holds none of the grants of is not shown,
   * and with fewer than two views left there are no tabs.
   * @minItems 2 @maxItems 8
   */
  views?: ListViewDeclaration[];
  /** A line above the list read from an operation of the family (see ListNoticeDeclaration). */
  notice?: ListNoticeDeclaration;
  /** A tree beside the list whose chosen node filters it (see ListTreeFilterDeclaration); not on a tree page. */
  treeFilter?: ListTreeFilterDeclaration;
  /** The records' tree when the family declares none (a family of operations); the family's own wins. */
  tree?: TreeConfig;
  /** The trees a tree page shows, read by operations of its family (see TreeViewDeclaration). @minItems 1 @maxItems 8 */
  trees?: TreeViewDeclaration[];
  /** Record writes through operations of the family (see ListWritesDeclaration). */
  writes?: ListWritesDeclaration;
  /** The page's list and export calls when not the family's own (see ListReadDeclaration); not with `views`. */
  read?: ListReadDeclaration;
  /** A required choice the whole page works within (see ListScopeChoiceDeclaration). */
  scopeChoice?: ListScopeChoiceDeclaration;
}

/**
 * A list page as the renderer gets it: the family resolved (its calls, its custom actions in
 * full) and the family's order field and tree (see FamilyDeclaration).
 */
export interface ListPageConfig extends Omit<ListPageDeclaration, 'toolbar' | 'rowActions' | 'family' | 'views' | 'notice' | 'read' | 'treeFilter' | 'trees' | 'writes'> {
  /** The trees of a tree page, their reads resolved. */
  trees?: TreeView[];
  /** The line above the list, its operation resolved. */
  notice?: ListNotice;
  /** The tree beside the list, its operation resolved. */
  treeFilter?: ListTreeFilter;
  /** The family it was resolved from (absent for a config built in code, e.g. a test's). */
  family?: FamilyRef;
  endpoint: EndpointFamily;
  toolbar?: ToolbarAction[];
  rowActions?: RowAction[];
  orderKey?: string;
  tree?: TreeConfig;
  views?: ListView[];
}

/**
 * One block of label/value pairs. A field is a key or a column config (the same cell rendering
 * as the list: slot, toFixed, formatTime, renderText, img).
 * @additionalProperties false
 */
export interface DetailSection {
  title: string;
  /** @minItems 1 */
  fields: (string | ColumnConfig)[];
  /** Label/value pairs per row (default 3; rich text always spans the row). */
  columns?: 1 | 2 | 3;
}

/** @additionalProperties false */
export interface DetailSectionsTab {
  title: string;
  /** @minItems 1 */
  sections: DetailSection[];
}

/**
 * A related sub-list: the list page `list` filtered to the records whose `foreignKey` equals this
 * record's `localKey` (default "id"). Its list state stays inside the tab, not in the address.
 * @additionalProperties false
 */
export interface DetailListTab {
  title: string;
  /** Page id of a list page, e.g. "operation-center/customer/customer-visit". */
  list: string;
  foreignKey: string;
  localKey?: string;
}

export type DetailTab = DetailSectionsTab | DetailListTab;

/**
 * One record shown in sections, with tabs below (more sections or related sub-lists). Opened by a
 * list's "view" row action: as its own route when the menu has one, otherwise in a drawer.
 * @additionalProperties false
 */
export interface DetailPageDeclaration extends PageBase {
  kind: 'detail';
  entity: EntityRef;
  family: FamilyRef;
  permissionPrefix: PermissionPrefix;
  /** URL query parameter carrying the record id (default "id"). */
  idParam?: string;
  /** Field whose value titles the page (e.g. "name"). */
  titleField?: string;
  /**
   * A GET operation of the family (its `operations`, path with {id}) that reads the record instead
   * of the family's `get`: an answer that adds facts the record itself does not hold (counts, a
   * stored file's size). Sections may then show the fields its response declares (with a `title`).
   * @pattern ^[a-z][a-zA-Z0-9-]*$
   */
  read?: string;
  /** @minItems 1 */
  sections: DetailSection[];
  tabs?: DetailTab[];
  /**
   * Buttons beside the page's title: custom actions of the family on this record (支付, 取消订单),
   * each shown while its `showWhen` holds and the caller holds its code; the record is read again
   * after one succeeds.
   * @minItems 1
   */
  actions?: CustomActionUse[];
}

/**
 * A standalone form (settings pages) saved through an endpoint family's get and update.
 * @additionalProperties false
 */
export interface FormPageDeclaration extends PageBase {
  kind: 'form';
  entity: EntityRef;
  family: FamilyRef;
  permissionPrefix: PermissionPrefix;
  form: FormConfig;
  /** Id of the one record the page edits (settings pages); without it the id comes from the URL (`id`). */
  recordId?: string | number;
}

/** A detail page as the renderer gets it: its family resolved (a `read` operation as its `get` route). */
export interface DetailPageConfig extends Omit<DetailPageDeclaration, 'family' | 'actions'> {
  family?: FamilyRef;
  endpoint: EndpointFamily;
  /** The header's actions, each its family's call in full. */
  actions?: CustomAction[];
}

/** A form page as the renderer gets it: its family resolved. */
export interface FormPageConfig extends Omit<FormPageDeclaration, 'family'> {
  family?: FamilyRef;
  endpoint: EndpointFamily;
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
 * A GET operation a family declares (schemas/families `operations`), named by the family and the
 * operation's name.
 * @additionalProperties false
 */
export interface OperationRef {
  family: FamilyRef;
  /** @pattern ^[a-z][a-zA-Z0-9-]*$ */
  operation: string;
}

/**
 * A further stats call of a dashboard, with the cards and charts it feeds. Its operation belongs
 * to the dashboard's family; the part shows only to a caller holding one of the operation's grants.
 * @additionalProperties false
 */
export interface DashboardPartDeclaration {
  /** Heading over the part's cards and charts. */
  title?: string;
  /** The operation answering the part's stats (a GET of the dashboard's family). */
  source: OperationRef;
  cards?: StatCard[];
  charts?: ChartConfig[];
}

/**
 * Stat cards and charts over one stats call, and further parts over other calls.
 * @additionalProperties false
 */
export interface DashboardPageDeclaration extends PageBase {
  kind: 'dashboard';
  /** The operation answering the stats (a GET). */
  source: OperationRef;
  cards?: StatCard[];
  charts?: ChartConfig[];
  parts?: DashboardPartDeclaration[];
}

/** A dashboard part as the renderer gets it: the GET path and who may read it. */
export interface DashboardPart extends Omit<DashboardPartDeclaration, 'source'> {
  /** GET path of the part's stats answer. */
  source: string;
  /** Permission codes, one of which the caller must hold; null: any signed-in caller. */
  grants: string[] | null;
}

/** A dashboard as the renderer gets it: the GET path of its stats operation. */
export interface DashboardPageConfig extends Omit<DashboardPageDeclaration, 'source' | 'parts'> {
  /** GET path of the stats answer. */
  source: string;
  parts?: DashboardPart[];
}

/** A page config file, schemas/pages/<id>.json (page.schema.json is generated from this). */
export type PageDeclaration = ListPageDeclaration | DetailPageDeclaration | FormPageDeclaration | DashboardPageDeclaration | BlocksPageDeclaration | ModulePageConfig;

/** A page config as the renderer gets it: a data page's family resolved (resolvePage.ts). */
export type PageConfig = ListPageConfig | DetailPageConfig | FormPageConfig | DashboardPageConfig | BlocksPageConfig | ModulePageConfig;
