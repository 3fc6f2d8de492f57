import { DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Pagination, Space } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { hasPermission } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { EntitySchema } from '../../schema/entity';
import type { ListPageConfig } from '../../schema/pageConfig';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { serves } from '../data/resolveRoute';
import type { DataRecord } from '../data/resolveResponse';
import { Cell } from './Cell';
import { ColumnSettings } from './ColumnSettings';
import { DataTable } from './DataTable';
import { FilterBar } from './FilterBar';
import { PAGE_SIZES } from './listState';
import { resolveActionCode } from './permissions';
import type { ResolvedColumn } from './resolveColumns';
import { RowActionButtons } from './RowActionButtons';
import { StatusSwitch } from './StatusSwitch';
import { useListActions } from './useListActions';
import { useListController } from './useListController';
import { ListStateHomeContext } from './useListQuery';
import { useViewAction } from './useViewAction';
import './list.css';

/** rjsf + ajv load only when a dialog opens. */
const RecordFormDialog = lazy(() => import('../form/RecordFormDialog'));

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

/** A generated list page: filter bar, toolbar, table, pagination and the create/edit dialog. */
export function ListPage(props: ListPageProps) {
  return (
    <ListStateHomeContext.Provider value={props.embeddedIn ? 'memory' : 'url'}>
      <ListPageContent {...props} />
    </ListStateHomeContext.Provider>
  );
}

function ListPageContent({ pageId, config, entity, embeddedIn }: ListPageProps) {
  const codes = useAtomValue(permissionCodesAtom);
  const controller = useListController(embeddedIn ? `${embeddedIn}>${pageId}` : pageId, config, entity);
  const actions = useListActions(controller, entity.title);
  const { query, filters } = controller;
  const allowed = (code: string) => hasPermission(code, codes);
  const verbFor = { create: 'create', export: 'export', bulkDelete: 'deleteMany' } as const;

  const toolbar = (config.toolbar ?? []).filter((a) => allowed(resolveActionCode(a, config.permissionPrefix)))
    .filter((a) => a.type === 'custom' || serves(config.endpoint, verbFor[a.type]));
  const rowActions = (config.rowActions ?? []).filter((a) => allowed(resolveActionCode(a, config.permissionPrefix)));
  const canEdit = rowActions.some((a) => a.type === 'edit') && config.form !== undefined;
  const viewAction = rowActions.find((a) => a.type === 'view' && a.detail !== undefined);
  const viewer = useViewAction(controller.rowKey);
  // A link cell and Enter on a row open the record: its detail when the page has one, else the edit dialog.
  const openRecord = viewAction?.type === 'view' ? (record: DataRecord) => viewer.view(viewAction, record) : canEdit ? actions.openEdit : undefined;

  const renderCell = (column: ResolvedColumn, record: DataRecord) => {
    if (column.kind === 'switch' && column.switch) {
      return (
        <StatusSwitch
          value={record[column.key]}
          config={column.switch}
          label={`${column.title}：${String(record[config.rowKey ?? 'id'])}`}
          disabled={!allowed(column.switch.permission) || !serves(config.endpoint, 'status')}
          onChange={(next) => actions.setStatus(record, next)}
        />
      );
    }
    return <Cell column={column} record={record} onOpen={openRecord ? () => openRecord(record) : undefined} />;
  };

  return (
    <div className="hpc-list-page" data-page={pageId}>
      {config.title && !embeddedIn && <h2 className="hpc-list-title">{config.title}</h2>}
      <FilterBar
        filters={filters}
        values={query.state.filters}
        onSearch={(values) => query.setState({ ...query.state, page: 1, filters: values })}
        onReset={query.reset}
      />
      <div className="hpc-list-toolbar">
        <Space wrap>
          {toolbar.map((action) =>
            action.type === 'custom' ? (
              <Button key={action.name} danger={action.danger} onClick={() => void actions.runCustom(action)}>{action.label}</Button>
            ) : (
              <Button
                key={action.type}
                type={action.type === 'create' ? 'primary' : 'default'}
                danger={action.type === 'bulkDelete'}
                icon={TOOLBAR_ICONS[action.type]}
                onClick={() => void (action.type === 'create' ? actions.openCreate() : action.type === 'export' ? actions.exportAll() : actions.removeSelected())}
              >
                {action.label ?? TOOLBAR_LABELS[action.type]}
              </Button>
            ))}
        </Space>
        <ColumnSettings controller={controller} />
      </div>
      {query.status === 'error' ? (
        <ErrorPanel title="数据加载失败" detail={query.error ?? undefined} onRetry={query.reload} />
      ) : (
        <>
          <DataTable
            controller={controller}
            renderCell={renderCell}
            renderActions={(record) => <RowActionButtons actions={rowActions} record={record} handlers={actions} onView={viewer.view} />}
            actionsWidth={Math.max(110, rowActions.length * 56)}
            onActivate={openRecord}
            virtual={config.virtual}
          />
          {!config.virtual && (
            <Pagination
              className="hpc-list-pagination"
              current={query.state.page}
              pageSize={query.state.pageSize}
              total={query.total}
              pageSizeOptions={PAGE_SIZES.map(String)}
              showSizeChanger
              showQuickJumper
              showTotal={(total) => `共 ${total} 条`}
              onChange={(page, pageSize) => controller.table.setPagination({ pageIndex: page - 1, pageSize })}
            />
          )}
        </>
      )}
      {actions.formTarget && config.form && (
        <Suspense fallback={null}>
          <RecordFormDialog
            entity={entity}
            form={config.form}
            provider={controller.provider}
            rowKey={controller.rowKey}
            record={actions.formTarget.mode === 'edit' ? actions.formTarget.record : undefined}
            onSaved={actions.afterSave}
            onCancel={actions.closeForm}
          />
        </Suspense>
      )}
      {viewer.drawer}
    </div>
  );
}
