import { Checkbox, Empty, Spin } from 'antd';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { DataRecord } from '../data/resolveResponse';
import { SELECTION_COLUMN_WIDTH, type ResolvedColumn } from './resolveColumns';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID, type ListController } from './useListController';

export interface DataTableProps {
  controller: ListController;
  /** Switch cells and other interactive cells are drawn by the page (they need actions). */
  renderCell: (column: ResolvedColumn, record: DataRecord) => ReactNode;
  renderActions: (record: DataRecord) => ReactNode;
  actionsWidth: number;
  /** Enter on a focused row. */
  onActivate?: (record: DataRecord) => void;
  virtual?: boolean;
}

const ROW_HEIGHT = 48;

/** Arrow keys move between rows, Enter opens, Space selects: rows are operable without a mouse. */
function onRowKey(event: KeyboardEvent<HTMLTableRowElement>, activate: () => void, toggle: () => void) {
  if (event.target !== event.currentTarget) return;
  const sibling = event.key === 'ArrowDown' ? event.currentTarget.nextElementSibling : event.key === 'ArrowUp' ? event.currentTarget.previousElementSibling : null;
  if (sibling instanceof HTMLElement && sibling.tabIndex === 0) {
    event.preventDefault();
    sibling.focus();
  } else if (event.key === 'Enter') {
    event.preventDefault();
    activate();
  } else if (event.key === ' ') {
    event.preventDefault();
    toggle();
  }
}

/** The list table drawn from the TanStack row model with antd's look. */
export function DataTable({ controller, renderCell, renderActions, actionsWidth, onActivate, virtual }: DataTableProps) {
  const { table, query, columns } = controller;
  const byId = new Map(columns.map((c) => [c.key, c]));
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rows = table.getRowModel().rows;
  const scrollRef = useRef<HTMLDivElement>(null);
  // Not compiled by React Compiler anyway (no compiler in this build); the virtualizer re-renders us itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual ? items.map((item) => rows[item.index]!) : rows;
  const padTop = virtual && items.length > 0 ? items[0]!.start : 0;
  const padBottom = virtual && items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1]!.end : 0;
  const widthOf = (id: string) => (id === SELECT_COLUMN_ID ? SELECTION_COLUMN_WIDTH : id === ACTIONS_COLUMN_ID ? actionsWidth : byId.get(id)?.width ?? 110);
  const totalWidth = headers.reduce((sum, h) => sum + widthOf(h.column.id), 0);

  return (
    <Spin spinning={query.status === 'loading' || query.refreshing}>
      <div ref={scrollRef} className={`hpc-list-scroll${virtual ? ' hpc-list-virtual' : ''}`}>
        <table className="hpc-list-table" style={{ minWidth: totalWidth }} aria-rowcount={query.total}>
          <colgroup>
            {headers.map((h) => <col key={h.id} style={{ width: widthOf(h.column.id) }} />)}
          </colgroup>
          <thead>
            <tr>
              {headers.map((header) => {
                const id = header.column.id;
                if (id === SELECT_COLUMN_ID) {
                  return (
                    <th key={header.id} className="hpc-list-select">
                      <Checkbox aria-label="全选本页" checked={table.getIsAllPageRowsSelected()} indeterminate={table.getIsSomePageRowsSelected()} onChange={(e) => table.toggleAllPageRowsSelected(e.target.checked)} />
                    </th>
                  );
                }
                const sorted = header.column.getIsSorted();
                const title = String(header.column.columnDef.header ?? id);
                const className = byId.get(id)?.fixed === 'left' ? 'hpc-list-fixed-left' : id === ACTIONS_COLUMN_ID ? 'hpc-list-fixed-right' : undefined;
                if (!header.column.getCanSort()) return <th key={header.id} className={className}>{title}</th>;
                return (
                  <th key={header.id} className={className} aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none'}>
                    <button type="button" className="hpc-list-sort" onClick={header.column.getToggleSortingHandler()}>
                      {title}
                      <span className="hpc-list-sort-mark" aria-hidden>{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '⇅'}</span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {padTop > 0 && <tr aria-hidden style={{ height: padTop }} />}
            {shown.map((row) => (
              <tr
                key={row.id}
                tabIndex={0}
                className={row.getIsSelected() ? 'hpc-list-row hpc-list-row-selected' : 'hpc-list-row'}
                style={virtual ? { height: ROW_HEIGHT } : undefined}
                onKeyDown={(e) => onRowKey(e, () => onActivate?.(row.original), () => row.toggleSelected())}
              >
                {row.getVisibleCells().map((cell) => {
                  const id = cell.column.id;
                  if (id === SELECT_COLUMN_ID) {
                    return <td key={cell.id} className="hpc-list-select"><Checkbox aria-label="选择" checked={row.getIsSelected()} onChange={(e) => row.toggleSelected(e.target.checked)} /></td>;
                  }
                  if (id === ACTIONS_COLUMN_ID) return <td key={cell.id} className="hpc-list-fixed-right">{renderActions(row.original)}</td>;
                  const column = byId.get(id)!;
                  return <td key={cell.id} className={column.fixed === 'left' ? 'hpc-list-fixed-left' : undefined}>{renderCell(column, row.original)}</td>;
                })}
              </tr>
            ))}
            {padBottom > 0 && <tr aria-hidden style={{ height: padBottom }} />}
          </tbody>
        </table>
        {rows.length === 0 && query.status !== 'loading' && !query.refreshing && (
          <Empty className="hpc-list-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无数据" />
        )}
      </div>
    </Spin>
  );
}

