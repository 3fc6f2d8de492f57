import type { DataRecord } from '../data/resolveResponse';
import { Cell } from './Cell';
import { formatCellText, type ResolvedColumn } from './resolveColumns';

/**
 * A cell of the list table. The kinds every row shows are plain markup with antd's look (an
 * ellipsis with its full text as the native tooltip here; tags are styled spans in Cell too): a
 * page change mounts a page of rows at once, and an antd component per cell is what made that
 * slow. Other kinds are drawn as on detail pages (Cell).
 */
export function TableCell({ column, record, onOpen }: { column: ResolvedColumn; record: DataRecord; onOpen?: () => void }) {
  switch (column.kind) {
    case 'text':
      return <>{formatCellText(column, record)}</>;
    case 'ellipsis': {
      const text = formatCellText(column, record);
      return <span className="hpc-list-ellipsis" title={text}>{text}</span>;
    }
    default:
      return <Cell column={column} record={record} onOpen={onOpen} />;
  }
}
