/**
 * Computed families: a family whose records are not stored but computed on each read from other
 * records — a customer's coin account from the ledger's lines, a bill with whether the balance
 * can settle it, a job priced by the billing rule in force. The family declares where its rows
 * come from (a row source the mocks register once, as aggregate reads name them) and whose rows
 * the caller sees; its read verbs (list, export, get, summary) are then served generically
 * (mocks/crud/computedReads.ts): filtered, sorted and paged by the entity's fields as a generated
 * list is. An operation may answer the same rows for another set of callers (`ComputedView`).
 */
import type { AggregateMeasure, AggregateRestriction } from './aggregate';

/**
 * A query parameter matched against several fields: a row is kept when one of them contains it
 * (ignoring case); empty or absent keeps every row.
 * @additionalProperties false
 */
export interface ComputedSearch {
  param: string;
  /** @minItems 1 */
  fields: string[];
}

/**
 * Where a family's records come from.
 * @additionalProperties false
 */
export interface ComputedRecords {
  /**
   * The row source (mocks/handlers/rowSources.ts), one row per record, each with the entity's
   * fields and an `id`.
   * @pattern ^[a-z][a-z0-9-]*$
   */
  source: string;
  /** Whose rows the caller reads (its own, its organisation scope's, a registered scope's); all without it. */
  restrict?: AggregateRestriction;
  /**
   * The field naming a row's owner (its user id): a caller whose grants for the verb are all
   * `own` ones reads its own rows only, and another's single row is refused (403) — a customer
   * opening its own order where an operator reads every customer's.
   */
  owner?: string;
  /**
   * Rows the page's sort leaves tied go newest (largest id) first rather than in the source's
   * order: a caller's own history (two ledger lines of one second: the gift above the recharge).
   */
  newestFirst?: true;
  /** A keyword parameter beside the entity's field filters (an order number or a package name). */
  search?: ComputedSearch;
  /**
   * Figures over every row the query matches, by name: sent beside a page's records (a list's
   * totals row) and in the summary (订单管理's paid total).
   */
  totals?: Record<string, AggregateMeasure>;
}

/**
 * An operation answering its family's computed records for other callers (我的订单: the
 * caller's own orders, where the family's list is an operator's): the same rows, filters and
 * sort, under this restriction instead of the family's.
 * @additionalProperties false
 */
export interface ComputedView {
  restrict?: AggregateRestriction;
  /** A page of the rows (`{ records, total }`, with the totals) or every matching row as a CSV file. */
  answer: 'page' | 'csv';
  /** The CSV file's name (default: the entity's id). @pattern ^[A-Za-z0-9_.-]+\.csv$ */
  fileName?: string;
}
