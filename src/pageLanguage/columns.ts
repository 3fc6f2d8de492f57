/**
 * Table columns and filters of a list page: docs/behaviour §3 Table column (title, key, width, img,
 * switch, slot, toFixed, formatTime, renderText) and Select option.
 */

/**
 * docs/behaviour §4 Switch widget: optional confirmation before the change.
 * @additionalProperties false
 */
export interface SwitchColumnConfig {
  /**
   * Ask first. `true` uses the spec default text 确认切换状态吗？; a string is the question itself;
   * `{ on, off }` asks the question of the direction switched to. Questions may name the record's
   * fields: 确认禁用用户“{displayName}”吗？
   */
  confirm?: boolean | string | SwitchConfirm;
  /** The switch's accessible name, a template of the record's fields (default "<column title>：<id>"): {userName} 启用状态. @minLength 2 */
  label?: string;
  /** Stored value of "on" (default 1). */
  on?: number | string | boolean;
  /** Stored value of "off" (default 0). */
  off?: number | string | boolean;
  /** Permission code needed to switch (default "<prefix>-status"); without it the switch is read-only. */
  permission?: string;
}

/**
 * The question asked before switching on, and before switching off.
 * @additionalProperties false
 */
export interface SwitchConfirm {
  /** @minLength 2 */
  on: string;
  /** @minLength 2 */
  off: string;
}

/**
 * A named cell renderer (the spec's `slot`). Kept to a closed list: schemas never carry code.
 * - tag: the enum label in an antd Tag
 * - link: opens the record's detail (row action "view")
 * - money: two decimals and a ¥ sign
 * - phone: a tel: link
 * - ellipsis: one line with the full text on hover
 * - expiry: a date with 已过期 (red) or 即将到期 (orange, within `warnDays`) next to it
 * - file: an attachment link (the file name is the last segment of the stored URL)
 * - richtext: sanitised HTML (detail pages; in a table, its plain text on one line)
 * - fileSize: a number of bytes in B / KB / MB / GB (1024 steps), as the file pages show sizes
 */
export type CellSlot = 'tag' | 'link' | 'money' | 'phone' | 'ellipsis' | 'expiry' | 'file' | 'richtext' | 'fileSize';

/** @additionalProperties false */
export interface ColumnConfig {
  /** Field of the entity (dot path for nested values). */
  key: string;
  /** Header; defaults to the entity field's title. */
  title?: string;
  /**
   * Width in px; docs/behaviour §9: minimum column width 110 (a smaller value is raised to it).
   * @minimum 40
   */
  width?: number;
  /** Show the value as an image (thumbnail 40 px high). */
  img?: boolean;
  /** Show the value as a status switch (docs/behaviour §4). */
  switch?: boolean | SwitchColumnConfig;
  slot?: CellSlot;
  /**
   * Decimal places of a number.
   * @minimum 0
   * @maximum 6
   */
  toFixed?: number;
  /** dayjs format of a time value, e.g. "YYYY-MM-DD HH:mm". */
  formatTime?: string;
  /**
   * Text instead of the value: a template where {value} is the value ("{value} 元"), or a map
   * value → text. Entity enums are labelled without this.
   */
  renderText?: string | Record<string, string>;
  /**
   * Days before the date in which the `expiry` slot warns (default 30).
   * @minimum 1
   */
  warnDays?: number;
  /** Server-side sorting on this column. */
  sortable?: boolean;
  /** Hidden until the user shows it in the column settings. */
  defaultHidden?: boolean;
  /** Kept at the left edge when the table scrolls sideways. */
  fixed?: 'left' | 'right';
}

/**
 * docs/behaviour §3 Select option.
 * @additionalProperties false
 */
export interface SelectOption {
  label: string;
  value: string | number | boolean;
  disabled?: boolean;
  tip?: string;
  type?: string;
  data?: { name: string; val: string | number }[];
}

export type FilterWidget = 'input' | 'select' | 'date' | 'dateRange' | 'number';

/** @additionalProperties false */
export interface FilterConfig {
  /** Field of the entity; also the URL query name of this filter. */
  key: string;
  /** Label; defaults to the entity field's title. */
  label?: string;
  /** Widget; defaults from the entity field (enum → select, otherwise input). */
  widget?: FilterWidget;
  /** Parameter name(s) sent to the server: one name, or [from, to] for a date range. Default: the key (dateRange: key + "Start"/"End"). */
  param?: string | [string, string];
  /** Options of a select; defaults to the entity enum labels. */
  options?: SelectOption[];
  placeholder?: string;
  /** docs/behaviour §9 select widths: long, middle, short, or px. */
  width?: 'long' | 'middle' | 'short' | number;
}
