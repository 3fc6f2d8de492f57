import { fitColumns, shrinkFloor } from '../list/fitColumns';
import type { ResolvedColumn } from '../list/resolveColumns';

export interface TreeWidths {
  /** Each data column's width, in the columns' order. */
  columns: number[];
  actions: number;
  /** The table's width (antd's scroll.x): the sum of the widths. */
  total: number;
}

/**
 * A tree table's column widths fitted to its box as the list table's are (fitColumns): free text
 * gives up width first and is cut with an ellipsis and its tooltip, the sticky 操作 column keeps
 * room for its buttons, and nothing shows half under it. The first column keeps its width: it
 * carries the node's indent and expand button, which no ellipsis can stand in for.
 */
export function treeColumnWidths(columns: readonly ResolvedColumn[], actionsWidth: number, box: number): TreeWidths {
  const boxes = [
    ...columns.map((column, index) => ({ width: column.width, floor: index === 0 ? column.width : shrinkFloor(column) })),
    { width: actionsWidth, floor: actionsWidth, stickyRight: true },
  ];
  const fitted = fitColumns(boxes, box);
  return { columns: fitted.slice(0, -1), actions: fitted[fitted.length - 1]!, total: fitted.reduce((sum, w) => sum + w, 0) };
}
