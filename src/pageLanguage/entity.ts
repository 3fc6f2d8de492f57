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
   * May be left out with a `source`: the choices are then that operation's answer alone (no page
   * lists them whole; 门户菜单's 关联页面 reads the chosen portal's pages), the value field `value` or "id".
   * @minLength 1
   */
  page?: string;
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
  /**
   * The choices and labels come from this GET operation (an array of the referenced records)
   * instead of the referenced page's list: the call the platform names for them (an
   * application's 应用分类 from application-manage classify). Forms, list cells, filters and
   * detail fields all read it; a change on the referenced page reads it anew.
   */
  source?: LookupSource;
}

/**
 * `x-region`: the field stores the code of an administrative division (GB/T 2260), chosen level
 * by level (省 → 市 → 区县) through the reads the platform names for them: each level's choices
 * are the answer of its own GET operation, read when the level above is chosen, and the names
 * shown for a stored code (list cells, detail, an edit form's starting path) come from the whole
 * tree. Answers are records `{ code, name }`, the tree's with `children`. The last level chosen is
 * what is stored; a division with no children below it ends the choice.
 * `npm run gen:schemas` writes this type into schemas/entity.schema.json (definitions.region).
 * @additionalProperties false
 */
export interface EntityRegion {
  /** Family declaring the reads, e.g. "configs". @minLength 1 */
  family: string;
  /** One GET operation per level, from the top. @minItems 1 @maxItems 4 */
  levels: RegionLevel[];
  /** GET operation answering the whole tree (`code`, `name`, `children`). @minLength 1 */
  tree: string;
}

/** @additionalProperties false */
export interface RegionLevel {
  /** GET operation of the family answering this level's divisions. @minLength 1 */
  operation: string;
  /** Query parameter carrying the chosen parent's code (every level but the first). @minLength 1 */
  param?: string;
}

/**
 * The value the page works within (its `scope` or `scopeChoice`) under this field's name.
 * @additionalProperties false
 */
export interface LookupScopeValue {
  /** @pattern ^[a-zA-Z][a-zA-Z0-9_]*$ */
  scope: string;
}

/** One query parameter of a lookup's source: fixed, or the page's scope value. */
export type LookupQueryValue = string | number | boolean | LookupScopeValue;

/**
 * Where a lookup reads its choices: a family's GET operation answering an array of records. The
 * stored value stays the lookup's `value`; `label` and `parent` name fields of the answered records.
 * @additionalProperties false
 */
export interface LookupSource {
  /** @minLength 1 */
  family: string;
  /** @minLength 1 */
  operation: string;
  /**
   * Field shown for a record (default: the lookup's label), or a template of the answered
   * record's fields: "{appName} {version}（{identifier}）" reads "VASP 6.4.2（vasp）". @minLength 1
   */
  label?: string;
  /** Field holding the parent record's value: the records then form a tree (0 or missing: a root). @minLength 1 */
  parent?: string;
  /**
   * Query parameters of the operation: a fixed value, or `{ "scope": "<field>" }` — the value the
   * page works within, its `scope` or its `scopeChoice` (门户菜单's 关联页面 reads page/list of the
   * chosen portal: `"query": { "portalId": { "scope": "portalId" } }`). Until the page has that
   * value nothing is read; another value is another set of choices.
   */
  query?: Record<string, LookupQueryValue>;
  /**
   * Where the answer holds the array of records when the answer is an object, as a dot path into
   * the answered `data` (用户配置's get-options answers `{ groups, roles }`: "groups"); default:
   * the answer itself. @pattern ^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)*$
   */
  records?: string;
  /**
   * Records a form cannot choose in their present state (a stopped account): still listed, greyed
   * out, their label followed by `note` — the user sees why rather than missing a record.
   */
  disabledWhen?: LookupDisabled;
}

