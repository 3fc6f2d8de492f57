import dayjs from 'dayjs';
import type { CellSlot, ColumnConfig, SwitchColumnConfig, SwitchConfirm } from '../../pageLanguage/columns';
import { enumLabel, type EntityField, type EntitySchema } from '../../pageLanguage/entity';
import { deletedLookupLabel, lookupLoaded } from '../../contract/lookupOptions';
import { readPath } from '../../contract/readPath';
import { formatYuan } from '../../contract/money';
import { formatDecimal } from '../../contract/numberFormat';
import { formatSize } from '../../contract/storageFormat';

/** docs/behaviour §9: selection column width 40, minimum column width 110. */
export const SELECTION_COLUMN_WIDTH = 40;
export const MIN_COLUMN_WIDTH = 110;
/**
 * An expiry cell is a date and its tag side by side (2026-12-01 即将到期（30天）): narrower, the
 * tag is cut, which no ellipsis can show.
 */
export const EXPIRY_COLUMN_WIDTH = 220;
/** docs/behaviour §4 Switch widget default question. */
export const DEFAULT_SWITCH_CONFIRM = '确认切换状态吗？';

export interface ResolvedSwitch {
  /** The question (or one per direction, see switchText.ts), a template of the record's fields. */
  confirm: string | SwitchConfirm | null;
  /** The accessible name's template (switchText.ts switchLabel). */
  label?: string;
  on: string | number | boolean;
  off: string | number | boolean;
  permission: string;
}

export type CellKind = 'text' | 'img' | 'switch' | CellSlot;

export interface ResolvedColumn {
  key: string;
  title: string;
  width: number;
  kind: CellKind;
  sortable: boolean;
  defaultHidden: boolean;
  fixed: 'left' | 'right' | undefined;
  switch: ResolvedSwitch | undefined;
  config: ColumnConfig;
  field: EntityField | undefined;
}

function resolveSwitch(value: ColumnConfig['switch'], permissionPrefix: string): ResolvedSwitch | undefined {
  if (!value) return undefined;
  const config: SwitchColumnConfig = value === true ? {} : value;
  const confirm = config.confirm === true ? DEFAULT_SWITCH_CONFIRM : typeof config.confirm === 'string' || typeof config.confirm === 'object' ? config.confirm : null;
  const resolved: ResolvedSwitch = { confirm, on: config.on ?? 1, off: config.off ?? 0, permission: config.permission ?? `${permissionPrefix}-status` };
  if (config.label !== undefined) resolved.label = config.label;
  return resolved;
}

/** Table columns from the page's column list and the entity (titles, enum labels). */
export function resolveColumns(columns: readonly ColumnConfig[], entity: EntitySchema, permissionPrefix: string): ResolvedColumn[] {
  return columns.map((column) => {
    const field = entity.properties[column.key.split('.')[0] ?? column.key];
    const sw = resolveSwitch(column.switch, permissionPrefix);
    const kind: CellKind = sw ? 'switch' : column.img ? 'img' : column.slot ?? 'text';
    return {
      key: column.key,
      title: column.title ?? field?.title ?? column.key,
      width: Math.max(column.width ?? MIN_COLUMN_WIDTH, kind === 'expiry' ? EXPIRY_COLUMN_WIDTH : MIN_COLUMN_WIDTH),
      kind,
      sortable: column.sortable === true,
      defaultHidden: column.defaultHidden === true,
      fixed: column.fixed,
      switch: sw,
      config: column,
      field,
    };
  });
}

/**
 * The text of a cell, with the §3 column features applied in a fixed order: renderText (map or
 * "{value}" template) wins, else enum label, money (元), toFixed (with separators), formatTime.
 * Empty values show "-".
 */
export function formatCellText(column: Pick<ResolvedColumn, 'config' | 'field' | 'kind'>, record: Record<string, unknown>): string {
  const value = readPath(record, column.config.key);
  if (value === undefined || value === null || value === '') return '-';
  const { renderText, toFixed, formatTime } = column.config;
  if (renderText !== undefined) {
    if (typeof renderText === 'string') return renderText.split('{value}').join(String(value));
    return renderText[String(value)] ?? String(value);
  }
  const label = enumLabel(column.field, value);
  if (label !== undefined) return label;
  // A record of another family no longer there: its value, marked (not a bare number).
  if (lookupLoaded(column.field)) return deletedLookupLabel(value);
  // Money reads as the ledger writes it: thousands separators and the fen (1,280.00), whatever its decimals say.
  if (column.kind === 'money' && typeof value === 'number') return formatYuan(value);
  if (column.kind === 'fileSize' && typeof value === 'number') return formatSize(value);
  if (toFixed !== undefined && typeof value === 'number') return formatDecimal(value, toFixed);
  if (formatTime !== undefined && (typeof value === 'string' || typeof value === 'number')) {
    const time = dayjs(value);
    return time.isValid() ? time.format(formatTime) : String(value);
  }
  return String(value);
}
