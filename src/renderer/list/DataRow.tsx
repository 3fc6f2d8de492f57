import { memo, type KeyboardEvent, type ReactNode } from 'react';
import type { DataRecord } from '../data/resolveResponse';
import type { ResolvedColumn } from './resolveColumns';
import { tableCellTitle } from './TableCell';

/** Row height in virtual mode (the virtualizer's estimate and each row's fixed height). */
export const VIRTUAL_ROW_HEIGHT = 48;

/** A column of the body as a row draws it (the selection box, a data column, or the actions). */
export type RowCell =
  | { kind: 'select'; id: string }
  | { kind: 'actions'; id: string }
  | { kind: 'data'; id: string; column: ResolvedColumn; className: string | undefined };

export interface DataRowProps {
  id: string;
  record: DataRecord;
  selected: boolean;
  cells: readonly RowCell[];
  renderCell: (column: ResolvedColumn, record: DataRecord) => ReactNode;
  renderActions: (record: DataRecord) => ReactNode;
  onActivate: (record: DataRecord) => void;
  onToggle: (id: string, selected?: boolean) => void;
  /** Fixed height in virtual mode. */
  height?: number;
}

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

/**
 * One body row, memoised on its record, selection and columns: a re-render of the page (its
 * address catching up, a selection elsewhere, a spinner) leaves the rows it already drew alone.
 * The selection box is a native checkbox styled like antd's.
 */
export const DataRow = memo(function DataRow({ id, record, selected, cells, renderCell, renderActions, onActivate, onToggle, height }: DataRowProps) {
  return (
    <tr
      tabIndex={0}
      className={selected ? 'hpc-list-row hpc-list-row-selected' : 'hpc-list-row'}
      style={height ? { height } : undefined}
      onKeyDown={(e) => onRowKey(e, () => onActivate(record), () => onToggle(id))}
    >
      {cells.map((cell) => {
        if (cell.kind === 'select') {
          return (
            <td key={cell.id} className="hpc-list-select">
              <input type="checkbox" className="hpc-check" aria-label="选择" checked={selected} onChange={(e) => onToggle(id, e.target.checked)} />
            </td>
          );
        }
        if (cell.kind === 'actions') return <td key={cell.id} className="hpc-list-fixed-right">{renderActions(record)}</td>;
        const content = renderCell(cell.column, record);
        // Text is cut by the cell's own ellipsis when its column is narrow: its full text is the tooltip.
        return <td key={cell.id} className={cell.className} title={typeof content === 'string' ? content : tableCellTitle(cell.column, record)}>{content}</td>;
      })}
    </tr>
  );
});
