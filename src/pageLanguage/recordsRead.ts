/**
 * Records reads: an operation of a family that answers records of one entity as they are — the
 * portal's app store and cloud market, an application's page, the category tree with its counts,
 * a picker's identifiers — declared beside its `response` instead of written as a handler. The
 * mock backend serves every operation carrying one generically (mocks/crud/recordReads.ts), public
 * ones included: it keeps the records the `where` admits, narrows them by the query's `filters`,
 * orders them, takes a page, the first n, one record or all, and answers the declared fields with
 * their `defaults` and `derived` values. Aggregates (counts and sums) are AggregateDeclaration's.
 */
import type { AggregateCondition } from './aggregate';

/**
 * A record kept when one of the conditions holds (shown in the store or in the market).
 * @additionalProperties false
 */
export interface RecordsAnyOf {
  /** @minItems 2 */
  anyOf: AggregateCondition[];
}

/** A condition every record answered meets. */
export type RecordsCondition = AggregateCondition | RecordsAnyOf;

/**
 * A query parameter narrowing the records; empty or absent keeps every record.
 * @additionalProperties false
 */
export interface RecordsFilter {
  param: string;
  /** The fields compared: one matching is enough (a keyword searches name, summary and tags). @minItems 1 */
  fields: string[];
  /**
   * `equals`: the field's value as text; `contains`: the text, or an item of a list, contains it
   * (case-insensitive); `subtree`: the field is an `x-lookup` of a tree family, and the node named
   * or any node below it matches (a category takes its 子分类's applications); `ids`: a
   * comma-separated list of values, answered in its order (empty: none).
   */
  match: 'equals' | 'contains' | 'subtree' | 'ids';
  /** Only when another query parameter has this value (a card block's source). */
  when?: RecordsParamIs;
  /** When it applies and is empty, the read is refused (400) with this message. @minLength 2 */
  required?: string;
}

/** @additionalProperties false */
export interface RecordsParamIs {
  param: string;
  /** The value assumed when the parameter is absent. */
  default?: string;
  is: string;
}

/** @additionalProperties false */
export interface RecordsOrder {
  /** A field of the records or a derived one. */
  field: string;
  order: 'asc' | 'desc';
  /** Text in Chinese dictionary order (材料计算 before 人工智能) rather than by code point. */
  collation?: 'zh';
}

/**
 * The order, chosen by a query parameter from named orders; the first is the default (an
 * unknown name too). Ties go by id in the same direction.
 * @additionalProperties false
 */
export interface RecordsSort {
  param?: string;
  /** @minProperties 1 */
  options: Record<string, RecordsOrder>;
}

/**
 * A page in the dialect's parameters (pageIndex, pageSize): the answer is `{ records, total }`.
 * @additionalProperties false
 */
export interface RecordsPage {
  page: {
    /** @minimum 1 */
    size: number;
    /** @minimum 1 */
    max: number;
  };
}

/**
 * The first n records, n read from a query parameter: the answer is an array.
 * @additionalProperties false
 */
export interface RecordsLimit {
  limit: {
    param: string;
    /** @minimum 1 */
    default: number;
    /** @minimum 1 */
    max: number;
  };
}

/**
 * One record, its id (or its `field`) read from a query or path parameter; none (or one the
 * `where` does not keep) answers 404 with `missing`.
 * @additionalProperties false
 */
export interface RecordsOne {
  one: {
    param: string;
    /** The field the parameter names the record by (a sub-centre by its organisation); id without it. */
    field?: string;
    /** @minLength 2 */
    missing: string;
  };
}

export type RecordsTake = RecordsPage | RecordsLimit | RecordsOne;

/**
 * The label of the record an `x-lookup` field names (a category's name for `categoryId`); ""
 * when it no longer exists.
 * @additionalProperties false
 */
export interface DerivedLabel {
  label: string;
}

/**
 * How many records of another entity point at this record through `field` (a node of a tree:
 * at it or at any node below it), among those the `where` keeps.
 * @additionalProperties false
 */
export interface DerivedCount {
  count: {
    entity: string;
    field: string;
    where?: RecordsCondition[];
  };
}

/**
 * One of two texts by whether an item of a list field has `field` above `above` (an
 * application with a GPU specification is priced per card-hour).
 * @additionalProperties false
 */
export interface DerivedSome {
  some: string;
  field: string;
  above: number;
  then: string;
  else: string;
}

/**
 * A tree node's path from the top: the `path` field of each level, joined by `separator`
 * (材料计算 › 第一性原理).
 * @additionalProperties false
 */
export interface DerivedPath {
  path: string;
  separator: string;
}

/**
 * A tree node's level (a top-level node is 1).
 * @additionalProperties false
 */
export interface DerivedDepth {
  depth: true;
}

export type RecordsDerived = DerivedLabel | DerivedCount | DerivedSome | DerivedPath | DerivedDepth;

/**
 * The read answers the options of one of the entity's enum fields (`oneOf`) instead of its
 * records, in their order: each with its value, its title, how many records the `where` keeps
 * hold it (the app store's industries with their applications), or fields of the first such record
 * (each access host with the portal bound to it; none: null, or the read's `defaults` value).
 * @additionalProperties false
 */
export interface RecordsOptions {
  field: string;
  /** The answer's key for the option's value ("key", "domain"). */
  value: string;
  /** The answer's key for the option's title ("name"). */
  label?: string;
  /** The answer's key for how many kept records hold the option ("appCount"). */
  count?: string;
  /** Fields of the first kept record holding the option: answer key → record field. @minProperties 1 */
  holder?: Record<string, string>;
}

/**
 * A records read.
 * @additionalProperties false
 */
export interface RecordsRead {
  /**
   * The entity read (its generated CRUD collection).
   * @pattern ^[a-z][a-z0-9-]*$
   */
  entity: string;
  /** Records kept always (enabled and shown in the store). */
  where?: RecordsCondition[];
  filters?: RecordsFilter[];
  sort?: RecordsSort;
  /** A page, the first n or one record; without it every record, as an array. */
  take?: RecordsTake;
  /** The fields answered, in order (every field without it). @minItems 1 */
  fields?: string[];
  /** What a record lacking one of these fields answers (an application created in the back stage has no tags yet). */
  defaults?: Record<string, string | number | boolean | unknown[] | null>;
  /** Fields computed for each record answered, by name. */
  derived?: Record<string, RecordsDerived>;
  /** The records nested as the tree of the family holding them, each with its `children`. */
  nest?: true;
  /** The options of an enum field, with counts or holders, instead of the records (see RecordsOptions). */
  options?: RecordsOptions;
}
