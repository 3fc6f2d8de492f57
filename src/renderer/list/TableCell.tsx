import type { ReactNode } from 'react';
import type { DataRecord } from '../data/resolveResponse';
import { cellContent } from './Cell';
import { formatCellText, type ResolvedColumn } from './resolveColumns';

/**
 * What a cell of the list table shows. The kinds every row shows are plain markup with antd's
 * look (an ellipsis with its full text as the native tooltip here; tags are styled spans in
 * cellContent): a page change mounts a page of rows at once, and an antd component per cell is
 * what made that slow. Other kinds are drawn as on detail pages. A function, not a component,
 * for the same reason: a plain text cell is its <td> and its text, nothing between.
 */
export function tableCellContent(column: ResolvedColumn, record: DataRecord, onOpen?: () => void): ReactNode {
  switch (column.kind) {
    case 'text':
      return formatCellText(column, record);
    case 'ellipsis': {
      const text = formatCellText(column, record);
      return <span className="hpc-list-ellipsis" title={text}>{text}</span>;
    }
    default:
      return cellContent(column, record, onOpen);
  }
}

/**
 * The tooltip of a list cell whose content is not plain text: the text it shows (money with its
 * yuan sign), so a narrowed column that cuts it keeps its full text under the pointer. Pictures,
 * switches, files and rich text have no such text; an empty cell ("-") needs none.
 */
export function tableCellTitle(column: ResolvedColumn, record: DataRecord): string | undefined {
  switch (column.kind) {
    case 'money':
    case 'phone':
    case 'tag':
    case 'link':
    case 'expiry': {
      const text = formatCellText(column, record);
      if (text === '-') return undefined;
      return column.kind === 'money' ? `¥${text}` : text;
    }
    default:
      return undefined;
  }
}
