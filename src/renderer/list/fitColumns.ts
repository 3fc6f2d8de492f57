import { textWidth } from './resolveActionsWidth';
import { MIN_COLUMN_WIDTH, type ResolvedColumn } from './resolveColumns';

/** A header cell pads 8px each side; a sortable header adds its mark (11px and a 4px gap). */
const HEADER_PADDING = 16;
const SORT_MARK = 16;

/**
 * How narrow a column may become when the table would not fit its box, or its configured width
 * when it must not shrink. Free text (plain and ellipsis text, links) is cut with an ellipsis and
 * its full text as the cell's tooltip, so it gives up width down to the minimum column width or
 * its header's width. Tags, times, money, phones and pictures keep their width: cut, they read wrong.
 */
export function shrinkFloor(column: Pick<ResolvedColumn, 'kind' | 'width' | 'title' | 'sortable' | 'config'>): number {
  const free = column.kind === 'ellipsis' || column.kind === 'link' || (column.kind === 'text' && column.config.formatTime === undefined);
  if (!free) return column.width;
  const header = Math.ceil(textWidth(column.title) + HEADER_PADDING + (column.sortable ? SORT_MARK : 0));
  return Math.min(column.width, Math.max(MIN_COLUMN_WIDTH, header));
}

export interface ColumnBox {
  width: number;
  /** The narrowest it may become (its width when it must not shrink). */
  floor: number;
}

/**
 * Column widths that fit `available` pixels where the columns allow it: when the configured widths
 * add up to more, each shrinkable column gives up its share of the excess in proportion to how far
 * it can shrink, so the table does not scroll sideways (and a sticky 操作 column covers nothing)
 * while its text can be cut instead. Past every floor the floors stand and the table scrolls.
 * Free space is not handed out here: the table fills its box and the browser widens every column.
 */
export function fitColumns(boxes: readonly ColumnBox[], available: number): number[] {
  const widths = boxes.map((b) => b.width);
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (available <= 0 || total <= available) return widths;
  const slack = boxes.reduce((sum, b) => sum + Math.max(0, b.width - b.floor), 0);
  const excess = total - available;
  if (slack <= excess) return boxes.map((b) => Math.min(b.width, b.floor));
  const share = excess / slack;
  // Rounded up: the widths may come out a pixel or two short of the box, never over it.
  return boxes.map((b) => b.width - Math.ceil(Math.max(0, b.width - b.floor) * share));
}
