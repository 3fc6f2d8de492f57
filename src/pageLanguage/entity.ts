/**
 * Entities (schemas/entities/<name>.json): one JSON Schema per record, constrained by
 * schemas/entity.schema.json. Enum labels are `oneOf: [{ const, title }]`, which rjsf renders
 * as labelled options natively and the list uses for cells and filters.
 */
export type EntityValue = string | number | boolean;

export interface EnumOption {
  const: EntityValue;
  title: string;
}

/**
 * `x-lookup`: the field holds a record of another endpoint family — its values are that family's
 * records, not a fixed list. The family is named by the list page that declares it
 * (`schemas/pages/<page>.json`): the page carries the family's base, verbs, routes, response
 * mapping, fixed scope and, for a tree family, its `tree` (the options then follow the tree).
 * Forms offer the family's records; list cells, filters and detail fields show `label` for the
 * stored `value`; the server refuses a value no record of the family has (`<title>不存在`).
 * `npm run gen:schemas` writes this type into schemas/entity.schema.json (definitions.lookup).
 */
export interface EntityLookup {
  /**
   * Page id of a list page whose endpoint family holds the records, e.g. "platform-manage/application/app-category".
   * @minLength 1
   */
  page: string;
  /**
   * Field of the referenced records that this field stores (default: that page's rowKey, else "id").
   * @minLength 1
   */
  value?: string;
  /**
   * Field of the referenced records shown for a value (e.g. "name").
   * @minLength 1
   */
  label: string;
}

export interface EntityField {
  type: 'string' | 'integer' | 'number' | 'boolean';
  title: string;
  description?: string;
  oneOf?: EnumOption[];
  /**
   * date: YYYY-MM-DD; datetime: YYYY-MM-DD HH:mm[:ss] (the platform's time strings); birth-date:
   * a real year-month-day with - or / (没有输入正确的时间格式); base64: non-empty Base64 that
   * survives a decode/encode round trip (formats.ts).
   */
  format?: 'date' | 'datetime' | 'birth-date' | 'base64' | 'email' | 'uri';
  /** text/html: rich text (quill), sanitised wherever it is shown. */
  contentMediaType?: 'text/html';
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  pattern?: string;
  'x-patternMessage'?: string;
  readOnly?: boolean;
  default?: EntityValue;
  /** The server refuses a second record with the same value (`<title>已存在`). */
  'x-unique'?: boolean;
  /** The values are records of another endpoint family (see EntityLookup); no `oneOf` beside it. */
  'x-lookup'?: EntityLookup;
  /** How the mock backend's seeder makes a realistic value (see SeedHint); mocks only, not served. */
  'x-seed'?: SeedHint;
}

/** A value a seed hint picks, how often (weight, default 1) and the sibling fields that come with it. */
export interface SeedPickOption {
  value: EntityValue;
  weight?: number;
  also?: Record<string, EntityValue>;
}

/** Which records a hint applies to: `field`'s value is (or is not) one of the listed. */
export interface SeedCondition {
  field: string;
  in?: EntityValue[];
  notIn?: EntityValue[];
}

/** Kinds of organisation name `org` makes. */
export type SeedOrgKind = 'company' | 'university' | 'college' | 'institute' | 'agency';

/**
 * `x-seed` (mocks/crud/seedHints.ts; mocks/README.md "Seed hints"): how the generic seeder makes a
 * value of this field. Exactly one kind — pick, pattern, compose, person, org, email, range,
 * within, after, ref or cases — plus `when` (only for records matching it, else left empty) and
 * `empty` (share of records left empty). Templates (pattern, compose) take {seq:n} (numbered in
 * creation order per prefix), {yyyy} {yy} {MM} {dd} (of the `date` field, default createTime),
 * {digits:n} {upper:n} {lower:n}, {int:a-b}, {pick:a|b}, {city} {person} {company} {university}
 * {college} {institute} {agency}, and {<field>} (another field of the record).
 */
export type SeedHint = { when?: SeedCondition; empty?: number } & (
  | { pick: (EntityValue | SeedPickOption)[]; cycle?: boolean }
  | { pattern: string; date?: string }
  | { compose: string[]; date?: string }
  | { person: true; pool?: number }
  | { org: SeedOrgKind | SeedOrgKind[] }
  | { email: string; domains?: string[] }
  | { range: [number | string, number | string]; step?: number }
  | { within: string; hours?: [number, number] }
  | { after: string; days?: [number, number]; hours?: [number, number]; minutes?: [number, number]; notAfter?: 'now' }
  | { ref: string; field: string; where?: Record<string, EntityValue> }
  | { cases: SeedHint[] }
);

/**
 * `x-org-field`: which organisation a record belongs to. A field name: the string property holding
 * the organisation id (e.g. "groupId"); a caller who is not a platform administrator reads and
 * changes only records of its own organisation and those below it. `{ platformWide }`: the
 * records are the whole platform's (a public catalogue), with the reason every reader sees all.
 */
export type EntityOrgField = string | { platformWide: string };

export interface EntitySchema {
  $schema?: string;
  $id: string;
  title: string;
  description?: string;
  type: 'object';
  required?: string[];
  properties: Record<string, EntityField>;
  'x-org-field'?: EntityOrgField;
  /**
   * The string field holding the id of the user a record belongs to (e.g. "userId"): every caller
   * reads and changes only its own records (a message, the work orders one submitted), another's
   * answers as if absent, and a new record is the creator's. Not shown on pages.
   */
  'x-owner-field'?: string;
  /** How many records the mock backend seeds (default 64; 0: the family is answered from elsewhere). */
  'x-seed-count'?: number;
}

/** Regular expressions of the custom formats (shared by the form validator and the mocks). */
export { DATETIME_PATTERN, ENTITY_FORMATS } from './formats';

/** The label of an enum value, or undefined when the field has no labels for it. */
export function enumLabel(field: EntityField | undefined, value: unknown): string | undefined {
  return field?.oneOf?.find((option) => option.const === value || String(option.const) === String(value))?.title;
}
