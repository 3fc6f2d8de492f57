import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useAtomValue } from '../../adapters/atomHooks';
import { lazy, memo, Suspense, useCallback, useMemo } from 'react';
import { hasPermission } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { ToolbarAction } from '../../pageLanguage/actions';
import type { ListPageConfig, TreeConfig } from '../../pageLanguage/pageConfig';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { serves } from '../../contract/routes';
import { lookupKeys } from '../../contract/lookupOptions';
import type { DataRecord } from '../data/resolveResponse';
import { ColumnSettings } from './ColumnSettings';
import type { VisibilityState } from './columnVisibility';
import { DataTable } from './DataTable';
import { FilterBar } from './FilterBar';
import { ListPager } from './ListPager';
import { PAGE_SIZES } from './listState';
import { reorderCode, resolveActionCode } from '../../contract/actionCodes';
import type { ResolvedColumn } from './resolveColumns';
import { resolveActionsWidth } from './resolveActionsWidth';
import { RowActionButtons } from './RowActionButtons';
import { ReorderButtons, REORDER_WIDTH } from './ReorderButtons';
import { movable } from './reorder';
import { StatusSwitch } from './StatusSwitch';
import { switchLabel } from './switchText';
import { SummaryStrip } from './SummaryStrip';
import { useCreateResult } from './createResult/CreateResultPanel';
import { ListTotals } from './totals/ListTotals';
import { ListNoticeLine } from './notice/ListNoticeLine';
import { useReloadOnReturn } from '../../core/async/useReloadOnReturn';
import { resolveFilterQuery } from './resolveFilters';
import { tableCellContent } from './TableCell';
import { useListActions, type ListActions } from './useListActions';
import { useListController } from './useListController';
import { ListStateHomeContext } from './useListQuery';
import { useStableCallback } from './useStableCallback';
import { useViewAction } from './useViewAction';
import { mayExportIn } from './listViews';
import './list.css';

/** rjsf + ajv load only when a dialog opens. */
const RecordFormDialog = lazy(() => import('../form/RecordFormDialog'));
/** Labels of fields holding another family's records (x-lookup): loaded only by pages that have such fields. */
const WithLookupEntity = lazy(() => import('../data/WithLookupEntity'));
/** A page's named views as tabs: antd's Tabs load only for pages that have views. */
const ListViewTabs = lazy(() => import('./ListViewTabs'));
/** A tree beside the list that filters it (`treeFilter`): antd's Tree loads only for pages that have one. */
const TreeFilterPanel = lazy(() => import('./treeFilter/TreeFilterPanel').then((m) => ({ default: m.TreeFilterPanel })));
/** A page that works within a chosen value (`scopeChoice`): its select and the value's scope (its own chunk). */
const ScopeChoicePage = lazy(() => import('./scopeChoice/ScopeChoicePage').then((m) => ({ default: m.ScopeChoicePage })));
/** A list page with `tree` draws its records as a tree (its own chunk). */
const TreeListPage = lazy(() => import('../tree/TreeListPage'));

const TOOLBAR_LABELS = { create: '新增', export: '导出', bulkDelete: '批量删除' } as const;
const TOOLBAR_ICONS = { create: <PlusOutlined />, export: <DownloadOutlined />, bulkDelete: <DeleteOutlined /> } as const;

export interface ListPageProps {
  pageId: string;
  config: ListPageConfig;
  entity: EntitySchema;
  /**
   * Id of the page this list is part of (a detail page's related sub-list). The host owns the
   * address, so the list keeps page, sort and filters in memory; its column settings and
   * call cancelling are keyed "<host>><list>" so they never collide with the list's own page.
   */
  embeddedIn?: string;
}

function hasTree(config: ListPageConfig): config is ListPageConfig & { tree: TreeConfig } {
  return config.tree !== undefined;
}

/** A generated list page: filter bar, toolbar, table, pagination and the create/edit dialog. */
export function ListPage(props: ListPageProps) {
  const { scopeChoice } = props.config;
  if (scopeChoice && props.embeddedIn === undefined) {
    return (
      <Suspense fallback={null}>
        <ScopeChoicePage config={{ ...props.config, scopeChoice }} entity={props.entity}>
          {(config) => <ListPage {...props} config={config} />}
        </ScopeChoicePage>
      </Suspense>
    );
  }
  if (hasTree(props.config)) {
    return (
      <Suspense fallback={null}>
        <TreeListPage pageId={props.pageId} config={props.config} entity={props.entity} />
      </Suspense>
    );
  }
  return (
    <ListStateHomeContext.Provider value={props.embeddedIn ? 'memory' : 'url'}>
      <ListPageLabelled {...props} />
    </ListStateHomeContext.Provider>
  );
}

