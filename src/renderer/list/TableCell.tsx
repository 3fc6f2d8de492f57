import type { DataRecord } from '../data/resolveResponse';
import { readPath } from '../data/readPath';
import { Cell } from './Cell';
import { tagColour } from './cells/tagColour';
import { formatCellText, type ResolvedColumn } from './resolveColumns';

/**
 * A cell of the list table. The kinds every row shows are plain markup with antd's look from
 * list.css (a tag as a styled span, an ellipsis with its full text as the native tooltip): a
 * page change mounts a page of rows at once, and an antd component per cell is what made that
 * slow. Other kinds are drawn as on detail pages (Cell).
 */
export function TableCell({ column, record, onOpen }: { column: ResolvedColumn; record: DataRecord; onOpen?: () => void }) {
  switch (column.kind) {
    case 'text':
      return <>{formatCellText(column, record)}</>;
    case 'tag': {
      const text = formatCellText(column, record);
      return text === '-' ? <>-</> : <span className={`hpc-cell-tag hpc-cell-tag-${tagColour(column, readPath(record, column.key))}`}>{text}</span>;
    }
    case 'ellipsis': {
      const text = formatCellText(column, record);
      return <span className="hpc-list-ellipsis" title={text}>{text}</span>;
    }
    default:
      return <Cell column={column} record={record} onOpen={onOpen} />;
  }
}
