/**
 * The headless list controller: bridges a TanStack Table (v9 `useTable`) to the data layer.
 * Paging and sorting are manual (the server does them) and their state is the URL's; row
 * selection and column visibility are local. The renderer only draws what this returns.
 */
import {
  columnVisibilityFeature, functionalUpdate, rowPaginationFeature, rowSelectionFeature, rowSortingFeature, tableFeatures, useTable,
  type ColumnDef, type PaginationState, type RowSelectionState, type SortingState, type Updater,
} from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { EntitySchema } from '../../pageLanguage/entity';
import type { ListPageConfig } from '../../pageLanguage/pageConfig';
import type { DataProvider } from '../data/dataProvider';
import type { DataRecord } from '../data/resolveResponse';
import { useColumnVisibility, type VisibilityState } from './columnVisibility';
import { useAtomValue } from '../../adapters/atomHooks';
import { permissionCodesAtom } from '../../core/session/sessionAtoms';
import type { ListView } from '../../pageLanguage/pageConfig';
import { resolveListSetup } from './listPageSetup';
import { chooseView, configForView, visibleViews } from './listViews';
import type { ResolvedColumn } from './resolveColumns';
import type { ResolvedFilter } from './resolveFilters';
import { useListQuery, type ListQuery } from './useListQuery';
import { useStableCallback } from './useStableCallback';

export const listFeatures = tableFeatures({ rowPaginationFeature, rowSortingFeature, columnVisibilityFeature, rowSelectionFeature });
export type ListFeatures = typeof listFeatures;
export const SELECT_COLUMN_ID = '__select';
export const ACTIONS_COLUMN_ID = '__actions';

export interface ListController {
  table: ReturnType<typeof useTable<ListFeatures, DataRecord>>;
  query: ListQuery;
  /** The page as its shown view shows it (its list and export calls, scope, summary); the page's config without views. */
  shown: ListPageConfig;
  /** The views the caller sees (see listViews.ts); empty without views. */
  views: ListView[];
  /** Shows another view: page 1, the filters kept. Stable. */
  switchView: (key: string) => void;
  columns: ResolvedColumn[];
  filters: ResolvedFilter[];
  provider: DataProvider;
  rowKey: string;
  selectedRecords: DataRecord[];
  clearSelection: () => void;
  /** Shown columns (key → visible; a key left out is shown), saved per page. */
  columnVisibility: VisibilityState;
  /** Shows or hides one column (stable). */
  toggleColumn: (key: string, visible: boolean) => void;
  /** Ids of the table's shown columns in order (selection and actions included); a new array only when they change. */
  visibleColumnIds: string[];
}

function hasSelection(config: ListPageConfig): boolean {
  return (config.toolbar ?? []).some((a) => a.type === 'bulkDelete' || a.type === 'custom');
}

export function useListController(pageId: string, config: ListPageConfig, entity: EntitySchema): ListController {
  const rowKey = config.rowKey ?? 'id';
  const codes = useAtomValue(permissionCodesAtom);
  const views = useMemo(() => visibleViews(config, codes), [config, codes]);
  // A page with views reads the address's view before its state: each view has its own calls and filters.
  const setupOfView = useMemo(
    () => (config.views ? (requested: string | null) => resolveListSetup(configForView(config, chooseView(config, views, requested)), entity) : undefined),
    [config, views, entity],
  );
  // Built once per config (the boot's first call built the same one): columns, filters, provider.
  const query = useListQuery(resolveListSetup(config, entity), setupOfView);
  const setup = query.setup;
  const { provider, columns, filters } = setup;
  const shown = useMemo(() => configForView(config, chooseView(config, views, setup.stateOptions.view?.key ?? null)), [config, views, setup]);
  const defaults = useMemo(() => Object.fromEntries(columns.map((c) => [c.key, !c.defaultHidden])), [columns]);
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(pageId, defaults);
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  // Paging and sorting drop the selection; an empty one is left alone (a new {} would cost a render).
  const clearSelection = () => {
    if (Object.keys(rowSelection).length > 0) setRowSelection({});
  };

  const columnDefs = useMemo<ColumnDef<ListFeatures, DataRecord>[]>(() => {
    const defs: ColumnDef<ListFeatures, DataRecord>[] = [];
    if (hasSelection(config)) defs.push({ id: SELECT_COLUMN_ID, header: '选择', enableSorting: false, enableHiding: false });
    for (const column of columns) {
      defs.push({ id: column.key, header: column.title, accessorFn: (row) => row[column.key], enableSorting: column.sortable });
    }
    if ((config.rowActions ?? []).length > 0) defs.push({ id: ACTIONS_COLUMN_ID, header: '操作', enableSorting: false, enableHiding: false });
    return defs;
  }, [columns, config]);

  const { state, setState } = query;
  const pagination: PaginationState = { pageIndex: state.page - 1, pageSize: state.pageSize };
  const sorting: SortingState = state.sort ? [{ id: state.sort.key, desc: state.sort.order === 'desc' }] : [];

  const table = useTable<ListFeatures, DataRecord>({
    features: listFeatures,
    columns: columnDefs,
    data: query.records,
    getRowId: (row, index) => String(row[rowKey] ?? index),
    manualPagination: true,
    manualSorting: true,
    // A header cycles between its two orders: with removal, the first click on the column of the
    // default sort (shown descending) "removed" it — back to that same default, so nothing changed.
    enableSortingRemoval: false,
    rowCount: query.total,
    enableRowSelection: true,
    state: { pagination, sorting, columnVisibility, rowSelection },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      const sizeChanged = next.pageSize !== pagination.pageSize;
      clearSelection();
      setState({ ...state, page: sizeChanged ? 1 : next.pageIndex + 1, pageSize: next.pageSize });
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = functionalUpdate(updater, sorting);
      clearSelection();
      // Clearing the sort returns to the page's default order.
      setState({ ...state, page: 1, sort: first ? { key: first.id, order: first.desc ? 'desc' : 'asc' } : config.defaultSort });
    },
    onColumnVisibilityChange: (updater) => setColumnVisibility(functionalUpdate(updater, columnVisibility)),
    onRowSelectionChange: setRowSelection,
  });

  const selectedRecords = query.records.filter((row, index) => rowSelection[String(row[rowKey] ?? index)]);
  const visibleColumnIds = useMemo(() => columnDefs.map((d) => d.id!).filter((id) => columnVisibility[id] !== false), [columnDefs, columnVisibility]);
  const toggleColumn = useStableCallback((key: string, visible: boolean) => setColumnVisibility({ ...columnVisibility, [key]: visible }));
  const switchView = useStableCallback((key: string) => {
    if (key === state.view) return;
    clearSelection();
    setState({ ...state, page: 1, view: key });
  });
  return { table, query, shown, views, switchView, columns, filters, provider, rowKey, selectedRecords, clearSelection, columnVisibility, toggleColumn, visibleColumnIds };
}
