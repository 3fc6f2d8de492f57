import { useCallback, useMemo, useState } from 'react';
import { filterRows, sortRows, type FileRow, type SortState } from '../model/rows';
import { clickSelect, EMPTY_SELECTION, moveCursor, pruneSelection, type Modifiers, type Selection } from '../model/selection';

/**
 * What the table shows of a folder: name filter, sort, client-side page (spec §9: 20 per page)
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

  // Adjusting state while rendering (React's documented pattern) instead of an effect: the first
  // paint of a new folder already shows page 1 with nothing selected.
  if (view.path !== path) {
    setView({ ...view, path, version, filter: '', page: 1, selection: EMPTY_SELECTION });
  } else if (view.version !== version) {
    setView({ ...view, version, selection: pruneSelection(view.selection, new Set(rows.map((r) => r.path))) });
  }

  const ordered = useMemo(() => sortRows(filterRows(rows, view.filter), sort), [rows, view.filter, sort]);
  const keys = useMemo(() => ordered.map((row) => row.path), [ordered]);
  const byPath = useMemo(() => new Map(rows.map((row) => [row.path, row])), [rows]);
  const pageCount = Math.max(1, Math.ceil(ordered.length / view.pageSize));
  const page = Math.min(view.page, pageCount);
  const pageRows = useMemo(() => ordered.slice((page - 1) * view.pageSize, page * view.pageSize), [ordered, page, view.pageSize]);

  const selectedRows = useMemo(() => [...view.selection.keys].flatMap((key) => byPath.get(key) ?? []), [view.selection, byPath]);

  /** Shows the page holding `key` (keyboard movement across pages). */
  const pageOf = useCallback((key: string | null, size: number) => {
    const at = key === null ? -1 : keys.indexOf(key);
    return at < 0 ? null : Math.floor(at / size) + 1;
  }, [keys]);

  const click = useCallback((key: string, mods: Modifiers) => {
    setView((v) => ({ ...v, selection: clickSelect(v.selection, keys, key, mods) }));
  }, [keys]);

  const move = useCallback((delta: number, extend: boolean) => {
    setView((v) => {
      const selection = moveCursor(v.selection, keys, delta, extend);
      return { ...v, selection, page: pageOf(selection.cursor, v.pageSize) ?? v.page };
    });
  }, [keys, pageOf]);

  /** The selection column: antd reports every selected key, this page's and the others'. */
  const setKeys = useCallback((selected: readonly string[]) => {
    setView((v) => ({ ...v, selection: { ...v.selection, keys: new Set(selected) } }));
  }, []);

  const selectOnly = useCallback((key: string) => setView((v) => ({ ...v, selection: { keys: new Set([key]), anchor: key, cursor: key } })), []);
  const selectAll = useCallback(() => setView((v) => ({ ...v, selection: { ...v.selection, keys: new Set(keys) } })), [keys]);
  const clearSelection = useCallback(() => setView((v) => ({ ...v, selection: EMPTY_SELECTION })), []);
  const setFilter = useCallback((filter: string) => setView((v) => ({ ...v, filter, page: 1 })), []);
  const setPage = useCallback((next: number, size: number) => setView((v) => ({ ...v, page: size === v.pageSize ? next : 1, pageSize: size })), []);

  return {
    sort, setSort, filter: view.filter, setFilter,
    page, pageSize: view.pageSize, setPage, total: ordered.length, pageRows,
    selection: view.selection, selectedRows, click, move, setKeys, selectOnly, selectAll, clearSelection,
    cursorRow: view.selection.cursor === null ? undefined : byPath.get(view.selection.cursor),
  };
}
