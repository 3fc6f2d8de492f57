import type { RowAction } from '../../pageLanguage/actions';
import { rowActionLabel } from './RowActionButtons';

/** list.css: a row action is a 14px text button with 7px padding each side; the cell pads 8px each side. */
const BUTTON_PADDING = 14;
const CELL_PADDING = 16;
const WIDE_CHAR = 14;
const NARROW_CHAR = 8;
/** docs/behaviour §3: no column narrower than 110. */
const MIN_WIDTH = 110;

/** Rough text width at 14px: CJK and full-width characters are square, the rest about half. */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\uffff]/.test(char) ? WIDE_CHAR : NARROW_CHAR;
  return width;
}

/**
 * The 操作 column's width: room for every configured action's button side by side (a row shows
 * at most all of them), so a four-character action such as 设备巡检 is not cut off.
 */
export function resolveActionsWidth(actions: readonly RowAction[]): number {
  const buttons = actions.reduce((sum, action) => sum + textWidth(rowActionLabel(action)) + BUTTON_PADDING, 0);
  return Math.max(MIN_WIDTH, Math.ceil(buttons + CELL_PADDING));
}
