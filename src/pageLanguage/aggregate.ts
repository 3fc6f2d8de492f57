/**
 * Aggregate reads: a statistic an operation of a family answers by summing records (应用统计,
 * 资源统计, the platform's money), declared beside its `response` instead of written as a
 * handler. The mock backend serves every operation carrying one generically
 * (mocks/crud/aggregateReads.ts): it takes the source's rows, keeps the caller's, filters them
 * by the query, and answers each part — one number, one object of totals, or a list grouped by a
 * field or a day / month. Several screens reading one source therefore show the same numbers.
 */
import type { EntityValue } from './entity';

/**
 * Rows kept by a field's value: one of `in`, none of `notIn`, text starting with `prefix`.
 * @additionalProperties false
 */
export interface AggregateCondition {
  field: string;
  /** @minItems 1 */
  in?: EntityValue[];
  /** @minItems 1 */
  notIn?: EntityValue[];
  prefix?: string;
}

/** @additionalProperties false */
export interface CountMeasure {
  /** How many rows. */
  count: true;
  where?: AggregateCondition[];
}

/** @additionalProperties false */
export interface SumMeasure {
  /** The field summed. */
  sum: string;
  /** Each row's value multiplied by this field's before summing (a package's sold count × its price). */
  times?: string;
  /** Multiplied by this after summing (0.01: fen to 元). */
  scale?: number;
  /** Decimals kept (rounded half up); whole numbers without it. @minimum 0 @maximum 6 */
  digits?: number;
  where?: AggregateCondition[];
}

/** @additionalProperties false */
export interface DistinctMeasure {
  /** How many different values of the field (customers among the jobs). */
  distinct: string;
  where?: AggregateCondition[];
}

/** @additionalProperties false */
export interface ShareMeasure {
  /** In a grouped list: this group's share of another measure's total, in per cent. */
  share: string;
  /** @minimum 0 @maximum 6 */
  digits?: number;
}

/** @additionalProperties false */
export interface FirstMeasure {
  /** The field's value in the first row (a balance: the caller's one account), null without rows. */
  first: string;
  /** The first row in this order (the latest request: by its time, descending); ties keep the rows' order. */
  by?: AggregateOrder;
  where?: AggregateCondition[];
}
/** @additionalProperties false */
export interface ValuesMeasure {
  /** The field's different values, in the rows' order (the applications a client docked): a list. */
  values: string;
  where?: AggregateCondition[];
}

export type AggregateMeasure = CountMeasure | SumMeasure | DistinctMeasure | ShareMeasure | FirstMeasure | ValuesMeasure;

/**
 * Rows of a time window ending today: the last `days` days, or today's month.
 * @additionalProperties false
 */
export interface AggregateWithin {
  /** The row field compared (a date or time). */
  field: string;
  /** @minimum 1 */
  days?: number;
  month?: true;
}

/**
 * The key of a grouped list.
 * @additionalProperties false
 */
export interface AggregateGroupBy {
  /** The row field grouped by. */
  field: string;
  /** The key's name in each entry (default "key"). */
  as?: string;
  /** Fields copied from the group's first row: name in the entry → row field. */
  labels?: Record<string, string>;
  /** Group by the day (YYYY-MM-DD) or month (YYYY-MM) the field's date or time falls on. */
  time?: 'day' | 'month';
  /** With `time` and a range: every day / month of the range, at 0 where there are no rows. */
  fill?: boolean;
  /** The fixed keys listed, in order, each at 0 without rows; other keys are left out. @minItems 1 */
  keys?: EntityValue[];
  /** The key shown for a value: value → text (a status's label). */
  names?: Record<string, string>;
  /** A key kept in the answer only from this character on (5: "MM-DD" of a date). @minimum 0 */
  sliceFrom?: number;
}

/**
 * A grouping chosen by a query parameter (资源统计 by customer or by sub-centre); the chosen
 * value is echoed in the answer under the parameter's name.
 * @additionalProperties false
 */
export interface AggregateGroupChoice {
  param: string;
  /** What the parameter means, for the refusal of another value ("统计维度"). @minLength 2 */
  label: string;
  default: string;
  options: Record<string, AggregateGroupBy>;
}

/** @additionalProperties false */
export interface AggregateOrder {
  /** A measure, a field, or "key" (the group's key). */
  by: string;
  order: 'asc' | 'desc';
}

/**
 * Paging parameters of a `rows` part (1-based page index).
 * @additionalProperties false
 */
export interface AggregatePage {
  index: string;
  size: string;
  /** @minimum 1 */
  defaultSize: number;
  /** @minimum 1 */
  maxSize: number;
}

/**
 * The rows themselves (机时消耗明细's jobs), ordered, one page of them.
 * @additionalProperties false
 */
export interface AggregateRows {
  /** The fields each entry carries. @minItems 1 */
  fields: string[];
  /** By these fields in turn. @minItems 1 */
  sort: AggregateOrder[];
  page?: AggregatePage;
}

