import { EmptyState } from '../../ui/EmptyState';
import { LoadingArea } from '../../ui/Spinner';
import { lazy, Suspense, useMemo, useRef, type ReactNode } from 'react';
import { fitColumns, shrinkFloor } from './fitColumns';
import { useBoxWidth } from './useBoxWidth';
import type { DataRecord } from '../data/resolveResponse';
import { DataRow, VIRTUAL_ROW_HEIGHT, type RowCell } from './DataRow';
import { MIN_COLUMN_WIDTH, SELECTION_COLUMN_WIDTH, type ResolvedColumn } from './resolveColumns';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID, type ListController } from './useListController';
import { useStableCallback } from './useStableCallback';

/** A load shorter than this shows no spinner (antd Spin's delay). */
const SPIN_DELAY_MS = 300;

/** Virtual mode's body and its virtualizer load only for a page in virtual mode. */
const VirtualRows = lazy(() => import('./VirtualRows'));

export interface DataTableProps {
  controller: ListController;
  /** Switch cells and other interactive cells are drawn by the page (they need actions). A new function redraws every row. */
  renderCell: (column: ResolvedColumn, record: DataRecord) => ReactNode;
  /** As renderCell: keep it stable while its output would not change. */
  renderActions: (record: DataRecord) => ReactNode;
  actionsWidth: number;
  /** Enter on a focused row. */
  onActivate?: (record: DataRecord) => void;
  virtual?: boolean;
}

function SelectAll({ checked, some, onChange }: { checked: boolean; some: boolean; onChange: (checked: boolean) => void }) {
  return (
    <input
      type="checkbox"
      className="hpc-check"
      aria-label="全选本页"
      checked={checked}
      // A mixed state is a DOM property, not an attribute.
      ref={(element) => {
        if (element) element.indeterminate = some;
      }}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

/** The list table drawn from the TanStack row model with antd's look. */
export function DataTable({ controller, renderCell, renderActions, actionsWidth, onActivate, virtual }: DataTableProps) {
  const { table, query, columns } = controller;
  const byId = useMemo(() => new Map(columns.map((c) => [c.key, c])), [columns]);
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  const boxWidth = useBoxWidth(scrollRef);
  // The columns shrink (free text first) to fit the list's box before the table scrolls sideways.
  // A dozen numbers per render: cheaper than keeping them.
  const widths = (() => {
    const boxes = headers.map((h) => {
      const id = h.column.id;
      if (id === SELECT_COLUMN_ID) return { width: SELECTION_COLUMN_WIDTH, floor: SELECTION_COLUMN_WIDTH };
      if (id === ACTIONS_COLUMN_ID) return { width: actionsWidth, floor: actionsWidth, stickyRight: true };
      const column = byId.get(id);
      return column ? { width: column.width, floor: shrinkFloor(column) } : { width: MIN_COLUMN_WIDTH, floor: MIN_COLUMN_WIDTH };
    });
    const fitted = fitColumns(boxes, boxWidth);
    return { byHeader: new Map(headers.map((h, i) => [h.id, fitted[i]!])), floors: new Map(headers.map((h, i) => [h.id, boxes[i]!.floor])) };
  })();
  const totalWidth = [...widths.byHeader.values()].reduce((sum, w) => sum + w, 0);

  // The body's columns, the same array while the visible columns stay the same (rows are memoised on it).
  const { visibleColumnIds } = controller;
  const cells = useMemo<RowCell[]>(
    () =>
      visibleColumnIds.map((id): RowCell => {
        if (id === SELECT_COLUMN_ID) return { kind: 'select', id };
        if (id === ACTIONS_COLUMN_ID) return { kind: 'actions', id };
        const column = byId.get(id)!;
        return { kind: 'data', id, column, className: column.fixed === 'left' ? 'hpc-list-fixed-left' : undefined };
      }),
    [visibleColumnIds, byId],
  );
  const toggle = useStableCallback((id: string, selected?: boolean) => table.getRow(id).toggleSelected(selected));
  const activate = useStableCallback((record: DataRecord) => onActivate?.(record));

  const renderRow = (index: number) => {
    const row = rows[index]!;
    return (
      <DataRow
        // A page of rows reuses the rows drawn for the last page (text changes instead of 20 new rows to lay out);
        // a virtual list keys by record, as its rows move while scrolling.
        key={virtual ? row.id : index}
        id={row.id}
        record={row.original}
        selected={row.getIsSelected()}
        cells={cells}
        renderCell={renderCell}
        renderActions={renderActions}
        onActivate={activate}
        onToggle={toggle}
        height={virtual ? VIRTUAL_ROW_HEIGHT : undefined}
      />
    );
  };

  return (
    // Shown only for a load that takes a while: a quick page change then costs no extra restyle and repaint of the table.
    <LoadingArea spinning={query.status === 'loading' || query.refreshing} delay={SPIN_DELAY_MS}>
      <div ref={scrollRef} className={`hpc-list-scroll${virtual ? ' hpc-list-virtual' : ''}`}>
        <table className="hpc-list-table" style={{ minWidth: totalWidth }} aria-rowcount={query.total}>
          <colgroup>
            {/* data-floor: how narrow the column may go, for the UI contract to see the fit was tried before a sideways scroll. */}
            {headers.map((h) => <col key={h.id} style={{ width: widths.byHeader.get(h.id) }} data-floor={widths.floors.get(h.id)} />)}
          </colgroup>
          <thead>
            <tr>
              {headers.map((header) => {
                const id = header.column.id;
                if (id === SELECT_COLUMN_ID) {
                  return (
                    <th key={header.id} className="hpc-list-select">
                      <SelectAll checked={table.getIsAllPageRowsSelected()} some={table.getIsSomePageRowsSelected()} onChange={(checked) => table.toggleAllPageRowsSelected(checked)} />
                    </th>
                  );
                }
                const sorted = header.column.getIsSorted();
                const title = String(header.column.columnDef.header ?? id);
                const className = byId.get(id)?.fixed === 'left' ? 'hpc-list-fixed-left' : id === ACTIONS_COLUMN_ID ? 'hpc-list-fixed-right' : undefined;
                // The header's full title as its tooltip: a narrowed column cuts it with an ellipsis.
                if (!header.column.getCanSort()) return <th key={header.id} className={className} title={title}>{title}</th>;
                return (
                  <th key={header.id} className={className} title={title} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                    <button type="button" className="hpc-list-sort" onClick={header.column.getToggleSortingHandler()}>
                      <span className="hpc-list-sort-title">{title}</span>
                      <span className="hpc-list-sort-mark" aria-hidden>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {virtual ? (
              <Suspense fallback={null}>
                <VirtualRows count={rows.length} scrollRef={scrollRef} renderRow={renderRow} />
              </Suspense>
            ) : (
              rows.map((_, index) => renderRow(index))
            )}
          </tbody>
        </table>
        {rows.length === 0 && query.status !== 'loading' && !query.refreshing && (
          <EmptyState className="hpc-list-empty" />
        )}
      </div>
    </LoadingArea>
  );
}