/** @additionalProperties false */
export interface LookupDisabled {
  /** @minLength 1 */
  field: string;
  /** @minItems 1 */
  in: (string | number | boolean)[];
  /** Why such a record cannot be chosen, after its label (虚拟币账户已停用). @minLength 2 */
  note: string;
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
  /** The value is an administrative division's code, chosen level by level (see EntityRegion). */
  'x-region'?: EntityRegion;
  /**
   * `x-unique` among the records sharing these fields' values only (a page name within its
   * portal, a menu name among its siblings).
   * @minItems 1
   */
  'x-unique-within'?: string[];
  /** A read-only count of another entity's records pointing at this one (see EntityCount). */
  'x-count'?: EntityCount;
  /** The field holds the id of a record of another entity (see EntityReference). */
  'x-refers-to'?: EntityReference;
  /**
   * The value travels encrypted as the sign-in's password does (docs/behaviour §5: AES-ECB with the runtime
   * config's passwordKey, src/core/session/passwordCipher.ts): a form shows a password input and
   * sends the cipher text; what the user typed stays in the form. Never shown in a list or a detail.
   */
  'x-encrypt'?: 'password';
  /** At most one record (per group) holds `value` of this field (see EntityExclusive). */
  'x-exclusive'?: EntityExclusive;
  /** How the mock backend's seeder makes a realistic value (see SeedHint); mocks only, not served. */
  'x-seed'?: SeedHint;
  /** Filled from the signed-in caller when a record is created (see CallerField). */
  'x-caller'?: CallerField;
}

/** An attribute of the signed-in user a field can be filled from. */
export type CallerAttribute = 'id' | 'userName' | 'displayName' | 'phone' | 'email';

/**
 * A field the server fills from the caller on create: an attribute always (the writer of a
 * feedback: the body cannot choose another; such a field is the record's writer, and a verb a
 * family grants only `own` reaches the caller's records only), or `{ attribute, ifEmpty: true }`
 * only when the body leaves it empty (the writer's phone as the contact number).
 */
export type CallerField = CallerAttribute | CallerFieldIfEmpty;

/** @additionalProperties false */
export interface CallerFieldIfEmpty {
  attribute: CallerAttribute;
  ifEmpty: true;
}

/**
 * `x-count`: how many records of `entity` hold this record's id in their `field` (a portal's
 * 菜单数 and 页面数), worked out on every answer of the generated CRUD (mocks/crud/relatedRecords.ts).
 * @additionalProperties false
 */
export interface EntityCount {
  /** @minLength 1 */
  entity: string;
  /** @minLength 1 */
  field: string;
}

/**
 * `x-refers-to`: the field holds the id of a record of `entity` (a page's portal, a menu's linked
 * page). A create naming one that does not exist is refused (`<entity title>不存在`). When that
 * record is deleted, `onDelete` says what becomes of the records referring to it: `delete` — they
 * belong to it and go with it (a portal's pages), and an update cannot move them to another;
 * `clear` — the field is emptied (a menu whose page is deleted links nothing). mocks/crud/relatedRecords.ts.
 * @additionalProperties false
 */
export interface EntityReference {
  /** @minLength 1 */
  entity: string;
  onDelete: 'delete' | 'clear';
}

/**
 * `x-exclusive`: at most one record holds `value` (among those sharing the `within` fields): saving
 * one with it sets the others to `off` (the default portal, a portal's home menu). With `keep`,
 * exactly one holds it: its holder cannot be set to `off` (field error `unset`) nor deleted (400
 * `delete`); another record takes it over instead (mocks/crud/exclusiveFields.ts).
 * @additionalProperties false
 */
export interface EntityExclusive {
  value: EntityValue;
  off: EntityValue;
  within?: string[];
  keep?: EntityExclusiveKeep;
}

/**
 * The refusals of an `x-exclusive` value that must stay on one record.
 * @additionalProperties false
 */
export interface EntityExclusiveKeep {
  /** @minLength 2 */
  unset: string;
  /** @minLength 2 */
  delete: string;
}

/**
 * A value a seed hint picks, how often (weight, default 1) and the sibling fields that come with it;
 * an `also` key "@city" sets the template variable city instead (a region's cities, read as {@city}).
 */
export interface SeedPickOption {
  value: EntityValue;
  weight?: number;
  also?: Record<string, EntityValue>;
}

