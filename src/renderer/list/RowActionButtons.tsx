import { memo } from 'react';
import type { BuiltInRowAction, RowAction } from '../../pageLanguage/actions';
import type { DataRecord } from '../data/resolveResponse';
import { readPath } from '../../contract/readPath';
import type { ListActions } from './useListActions';
import { meetsCondition } from '../../contract/actionRules';

const LABELS = { edit: '编辑', delete: '删除', view: '查看' } as const;

/** The button text of a row action: its label, a custom action's name, or the built-in text. */
export function rowActionLabel(action: RowAction): string {
  return action.label ?? (action.type === 'custom' ? action.name : LABELS[action.type]);
}

export function isShown(action: RowAction, record: DataRecord): boolean {
  // A download of the record's file shows only where the record holds one.
  const held = action.type === 'custom' && action.download?.field !== undefined ? readPath(record, action.download.field) : true;
  if (held === undefined || held === null || held === '') return false;
  return meetsCondition(record, action.showWhen);
}

export interface RowActionButtonsProps {
  actions: RowAction[];
  record: DataRecord;
  handlers: ListActions;
  /** The `view` action (see useViewAction). */
  onView?: (action: BuiltInRowAction, record: DataRecord) => void;
}

/**
 * The 操作 cell: permitted actions only, in config order; each one a real button (keyboard
 * operable). Plain buttons with antd's link-button look (list.css): a page mounts one set per row.
 */
export const RowActionButtons = memo(function RowActionButtons({ actions, record, handlers, onView }: RowActionButtonsProps) {
  return (
    <span className="hpc-row-actions">
      {actions.filter((a) => isShown(a, record)).map((action) => {
        const label = rowActionLabel(action);
        const onClick = () => {
          if (action.type === 'custom') void handlers.runCustom(action, record);
          else if (action.type === 'delete') void handlers.remove(record);
          else if (action.type === 'view') onView?.(action, record);
          else handlers.openEdit(record);
        };
        const danger = action.type === 'delete' || (action.type === 'custom' && action.danger === true);
        return (
          <button
            key={action.type === 'custom' ? action.name : action.type}
            type="button"
            className={danger ? 'hpc-row-action hpc-row-action-danger' : 'hpc-row-action'}
            onClick={onClick}
          >
            {label}
          </button>
        );
      })}
    </span>
  );
});
