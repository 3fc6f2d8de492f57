import { lazy, Suspense, type ReactNode } from 'react';
import type { DataRecord } from '../data/resolveResponse';
import { HoverTooltip } from '../../ui/HoverTooltip';
import { readPath } from '../../contract/readPath';
import { imageSrc } from '../files/fileUrl';
import { ExpiryCell } from './cells/ExpiryCell';
import { FileCell } from './cells/FileCell';
import { RichTextCell } from './cells/RichTextCell';
import { tagColour } from './cells/tagColour';
import { formatCellText, type ResolvedColumn } from './resolveColumns';
import './cells/cells.css';

const ImageCell = lazy(() => import('./cells/ImageCell'));

export interface CellProps {
  column: ResolvedColumn;
  record: DataRecord;
  onOpen?: () => void;
}

/** One table or detail cell by the column's kind (see cellContent). */
export function Cell({ column, record, onOpen }: CellProps) {
  return cellContent(column, record, onOpen);
}

/**
 * What a cell shows, by the column's kind; text only (nothing from data is injected as HTML —
 * rich text shows its plain text here). A function, not a component: the list table calls it
 * for every cell of a page, and a component per cell was a fiber per cell more to render.
 */
export function cellContent(column: ResolvedColumn, record: DataRecord, onOpen?: () => void): ReactNode {
  const value = readPath(record, column.key);
  const text = formatCellText(column, record);
  switch (column.kind) {
    case 'img': {
      // Uploaded pictures are stored as server paths: resolved against apiBase like any call.
      const src = imageSrc(value);
      // The plain picture until antd's previewing Image has loaded (its own chunk, see ImageCell).
      return src ? <Suspense fallback={<img src={src} height={40} alt={column.title} />}><ImageCell src={src} alt={column.title} /></Suspense> : '-';
    }
    case 'tag':
      return text === '-' ? '-' : <span className={`hpc-cell-tag hpc-cell-tag-${tagColour(column, value)}`}>{text}</span>;
    case 'money':
      return text === '-' ? '-' : <span className="hpc-list-money">¥{text}</span>;
    case 'phone':
      return text === '-' ? '-' : <a href={`tel:${text}`} onClick={(e) => e.stopPropagation()}>{text}</a>;
    case 'link':
      return <button type="button" className="hpc-link-button" title={text} onClick={(e) => { e.stopPropagation(); onOpen?.(); }}>{text}</button>;
    case 'ellipsis':
      return (
        <HoverTooltip title={text} placement="topLeft">
          <span className="hpc-list-ellipsis">{text}</span>
        </HoverTooltip>
      );
    case 'expiry':
      return <ExpiryCell value={value} text={text} warnDays={column.config.warnDays} />;
    case 'file':
      return <FileCell value={value} />;
    case 'richtext':
      return <RichTextCell value={value} />;
    default:
      return text;
  }
}