/**
 * Which records a hint applies to: `field`'s value is (or is not) one of the listed, or (`within`,
 * a span such as "-7d..now" around the seed's now) a date, time or "YYYY-MM" month in that span
 * (a month: any part of it). `first`: only the first n records made (in making order, before the
 * rows are sorted by time) with this record's value of `field` — the first three of each category
 * wait for review, the first two sub-centre requests.
 */
export interface SeedCondition {
  field: string;
  in?: EntityValue[];
  notIn?: EntityValue[];
  within?: string;
  /** @minimum 1 */
  first?: number;
  /** The field's number is greater than this number or expression ("staff-post.onDuty"): a set's records past their parent's count ("$n"). */
  above?: number | string;
}

/** Kinds of organisation name `org` makes. */
export type SeedOrgKind = 'company' | 'university' | 'college' | 'institute' | 'agency';

/** Kinds of field of study `studyField` makes: a research group's, or an engineer's in industry. */
export type SeedStudyKind = 'research' | 'applied';

/**
 * `x-seed` (mocks/crud/seedHints.ts; mocks/README.md "Seed hints"): how the generic seeder makes a
 * value of this field. Exactly one kind — pick, month, pattern, compose, person, org, studyField, email, range,
 * within, after, ref, cases or countOf — plus `when` (only for records matching it, else left empty)
 * and `empty` (share of records left empty). Templates (pattern, compose, a pick's `also`) take
 * {seq:n} (numbered in creation order per prefix), {yyyy} {yy} {MM} {M} {dd} (of the `date` field,
 * default createTime), {digits:n} {upper:n} {lower:n}, {int:a-b} ({int:01-24} keeps two digits),
 * {pick:a|b}, {city} {person} {company} {university} {college} {institute} {agency}, {<field>}
 * (another field of the record), and variables: `{digits:7@job}` keeps what it made as `job` for a
 * later `{@job}` of the same record (a job number in both title and content).
 * `cycle` takes options (or months) in turn, each `weight` times, moving on every `every` records
 * (a cross product: partners every record, months every 16). `countOf` counts the seeded records
 * of another entity whose fields match `where` ("$id": this record's id). A `when` field or a
 * range end may read the record the row's `ref` hints drew ("site.capacity"); `within` takes
 * `round` (minutes: a time on the half hour). `either` draws one of its hints by `weight` (a date
 * in one of several spans); `serviceOrg` is the organisation serving the record numbered by that
 * field (a customer's: the same as the customer's enterprise record); `split` gives the records of
 * one `x-seed-per` set shares (weights within `spread`, default 0.2–1) of their parent's field
 * ("customer-resource.used") that add up to it exactly; a range's `among` keeps to the listed
 * values between its ends (the nearest when none is); `after` may start from the drawn record's
 * field, take `minutes` as expressions ("usage*60/cores") and stop at `notAfter` ("now" or fields,
 * the earliest set); `person` with `female` gives a woman's name where the condition holds. In
 * a set, "$n" is the record's place (from 1), "$size" the set's size and "$prev.<field>" a field
 * of the set's record made just before.
 */
export type SeedHint = { when?: SeedCondition; empty?: number } & (
  | { pick: (EntityValue | SeedPickOption)[]; cycle?: boolean; every?: number }
  | { month: [number, number]; cycle?: boolean; every?: number }
  | { pattern: string; date?: string }
  | { compose: string[]; date?: string }
  | { person: true; pool?: number; female?: SeedCondition }
  | { org: SeedOrgKind | SeedOrgKind[] }
  /** A field of study (研究方向, 专业): 计算流体力学, 分子动力学模拟… (mocks/crud/seedVocab.ts STUDY_FIELDS). */
  | { studyField: SeedStudyKind | SeedStudyKind[] }
  | { email: string; domains?: string[] }
  | { range: [number | string, number | string]; step?: number; among?: number[] }
  | { within: string; hours?: [number, number]; round?: number }
  | { after: string; years?: [number, number]; days?: [number, number]; hours?: [number, number]; minutes?: [number | string, number | string]; notAfter?: string | string[] }
  | { ref: string; field: string; where?: Record<string, EntityValue> }
  | { cases: SeedHint[] }
  | { countOf: string; where: Record<string, EntityValue> }
  | { either: (SeedHint & { weight?: number })[] }
  | { serviceOrg: string }
  | { split: string; spread?: [number, number] }
  /** A round SVG picture (data URL) of this field's first character ("users.displayName"): an avatar. */
  | { initialImage: string; colours?: string[] }
  /** In an `x-seed-per` set, `field` of the set's n-th item of a list its parent holds ("application.specs": a record per listed spec). */
  | { item: string; field: string }
);