/** Cells and filters of fields holding another family's records (or a region's code) show their labels. */
function ListPageLabelled(props: ListPageProps) {
  const { config, entity } = props;
  const keys = useMemo(() => shownKeys(config), [config]);
  const hasLookups = useMemo(() => lookupKeys(entity, keys).length > 0 || keys.some((key) => entity.properties[key]?.['x-region']), [entity, keys]);
  if (!hasLookups) return <ListPageContent {...props} />;
  return (
    <Suspense fallback={null}>
      <WithLookupEntity entity={entity} keys={keys}>{(labelled) => <ListPageContent {...props} labelled={labelled} />}</WithLookupEntity>
    </Suspense>
  );
}

interface ToolbarProps {
  actions: ToolbarAction[];
  handlers: ListActions;
  columns: ResolvedColumn[];
  visibility: VisibilityState;
  onToggleColumn: (key: string, visible: boolean) => void;
}

/** 新增 / 导出 / 批量删除 / custom actions and the column settings; memoised (a page change leaves it alone). */
const Toolbar = memo(function Toolbar({ actions, handlers, columns, visibility, onToggleColumn }: ToolbarProps) {
  return (
    <div className="hpc-list-toolbar">
      <div className="hpc-list-toolbar-actions">
        {actions.map((action) =>
          action.type === 'custom' ? (
            <Button key={action.name} danger={action.danger} onClick={() => void handlers.runCustom(action)}>{action.label}</Button>
          ) : (
            <Button
              key={action.type}
              type={action.type === 'create' ? 'primary' : 'default'}
              danger={action.type === 'bulkDelete'}
              icon={TOOLBAR_ICONS[action.type]}
              onClick={() => void (action.type === 'create' ? handlers.openCreate() : action.type === 'export' ? handlers.exportAll() : handlers.removeSelected())}
            >
              {action.label ?? TOOLBAR_LABELS[action.type]}
            </Button>
          ))}
      </div>
      <ColumnSettings columns={columns} visibility={visibility} onToggle={onToggleColumn} />
    </div>
  );
});

