import dayjs from 'dayjs';
import { textWidth } from './resolveActionsWidth';
import { MIN_COLUMN_WIDTH, type ResolvedColumn } from './resolveColumns';

/** A header cell pads 8px each side; a sortable header adds its mark (11px and a 4px gap). */
const HEADER_PADDING = 16;
const SORT_MARK = 16;
/** A body cell pads 8px each side; the estimate of a text's width may be a pixel or two short. */
const CELL_PADDING = 16;
const SAFETY = 4;
/** cells.css: a tag is 12px text with 7px padding and a 1px border each side. */
const TAG_SCALE = 12 / 14;
const TAG_CHROME = 16;
/** The widest moment a time format can show (two-digit month, day and hour). */
const WIDEST_TIME = dayjs('2026-12-28T23:59:59');
/** A mobile number, the phone cells' usual value; a longer one is cut with its tooltip. */
const PHONE_SAMPLE = '13800000000';

export type FloorColumn = Pick<ResolvedColumn, 'kind' | 'width' | 'title' | 'sortable' | 'config' | 'field'>;

function headerWidth(column: FloorColumn): number {
  return Math.ceil(textWidth(column.title) + HEADER_PADDING + (column.sortable ? SORT_MARK : 0));
}

/** The labels a column can show instead of its values: the enum's titles or the renderText map. */
function labels(column: FloorColumn): string[] | undefined {
  const map = column.config.renderText;
  if (map !== undefined) return typeof map === 'string' ? undefined : Object.values(map);
  return column.field?.oneOf?.map((option) => option.title);
}

/**
 * The width a cell's content needs to read whole, from the column's kind and format, or
 * undefined when it cannot be known from the config and the entity (the column keeps its width).
 * Free text (plain and ellipsis text, links) needs none: it is cut with an ellipsis and its full
 * text as the cell's tooltip. Times need their format's widest text, tags their widest label,
 * phones a mobile number, switches their 28px. Money, numbers with decimals, pictures, files and
 * expiry dates keep their width: cut, they read wrong, and their widest value is not known.
 */
function contentWidth(column: FloorColumn): number | undefined {
  const { config } = column;
  switch (column.kind) {
    case 'ellipsis':
    case 'link':
      return 0;
    case 'text':
      if (config.formatTime !== undefined) return textWidth(WIDEST_TIME.format(config.formatTime)) + CELL_PADDING + SAFETY;
      return config.toFixed === undefined ? 0 : undefined;
    case 'tag': {
      const shown = labels(column);
      if (!shown || shown.length === 0) return undefined;
      return Math.ceil(Math.max(...shown.map(textWidth)) * TAG_SCALE) + TAG_CHROME + CELL_PADDING + SAFETY;
    }
    case 'phone':
      return textWidth(PHONE_SAMPLE) + CELL_PADDING + SAFETY;
    case 'switch':
      return 28 + CELL_PADDING;
    default:
      return undefined;
  }
}

/**
 * How narrow a column may become when the table would not fit its box: what its content needs
 * (contentWidth), its header's text and the spec's minimum column width, never more than its
 * configured width. A column whose content's width is not known keeps its configured width.
 */
export function shrinkFloor(column: FloorColumn): number {
  const content = contentWidth(column);
  if (content === undefined) return column.width;
  return Math.min(column.width, Math.max(MIN_COLUMN_WIDTH, headerWidth(column), Math.ceil(content)));
}

export interface ColumnBox {
  width: number;
  /** The narrowest it may become (its width when it must not shrink). */
  floor: number;
  /** The sticky 操作 column at the right edge of the list's box. */
  stickyRight?: boolean;
}

/**
 * Column widths that fit `available` pixels where the columns allow it: when the configured widths
 * add up to more, each shrinkable column gives up its share of the excess in proportion to how far
 * it can shrink, so the table does not scroll sideways (and a sticky 操作 column covers nothing)
 * while its text can be cut instead. Past every floor the table scrolls sideways: see atFloors.
 * Free space is not handed out here: the table fills its box and the browser widens every column.
 */
export function fitColumns(boxes: readonly ColumnBox[], available: number): number[] {
  const widths = boxes.map((b) => b.width);
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (available <= 0 || total <= available) return widths;
  const slack = boxes.reduce((sum, b) => sum + Math.max(0, b.width - b.floor), 0);
  const excess = total - available;
  if (slack <= excess) return atFloors(boxes, available);
  const share = excess / slack;
  // Rounded up: the widths may come out a pixel or two short of the box, never over it.
  return boxes.map((b) => b.width - Math.ceil(Math.max(0, b.width - b.floor) * share));
}

/**
 * The table scrolls sideways: every column at its floor, except that the columns in view at the
 * first scroll position widen (towards their configured widths first) until the last of them ends
 * where the sticky 操作 column begins. The next column then starts wholly behind 操作 and comes
 * into view as the table scrolls, instead of showing a part of itself cut off by it.
 */
function atFloors(boxes: readonly ColumnBox[], available: number): number[] {
  const widths = boxes.map((b) => Math.min(b.width, b.floor));
  // Without a sticky column nothing covers the columns: they scroll into view as they are.
  if (!boxes.some((b) => b.stickyRight)) return widths;
  const sticky = boxes.reduce((sum, b, i) => sum + (b.stickyRight ? widths[i]! : 0), 0);
  const room = available - sticky;
  // The columns wholly in view at the first scroll position, and the room left after them.
  let inView = 0;
  let used = 0;
  while (inView < boxes.length && !boxes[inView]!.stickyRight && used + widths[inView]! <= room) used += widths[inView++]!;
  let gap = room - used;
  if (inView === 0 || gap <= 0 || inView === boxes.length || boxes[inView]!.stickyRight) return widths;
  // Towards the configured widths first, in proportion to how far each was shrunk.
  const shrunk = boxes.slice(0, inView).reduce((sum, b, i) => sum + (b.width - widths[i]!), 0);
  if (shrunk > 0) {
    const share = Math.min(1, gap / shrunk);
    for (let i = 0; i < inView; i += 1) {
      const more = Math.floor((boxes[i]!.width - widths[i]!) * share);
      widths[i] = widths[i]! + more;
      gap -= more;
    }
  }
  // What is left (rounding, or more room than the configured widths take) goes to the last column in view.
  widths[inView - 1] = widths[inView - 1]! + gap;
  return widths;
}
