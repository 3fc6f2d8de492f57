/**
 * A list page with `tree` (ListPageConfig): the records as an expandable tree table (antd Table
 * tree data, every level open), loaded in one call (the family's `tree`, else `children` of the
 * root). 新增 adds a root, 新增<childLabel> a child (until `maxDepth`), 上移 / 下移 swap a node
 * with its sibling through `reorder`; edit, delete and custom actions are the list's own
 * (useListActions). The server's refusals (a node with children, one still used) are shown as
 * its message. No filter bar, paging or selection: a tree is read whole. With `trees` the page
 * shows several trees as tabs, each read by an operation of the family (TreeViewTabs); with
 * `addRoots: false` 新增 is offered only under a node.
 */
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useAtomValue } from '../../adapters/atomHooks';
import { useAsyncData } from '../../core/async/useAsyncData';
import { hasPermission } from '../../core/menu';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import { notify } from '../../core/feedback/notify';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { ListPageConfig, TreeConfig } from '../../pageLanguage/pageConfig';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { createDataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { serves } from '../../contract/routes';
import { useLookupEntity } from '../data/useLookup';
import { reorderCode, resolveActionCode } from '../../contract/actionCodes';
import { REORDER_WIDTH, ReorderButtons } from '../list/ReorderButtons';
import { resolveActionsWidth, textWidth } from '../list/resolveActionsWidth';
import { resolveColumns } from '../list/resolveColumns';
import { RowActionButtons } from '../list/RowActionButtons';
import { StatusSwitch } from '../list/StatusSwitch';
import { switchLabel } from '../list/switchText';
import { tableCellContent } from '../list/TableCell';
import { useBoxWidth } from '../list/useBoxWidth';
import { SUCCESS_MESSAGE, useListActions, type ListActionHost } from '../list/useListActions';
import { canAddChild, DEFAULT_CHILD_LABEL, DEFAULT_CHILDREN_KEY, parentKeys, siblingSwap, treeRows, type TreeRow } from './treeNodes';
import { treeColumnWidths } from './treeColumnWidths';
import { TreeViewTabs } from './TreeViewTabs';
import '../list/list.css';
import './tree.css';

/** Kinds cut with an ellipsis on one line in a narrowed column (as the list table's). */
const FREE_TEXT: ReadonlySet<string> = new Set(['text', 'ellipsis', 'link']);

const RecordFormDialog = lazy(() => import('../form/RecordFormDialog'));

export interface TreeListPageProps {
  pageId: string;
  config: ListPageConfig & { tree: TreeConfig };
  entity: EntitySchema;
}

type Target = { mode: 'root' } | { mode: 'child'; parent: TreeRow } | { mode: 'edit'; record: DataRecord } | null;

const EMPTY_STATE = { page: 1, pageSize: 0, sort: undefined, filters: {} };

/** The page's tree, or (with `trees`) its trees as tabs, each read by its own operation. */
export default function TreeListPage(props: TreeListPageProps) {
  if (!props.config.trees) return <TreeTable {...props} />;
  return <TreeViewTabs {...props} renderTree={(config, key) => <TreeTable key={key} pageId={props.pageId} config={config} entity={props.entity} />} />;
}

function TreeTable({ pageId, config, entity }: TreeListPageProps) {
  const { tree } = config;
  const rowKey = config.rowKey ?? 'id';
  const childrenKey = tree.childrenKey ?? DEFAULT_CHILDREN_KEY;
  const childLabel = tree.childLabel ?? DEFAULT_CHILD_LABEL;
  const codes = useAtomValue(permissionCodesAtom);
  const provider = useMemo(() => createDataProvider(config.endpoint, config.scope), [config]);
  const columnKeys = useMemo(() => config.columns.map((c) => c.key.split('.')[0] ?? c.key), [config]);
  // Columns of fields holding another family's records show those records' labels.
  const labelled = useLookupEntity(entity, columnKeys);
  const columns = useMemo(() => resolveColumns(config.columns, labelled, config.permissionPrefix), [config, labelled]);
  // One read per tree (a page of several trees reads each through its own call).
  const { state, reload } = useAsyncData(`${pageId}:tree:${config.endpoint.routes?.tree?.path ?? ''}`, () => provider.getTree(undefined, { loading: false, silent: true }));
  // The last tree answer stays on screen while a reload after a change is under way.
  const [shown, setShown] = useState<DataRecord[] | null>(null);
  if (state.status === 'ready' && state.data !== shown) setShown(state.data);
  const rows = useMemo(() => treeRows(shown ?? [], childrenKey), [shown, childrenKey]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<Target>(null);

  const host = useMemo<ListActionHost>(
    () => ({ provider, rowKey, filters: [], selectedRecords: [], clearSelection: () => undefined, query: { reload, records: rows, state: EMPTY_STATE } }),
    [provider, rowKey, reload, rows],
  );
  const { actions } = useListActions(host, entity.title, entity);

  const permitted = useMemo(() => {
    const allowed = (code: string) => hasPermission(code, codes);
    const create = (config.toolbar ?? []).find((a) => a.type === 'create');
    const canCreate = create !== undefined && config.form !== undefined && serves(config.endpoint, 'create') && allowed(resolveActionCode(create, config.permissionPrefix));
    const exporter = (config.toolbar ?? []).find((a) => a.type === 'export');
    const canExport = exporter !== undefined && serves(config.endpoint, 'export') && allowed(resolveActionCode(exporter, config.permissionPrefix));
    const rowActions = (config.rowActions ?? []).filter((a) => a.type !== 'view' && allowed(resolveActionCode(a, config.permissionPrefix)));
    const canReorder = config.orderKey !== undefined && serves(config.endpoint, 'reorder') && allowed(reorderCode(config.permissionPrefix));
    return { allowed, canCreate, canExport, rowActions, canReorder, createLabel: create?.label ?? '新增' };
  }, [codes, config]);

  const move = async (row: TreeRow, delta: -1 | 1) => {
    const ids = siblingSwap(row, rowKey, delta);
    if (!ids) return;
    try {
      await provider.reorder(ids);
      notify.success(SUCCESS_MESSAGE);
      reload();
    } catch {
      // The client has shown the server's message; the tree stays as it was.
    }
  };

  // Widths fitted to the table's box like the list table's (treeColumnWidths): 操作 holds 新增<childLabel>, 上移/下移 and the row actions side by side.
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useBoxWidth(boxRef);
  const actionsWidth = resolveActionsWidth(permitted.rowActions)
    + (permitted.canCreate ? textWidth(`新增${childLabel}`) + 14 : 0) + (permitted.canReorder ? REORDER_WIDTH : 0);
  const widths = treeColumnWidths(columns, actionsWidth, boxWidth);

  const tableColumns: TableColumnsType<TreeRow> = [
    ...columns.map((column, index) => ({
      key: column.key,
      title: column.title,
      width: widths.columns[index],
      // One line, cut with an ellipsis and its text as tooltip (the first column wraps: its indent and expand button are no text).
      ellipsis: index > 0 && FREE_TEXT.has(column.kind),
      render: (_: unknown, record: TreeRow) =>
        column.kind === 'switch' && column.switch ? (
          <StatusSwitch
            value={record[column.key]}
            config={column.switch}
            label={switchLabel(column.switch, column.title, record, rowKey)}
            record={record}
            disabled={!permitted.allowed(column.switch.permission) || !serves(config.endpoint, 'status')}
            onChange={(next) => actions.setStatus(record, next)}
          />
        ) : (
          tableCellContent(column, record)
        ),
    })),
    {
      key: '__actions',
      title: '操作',
      fixed: 'right',
      width: widths.actions,
      render: (_: unknown, record: TreeRow) => {
        const index = record.__siblings.findIndex((s) => s[rowKey] === record[rowKey]);
        return (
          <span className="hpc-tree-actions">
            {permitted.canCreate && canAddChild(record.__depth, tree.maxDepth) && (
              <button type="button" className="hpc-row-action" onClick={() => setTarget({ mode: 'child', parent: record })}>新增{childLabel}</button>
            )}
            {permitted.canReorder && (
              <ReorderButtons up={index > 0} down={index < record.__siblings.length - 1} onMove={(delta) => void move(record, delta)} />
            )}
            <RowActionButtons actions={permitted.rowActions} record={record} handlers={{ ...actions, openEdit: (r) => setTarget({ mode: 'edit', record: r }) }} />
          </span>
        );
      },
    },
  ];

  const formProvider = useMemo(
    () => (target?.mode === 'child' ? createDataProvider(config.endpoint, { ...config.scope, [tree.parentKey]: target.parent[rowKey] as string | number }) : provider),
    [target, config, tree.parentKey, provider, rowKey],
  );
  const titleOf = (record: DataRecord) => String(record[config.columns[0]?.key ?? rowKey] ?? record[rowKey]);
  const form = config.form && target?.mode === 'child' ? { ...config.form, createTitle: `新增${childLabel}（上级：${titleOf(target.parent)}）` } : config.form;
  const expanded = useMemo(() => parentKeys(rows, rowKey).filter((key) => !collapsed.has(String(key))), [rows, rowKey, collapsed]);

  return (
    <div className="hpc-list-page hpc-tree-page" data-page={pageId}>
      {config.title && <h2 className="hpc-list-title">{config.title}</h2>}
      <div className="hpc-list-toolbar">
        <div className="hpc-list-toolbar-actions">
          {permitted.canCreate && tree.addRoots !== false && <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'root' })}>{permitted.createLabel}</Button>}
          {permitted.canExport && <Button icon={<DownloadOutlined />} onClick={() => void actions.exportAll()}>导出</Button>}
        </div>
      </div>
      {state.status === 'error' ? (
        <ErrorPanel title="数据加载失败" detail={state.message} onRetry={reload} />
      ) : (
        <div ref={boxRef}>
          <Table<TreeRow>
            className="hpc-tree-table"
            size="middle"
            rowKey={(record) => String(record[rowKey])}
            columns={tableColumns}
            dataSource={rows}
            loading={state.status === 'loading' && shown === null}
            pagination={false}
            tableLayout="fixed"
            scroll={{ x: widths.total }}
            expandable={{
              expandedRowKeys: expanded.map(String),
              onExpand: (open, record) => setCollapsed((keys) => {
                const next = new Set(keys);
                if (open) next.delete(String(record[rowKey]));
                else next.add(String(record[rowKey]));
                return next;
              }),
            }}
            locale={{ emptyText: '暂无数据' }}
          />
        </div>
      )}
      {target && form && (
        <Suspense fallback={null}>
          <RecordFormDialog
            entity={entity}
            form={form}
            provider={formProvider}
            rowKey={rowKey}
            record={target.mode === 'edit' ? target.record : undefined}
            onSaved={() => {
              setTarget(null);
              notify.success(SUCCESS_MESSAGE);
              reload();
            }}
            onCancel={() => setTarget(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
