import { memo } from 'react';
import { textWidth } from './resolveActionsWidth';

export const MOVE_UP = '上移';
export const MOVE_DOWN = '下移';
/** Room the two buttons take in the 操作 column (list.css: 14px padding per button). */
export const REORDER_WIDTH = textWidth(MOVE_UP) + textWidth(MOVE_DOWN) + 28;

export interface ReorderButtonsProps {
  up: boolean;
  down: boolean;
  onMove: (delta: -1 | 1) => void;
}

/** 上移 / 下移 of a row on a list with an `orderKey`; disabled at the page's edges. */
export const ReorderButtons = memo(function ReorderButtons({ up, down, onMove }: ReorderButtonsProps) {
  return (
    <span className="hpc-row-actions">
      <button type="button" className="hpc-row-action" disabled={!up} onClick={() => onMove(-1)}>{MOVE_UP}</button>
      <button type="button" className="hpc-row-action" disabled={!down} onClick={() => onMove(1)}>{MOVE_DOWN}</button>
    </span>
  );
});