interface PagerProps {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

/** The list's pagination, redrawn only when its own numbers change. */
const Pager = memo(function Pager({ current, pageSize, total, onChange }: PagerProps) {
  return (
    <ListPager
      className="hpc-list-pagination"
      current={current}
      pageSize={pageSize}
      total={total}
      pageSizeOptions={PAGE_SIZES}
      showTotal={showTotal}
      onChange={onChange}
    />
  );
});

const showTotal = (total: number) => `共 ${total} 条`;
const VERB_FOR = { create: 'create', export: 'export', bulkDelete: 'deleteMany' } as const;

/** Keys a list shows or filters by: its lookup fields among them read the referenced records. */
function shownKeys(config: ListPageConfig): string[] {
  return [...config.columns.map((c) => c.key.split('.')[0] ?? c.key), ...(config.filters ?? []).map((f) => f.key)];
}

/** `labelled`: the entity with its lookup fields' options, for cells and filters; the form keeps the declared one (its lookup widget reads them itself). */
function ListPageContent({ pageId, config, entity: declared, labelled, embeddedIn }: ListPageProps & { labelled?: EntitySchema }) {
  const codes = useAtomValue(permissionCodesAtom);
  const entity = labelled ?? declared;
  const controller = useListController(embeddedIn ? `${embeddedIn}>${pageId}` : pageId, config, entity);
  const { formTarget, actions } = useListActions(controller, entity.title, entity);
  const createResult = useCreateResult(config.form?.createResult);
  const saved = useStableCallback((answer?: DataRecord) => actions.afterSave(formTarget?.mode === 'create' && createResult.show(answer)));
  const { query, filters, shown, views } = controller;
  const shownView = views.find((candidate) => candidate.key === query.state.view);

  // What the user may do here: recomputed when the codes, the config or the view change, not per render.
  const permitted = useMemo(() => {
    const allowed = (code: string) => hasPermission(code, codes);
    const toolbar = (config.toolbar ?? []).filter((a) => allowed(resolveActionCode(a, config.permissionPrefix)))
      .filter((a) => a.type === 'custom' || serves(shown.endpoint, VERB_FOR[a.type]))
      .filter((a) => a.type !== 'export' || mayExportIn(shownView, codes));
    const rowActions = (config.rowActions ?? []).filter((a) => allowed(resolveActionCode(a, config.permissionPrefix)));
    const canEdit = rowActions.some((a) => a.type === 'edit') && config.form !== undefined;
    const viewAction = rowActions.find((a) => a.type === 'view' && a.detail !== undefined);
    const canReorder = config.orderKey !== undefined && serves(config.endpoint, 'reorder') && allowed(reorderCode(config.permissionPrefix));
    return { allowed, toolbar, rowActions, canEdit, viewAction, canReorder };
  }, [codes, config, shown, shownView]);
  const { allowed, toolbar, rowActions, canEdit, viewAction, canReorder } = permitted;
  const actionsWidth = useMemo(() => resolveActionsWidth(rowActions) + (canReorder ? REORDER_WIDTH : 0), [rowActions, canReorder]);
  const viewer = useViewAction(controller.rowKey);
  const view = useStableCallback(viewer.view);
  // A link cell and Enter on a row open the record: its detail when the page has one, else the edit dialog.
  const openRecord = useMemo(
    () => (viewAction?.type === 'view' ? (record: DataRecord) => view(viewAction, record) : canEdit ? actions.openEdit : undefined),
    [viewAction, canEdit, actions, view],
  );

  const renderCell = useCallback(
    (column: ResolvedColumn, record: DataRecord) => {
      if (column.kind === 'switch' && column.switch) {
        return (
          <StatusSwitch
            value={record[column.key]}
            config={column.switch}
            label={switchLabel(column.switch, column.title, record, config.rowKey ?? 'id')}
            record={record}
            disabled={!allowed(column.switch.permission) || !serves(config.endpoint, 'status')}
            onChange={(next) => actions.setStatus(record, next)}
          />
        );
      }
      return tableCellContent(column, record, openRecord ? () => openRecord(record) : undefined);
    },
    [allowed, config, actions, openRecord],
  );
  const { records } = query;
  const renderActions = useCallback(
    (record: DataRecord) => (
      <>
        {canReorder && <ReorderButtons {...movable(records, controller.rowKey, record)} onMove={(delta) => void actions.move(record, delta)} />}
        <RowActionButtons actions={rowActions} record={record} handlers={actions} onView={view} />
      </>
    ),
    [rowActions, actions, view, canReorder, records, controller.rowKey],
  );
  const summaryFilters = useMemo(() => resolveFilterQuery(filters, query.state.filters), [filters, query.state.filters]);
  const { setState } = query;
  const search = useStableCallback((values: Record<string, string>) => setState({ ...query.state, page: 1, filters: values }));
  const changePage = useStableCallback((page: number, pageSize: number) => controller.table.setPagination({ pageIndex: page - 1, pageSize }));
  const returnRef = useReloadOnReturn(query.reload);
  const barFilters = useMemo(() => filters.filter((filter) => !filter.hidden), [filters]);
  const treeKey = config.treeFilter?.filter;
  const chooseNode = useStableCallback((key: string) => {
    if (treeKey === undefined) return;
    const { [treeKey]: _left, ...others } = query.state.filters;
    setState({ ...query.state, page: 1, filters: key === '' ? others : { ...others, [treeKey]: key } });
  });

  const list = (
    <div ref={config.reloadOnReturn ? returnRef : undefined} className="hpc-list-page" data-page={pageId}>
      {config.title && !embeddedIn && <h2 className="hpc-list-title">{config.title}</h2>}
      {views.length > 1 && (
        <Suspense fallback={<div className="hpc-list-views-placeholder" />}>
          <ListViewTabs views={views} active={query.state.view} onChange={controller.switchView} />
        </Suspense>
      )}
      {config.notice && <ListNoticeLine notice={config.notice} family={config.endpoint} />}
      <FilterBar filters={barFilters} values={query.state.filters} onSearch={search} onReset={query.reset} />
      {shown.summary && serves(shown.endpoint, 'summary') && (
        <SummaryStrip summary={shown.summary} entity={entity} provider={controller.provider} filters={summaryFilters} />
      )}
      <Toolbar actions={toolbar} handlers={actions} columns={controller.columns} visibility={controller.columnVisibility} onToggleColumn={controller.toggleColumn} />
      {config.totals && query.status !== 'error' && <ListTotals totals={config.totals} aside={query.aside} />}
      {createResult.panel}
      {query.status === 'error' ? (
        <ErrorPanel title="数据加载失败" detail={query.error ?? undefined} onRetry={query.reload} />
      ) : (
        <>
          <DataTable
            controller={controller}
            renderCell={renderCell}
            renderActions={renderActions}
            actionsWidth={actionsWidth}
            onActivate={openRecord}
            virtual={config.virtual}
          />
          {!config.virtual && <Pager current={query.state.page} pageSize={query.state.pageSize} total={query.total} onChange={changePage} />}
        </>
      )}
      {formTarget && config.form && (
        <Suspense fallback={null}>
          <RecordFormDialog
            entity={declared}
            form={config.form}
            provider={controller.provider}
            rowKey={controller.rowKey}
            record={formTarget.mode === 'edit' ? formTarget.record : undefined}
            onSaved={saved}
            onCancel={actions.closeForm}
          />
        </Suspense>
      )}
      {viewer.drawer}
    </div>
  );
  if (!config.treeFilter || treeKey === undefined) return list;
  return (
    <div className="hpc-list-with-tree">
      <Suspense fallback={<div className="hpc-tree-filter" />}>
        <TreeFilterPanel tree={config.treeFilter} family={config.endpoint} value={query.state.filters[treeKey] ?? ''} onChange={chooseNode} />
      </Suspense>
      {list}
    </div>
  );
}