/** A value of an `x-seed-table` row: a field's value, or a list the record carries beyond its fields (tags; versions, specifications). */
export type SeedTableValue = EntityValue | EntityValue[] | Record<string, EntityValue>[];

/**
 * `x-seed-per`: the records come in sets, one set of `count` (a range) per record of another
 * collection (`of`: an entity $id, or a mock store collection such as "users") matching `where`
 * — a user's messages; `ref` hints naming `of` read that record.
 */
export interface SeedPer {
  of: string;
  /** A range; an end may be an expression of the parent's fields ("onDuty", "onDuty+1"). */
  count: [number | string, number | string];
  where?: Record<string, EntityValue>;
  /** Fields made once per set: its later records take the first one's (the set's compute account). */
  same?: string[];
  /** Entities the set's records each draw a different record of (`ref`): a user subscribes to an application once. */
  distinct?: string[];
  /** Only the records meeting these conditions (an industry not listed, the first with a name) have a set. */
  when?: SeedCondition | SeedCondition[];
  /**
   * Only the first n of those records, in their order (the oldest enterprises have bills).
   * @minimum 1
   */
  limit?: number;
}

/** `x-seed-batch`: records made in runs of `size` (a range) that share the `same` fields — a purchase batch of one model. */
export interface SeedBatch {
  size: [number, number];
  same: string[];
}

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
  /**
   * A rule of the server beyond the schema that a create or update must pass, by name (a job
   * template's cores within its partition's per-job limit): registered once in the mocks
   * (mocks/crud/recordChecks.ts), answered as field errors like the schema's own.
   * @pattern ^[a-z][a-z0-9-]*$
   */
  'x-check'?: string;
  /** How many records the mock backend seeds (default 64; 0: the family is answered from elsewhere). */
  'x-seed-count'?: number;
  /** The first id the seeded records take, in creation order (default 1): ids from 10001 as the customer pages know them. */
  'x-seed-id-start'?: number;
  /** Seeded in sets, one per record of another collection (see SeedPer); `x-seed-count` gives way. */
  'x-seed-per'?: SeedPer;
  /** Seeded in runs sharing some fields (see SeedBatch). */
  'x-seed-batch'?: SeedBatch;
  /** The field the seeded records are ordered by before ids and {seq} numbers are handed out (default createTime): jobs by their start. */
  'x-seed-sort'?: string;
  /**
   * The mock-store collection (e.g. "coinAccounts") these seeded records fill instead of a
   * `crud.<$id>` one: hand-written handlers keep reading and writing it under that name
   * (mocks/crud/storeSeeds.ts). A string `id` field keys records by another's id (a user's).
   */
  'x-seed-store'?: string;
  /**
   * The seeded records given inline, in order, ids from `x-seed-id-start` (mocks/crud/seedTable.ts):
   * a fixed table of real things (the application catalogue). Fields a row leaves out are made by
   * their hints; beyond the entity's fields a row may give only lists the forms never edit.
   * @minItems 1
   */
  'x-seed-table'?: Record<string, SeedTableValue>[];
}

/** Regular expressions of the custom formats (shared by the form validator and the mocks). */
export { DATETIME_PATTERN, ENTITY_FORMATS } from './formats';

/** The label of an enum value, or undefined when the field has no labels for it. */
export function enumLabel(field: EntityField | undefined, value: unknown): string | undefined {
  return field?.oneOf?.find((option) => option.const === value || String(option.const) === String(value))?.title;
}
