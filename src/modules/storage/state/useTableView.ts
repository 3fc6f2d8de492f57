import { useCallback, useMemo, useState } from 'react';
import { filterRows, sortRows, type FileRow, type SortState } from '../model/rows';
import { clickSelect, EMPTY_SELECTION, moveCursor, pruneSelection, type Modifiers, type Selection } from '../model/selection';

/**
 * What the table shows of a folder: name filter, sort, client-side page (docs/behaviour §9: 20 per page)
 * and the selection. Opening another folder resets page, filter and selection; a refresh of
 * the same folder keeps them (rows that vanished leave the selection).
 */
export const PAGE_SIZE = 20;
export const PAGE_SIZES = [10, 20, 50, 100];

interface ViewState {
  path: string | null;
  version: number;
  filter: string;
  page: number;
  pageSize: number;
  selection: Selection;
}

export function useTableView(path: string | null, version: number, rows: readonly FileRow[]) {
  const [sort, setSort] = useState<SortState | null>(null);
  const [view, setView] = useState<ViewState>({ path, version, filter: '', page: 1, pageSize: PAGE_SIZE, selection: EMPTY_SELECTION });

  const hasSelection = view.selection.keys.size > 0;
  // Adjusting state while rendering (React's documented pattern) instead of an effect: the first
  // paint of a new folder already shows page 1 with nothing selected. Nothing here builds an index
  // of all rows unless something is selected: for 100,000 rows that alone costs a frame or two.
  if (view.path !== path) {
    setView({ ...view, path, version, filter: '', page: 1, selection: EMPTY_SELECTION });
  } else if (view.version !== version) {
    setView({ ...view, version, selection: hasSelection ? pruneSelection(view.selection, new Set(rows.map((r) => r.path))) : view.selection });
  }

  const ordered = useMemo(() => sortRows(filterRows(rows, view.filter), sort), [rows, view.filter, sort]);
  const pageCount = Math.max(1, Math.ceil(ordered.length / view.pageSize));
  const page = Math.min(view.page, pageCount);
  const pageRows = useMemo(() => ordered.slice((page - 1) * view.pageSize, page * view.pageSize), [ordered, page, view.pageSize]);
  const byPath = useMemo(() => (hasSelection ? new Map(rows.map((row) => [row.path, row])) : null), [rows, hasSelection]);
  const selectedRows = useMemo(() => (byPath ? [...view.selection.keys].flatMap((key) => byPath.get(key) ?? []) : []), [view.selection, byPath]);
  /** Paths in table order, built when a click or key needs them (not on every render). */
  const orderedKeys = useCallback(() => ordered.map((row) => row.path), [ordered]);

  const click = useCallback((key: string, mods: Modifiers) => {
    setView((v) => ({ ...v, selection: clickSelect(v.selection, orderedKeys(), key, mods) }));
  }, [orderedKeys]);

  const move = useCallback((delta: number, extend: boolean) => {
    const keys = orderedKeys();
    setView((v) => {
      const selection = moveCursor(v.selection, keys, delta, extend);
      const at = selection.cursor === null ? -1 : keys.indexOf(selection.cursor);
      return { ...v, selection, page: at < 0 ? v.page : Math.floor(at / v.pageSize) + 1 };
    });
  }, [orderedKeys]);

  /** The selection column: antd reports every selected key, this page's and the others'. */
  const setKeys = useCallback((selected: readonly string[]) => {
    setView((v) => ({ ...v, selection: { ...v.selection, keys: new Set(selected) } }));
  }, []);

  const selectOnly = useCallback((key: string) => setView((v) => ({ ...v, selection: { keys: new Set([key]), anchor: key, cursor: key } })), []);
  const selectAll = useCallback(() => setView((v) => ({ ...v, selection: { ...v.selection, keys: new Set(orderedKeys()) } })), [orderedKeys]);
  const clearSelection = useCallback(() => setView((v) => ({ ...v, selection: EMPTY_SELECTION })), []);
  const setFilter = useCallback((filter: string) => setView((v) => ({ ...v, filter, page: 1 })), []);
  const setPage = useCallback((next: number, size: number) => setView((v) => ({ ...v, page: size === v.pageSize ? next : 1, pageSize: size })), []);
  const cursor = view.selection.cursor;
  const cursorRow = useMemo(() => (cursor === null ? undefined : byPath?.get(cursor) ?? pageRows.find((row) => row.path === cursor)), [cursor, byPath, pageRows]);

  return {
    sort, setSort, filter: view.filter, setFilter,
    page, pageSize: view.pageSize, setPage, total: ordered.length, pageRows,
    selection: view.selection, selectedRows, click, move, setKeys, selectOnly, selectAll, clearSelection,
    cursorRow,
  };
}