/**
 * One part of the answer: `value` (one number), `measures` without `groupBy` (one object of
 * totals), `groupBy` with `measures` (a list of { key, labels…, measures… }), or `rows`.
 * @additionalProperties false
 */
export interface AggregatePart {
  /**
   * Another source's rows (restricted like the declaration's) instead of the declaration's: the
   * declaration's `where`, `range` and `filters` do not apply to them.
   * @pattern ^(entity:)?[a-z][a-z0-9-]*$
   */
  source?: string;
  /** Rows of a window ending today; with a day grouping's `fill`, every day of it. */
  within?: AggregateWithin;
  value?: AggregateMeasure;
  rows?: AggregateRows;
  measures?: Record<string, AggregateMeasure>;
  groupBy?: AggregateGroupBy | AggregateGroupChoice;
  /** Rows of this part only (beside the declaration's `where`). */
  where?: AggregateCondition[];
  /** Order of a list: by a measure or the key ("key"); key ascending without it. */
  sort?: AggregateOrder;
  /** Orders breaking the ties of `sort`, in turn (more sold, then the larger amount, then the package's number). @minItems 1 */
  ties?: AggregateOrder[];
  /** Each entry of a list numbered from 1 in its order, under this name (a best-seller's place). @minLength 1 */
  rank?: string;
  /** Only the first n entries of a list (or of the rows). @minimum 1 */
  top?: number;
}

/** @additionalProperties false */
export interface AggregateSpan {
  /** @minimum 1 */
  days: number;
  /** @minLength 2 */
  words: string;
}

/**
 * A date (YYYY-MM-DD) or month (YYYY-MM) range read from two query parameters, refused (400)
 * when malformed, reversed or longer than `longest`.
 * @additionalProperties false
 */
export interface AggregateRange {
  /** The row field compared (a date or time; its first 10 or 7 characters). */
  field: string;
  start: string;
  end: string;
  format: 'date' | 'month';
  /** The range's word in the refusals ("日期", "账期"). @minLength 2 */
  label: string;
  /**
   * Without both parameters: this many days up to the latest day with rows (not after today;
   * today when there are none) — a user back after a pause sees their last month of work. Without
   * it the rows are not limited.
   * @minimum 1
   */
  defaultDays?: number;
  /** The longest range (days) and its words in the refusal: { days: 366, words: "一年" } → 统计区间不能超过一年. */
  longest?: AggregateSpan;
  /** The answer carries the range as `start` and `end`. */
  echo?: boolean;
}

/**
 * A query parameter narrowing the rows: the field equals it or (text, ignoring case) contains
 * it; empty or absent keeps every row.
 * @additionalProperties false
 */
export interface AggregateFilter {
  param: string;
  field: string;
  match: 'equals' | 'contains';
  /** The parameter must be given: empty or absent, the read is refused (400) with this message. @minLength 2 */
  required?: string;
}

/**
 * Whose rows the caller sums: its own (`own`: the field holding the user id), its organisation
 * scope's (`org`: the field holding an organisation id; a platform administrator sees all), or a
 * scope registered by name in the mocks (`scope` with the field it reads: the customers an
 * operator of 费用管理 serves).
 */
export type AggregateRestriction =
  /** @additionalProperties false */
  | { own: string }
  /** @additionalProperties false */
  | { org: string }
  /** @additionalProperties false */
  | { scope: string; field: string };

/**
 * A column of a CSV answer: the row field under its title; numbers with `digits` decimals, values
 * shown by their `labels`.
 * @additionalProperties false
 */
export interface AggregateCsvColumn {
  field: string;
  /** @minLength 1 */
  title: string;
  /** @minimum 0 @maximum 6 */
  digits?: number;
  labels?: Record<string, string>;
}

/**
 * The answer sent as a CSV file (UTF-8 with a BOM, as Excel opens it): the rows of the part
 * `answer` names, one line each.
 * @additionalProperties false
 */
export interface AggregateCsv {
  /** @pattern ^[A-Za-z0-9_.-]+\.csv$ */
  fileName: string;
  /** @minItems 1 */
  columns: AggregateCsvColumn[];
}

/**
 * An aggregate read.
 * @additionalProperties false
 */
export interface AggregateDeclaration {
  /**
   * Where the rows come from: "entity:<entity $id>" (a generated CRUD collection) or the name of
   * a row source the mocks register once (mocks/handlers/rowSources.ts).
   * @pattern ^(entity:)?[a-z][a-z0-9-]*$
   */
  source: string;
  restrict?: AggregateRestriction;
  /** Rows kept always. */
  where?: AggregateCondition[];
  range?: AggregateRange;
  filters?: AggregateFilter[];
  /** No row left after `where`, range and filters: refused (404) with this message (an unknown client). @minLength 2 */
  missing?: string;
  /** The answer's parts by name. */
  parts: Record<string, AggregatePart>;
  /** The answer is this part alone (a bare list), not the object of parts. */
  answer?: string;
  /** Sent as a CSV file (with `answer` naming a list part). */
  csv?: AggregateCsv;
}
