/**
 * Endpoint family declarations, schemas/families/<name>.json: the API contract of one family of
 * calls, declared once. Pages name it (`family`); the renderer, the mock backend, schema lint and
 * the OpenAPI generator all read it from there, so no base path or call is written twice.
 * `npm run gen:schemas` emits schemas/family.schema.json from `FamilyDeclaration`.
 */
import type { CustomAction } from './actions';
import type { AggregateDeclaration } from './aggregate';
import type { ComputedRecords, ComputedView } from './computedRecords';
import type { EndpointMethod, EndpointRoute, EndpointVerb, PagingParams, ResponseMapping } from './endpoint';
import type { EntityValue } from './entity';
import type { EntityRef, TreeConfig } from './pageConfig';
import type { AnswerEnvelope, OperationExample, OperationParameters, OperationPayload } from './operationShape';
import type { RecordsRead } from './recordsRead';

/**
 * One way to be allowed a call: hold the permission code; with `scope`, for the records (or a
 * query) of that kind only (e.g. the 企业 customers' page's code opens the enterprise records).
 * `code: null` is any signed-in user (a page without permission check).
 * @additionalProperties false
 */
export interface ScopedGrantDeclaration {
  code: string | null;
  /** Field values the records must have. */
  scope?: Record<string, EntityValue>;
  /**
   * Only on records the caller owns (a buyer cancelling their own order): a call answered by a
   * hand-written handler, which decides ownership.
   */
  own?: true;
}

/** A permission code that opens a call (`"customer-look"`), or one with a scope. */
export type GrantDeclaration = string | ScopedGrantDeclaration;

/** Who may call one hand-written operation. */
export type OperationAccess =
  /** Anyone, before sign-in: why it needs no session. @additionalProperties false */
  | { public: string }
  /** Any signed-in user, on their own data: why no code guards it. @additionalProperties false */
  | { signedIn: string }
  /** The holders of one of these codes. @additionalProperties false */
  | { grants: GrantDeclaration[] };

/**
 * A custom action as a family declares it: the call, what the server does (see CustomAction) and
 * the codes that open it (its `current` read too). An action reading an `operation` gives neither
 * `endpoint` nor `effect` (the operation's route, no change) nor `grants` (the operation's access);
 * every other action gives both `endpoint` and `effect` (lint checks).
 */
export type FamilyAction = Omit<CustomAction, 'type' | 'endpoint' | 'effect'> & {
  endpoint?: CustomAction['endpoint'];
  effect?: CustomAction['effect'];
  grants?: GrantDeclaration[];
};

/**
 * Why an operation the spec's API list does not name is served: the screen that needs it and
 * what the spec leaves unsaid. @minLength 10
 */
export type ExtensionReason = string;

/**
 * Operations of a family the spec's API list does not name, with why they are served.
 * @additionalProperties false
 */
export interface ExtensionGroup {
  /** Verbs ("get", "export"…) or custom action names ("settle"); a `current` read is `<action>.current`. @minItems 1 */
  operations: string[];
  reason: ExtensionReason;
}

/**
 * A 4xx answer an operation gives besides the access check's (401 without a session, 403
 * without the codes): a field or request error, a missing record, a rate limit, or the OAuth
 * token endpoint's own shapes of them.
 */
export type OperationRefusal = 'BadRequest' | 'Forbidden' | 'NotFound' | 'TooManyRequests' | 'TokenBadRequest' | 'TokenUnauthorized' | 'TokenTooManyRequests';

/**
 * A call of the family beyond the record verbs: sign-in, statistics, uploads, the portal's
 * reads… served by a hand-written mock handler (mocks/handlers, mocks/storage), with who may
 * call it and the shape of what goes in and comes out.
 * @additionalProperties false
 */
export interface OperationDeclaration {
  /** Stable name within the family. @pattern ^[a-z][a-zA-Z0-9-]*$ */
  name: string;
  method: EndpointMethod;
  /**
   * Relative to the family's base ("" for the base itself), or absolute "/api/…"; path
   * parameters as {name}.
   * @pattern ^[A-Za-z0-9_{}./-]*$
   */
  path: string;
  /** What it does, in Chinese: the OpenAPI summary. @minLength 2 */
  summary: string;
  /** Who may call it. */
  access: OperationAccess;
  /** Query parameters it reads. */
  query?: OperationParameters;
  /** Its JSON request body (POST, PUT). */
  body?: OperationPayload;
  /** The `data` of its answer (or the file it sends). */
  response?: OperationPayload;
  /**
   * A statistic summed from records (see AggregateDeclaration): served generically by the mocks
   * (mocks/crud/aggregateReads.ts), no hand-written handler; `response` documents its answer.
   */
  aggregate?: AggregateDeclaration;
  /**
   * Records of one entity answered as they are (see RecordsRead): served generically by the mocks
   * (mocks/crud/recordReads.ts), no hand-written handler; `response` documents its answer.
   */
  records?: RecordsRead;
  /**
   * Its family's computed records (the family's `rows`) for other callers, as a page or a CSV
   * file (see ComputedView): served generically by the mocks (mocks/crud/computedReads.ts).
   */
  rows?: ComputedView;
  /** A call that succeeds on the demo data (checked against `response` by the contract tests). */
  example?: OperationExample;
  /** Its own 4xx answers. */
  refusals?: OperationRefusal[];
  /** Why it is served although the spec's list of calls does not name it. */
  extension?: ExtensionReason;
}

/**
 * A record condition (the field holds one of `in`) with the refusal a change outside it gets.
 * @additionalProperties false
 */
export interface EditableWhen {
  field: string;
  /** @minItems 1 */
  in: EntityValue[];
  /** @minLength 2 */
  message?: string;
}

/**
 * One endpoint family.
 * @additionalProperties false
 */
export interface FamilyDeclaration {
  /** Path of family.schema.json, for editors. */
  $schema?: string;
  /** What the family serves, in Chinese (e.g. 应用工单): the start of every operation's summary. @minLength 2 */
  title: string;
  /**
   * Base path, e.g. "/api/operation-management/v1/customer".
   * @pattern ^/api/[A-Za-z0-9_./-]+$
   */
  base: string;
  /** The records' entity, a file of schemas/entities/ (a family of records: with `verbs`). */
  entity?: EntityRef;
  /** The standard calls it serves on its records. @minItems 1 */
  verbs?: EndpointVerb[];
  /**
   * The codes that open each verb (any one of them), as the pages using the family grant them:
   * the look code for reads, the action's code for writes (schemas/pages agree, lint checks).
   */
  grants?: Partial<Record<EndpointVerb, GrantDeclaration[]>>;
  /** Calls that differ from the defaults (see EndpointFamily `routes`). */
  routes?: Partial<Record<EndpointVerb, EndpointRoute>>;
  /** Paging parameter names that differ from schemas/backend-dialect.json. */
  paging?: PagingParams;
  /** Response layout that differs from schemas/backend-dialect.json. */
  response?: ResponseMapping;
  /** Field the `status` call writes (default "status"); a list's switch column shows it. */
  statusField?: string;
  /**
   * Integer field holding the records' order (ascending; e.g. a category's 排序). With the
   * `reorder` verb each row of a list gets 上移 / 下移, which swap it with its neighbour through
   * `reorder` (code `<prefix>-order`). Sort the list by it (`defaultSort`) so the rows show the order.
   */
  orderKey?: string;
  /**
   * The state a record must be in for `update` and `delete` (a user's feedback only while
   * 待处理); otherwise 400 with `message` (default 当前状态不允许该操作).
   */
  editableWhen?: EditableWhen;
  /** The records form a tree (see TreeConfig): its list pages show them as one. */
  tree?: TreeConfig;
  /**
   * The records are computed on each read from a row source (see ComputedRecords): the read
   * verbs are served from it (mocks/crud/computedReads.ts); there are no writes of the rows.
   */
  rows?: ComputedRecords;
  /** Calls on one record or on a selection, beyond the standard verbs, with what the server does. */
  actions?: FamilyAction[];
  /** Its other calls, each served by a hand-written handler. */
  operations?: OperationDeclaration[];
  /**
   * Its operations answer in the service's own envelope (see AnswerEnvelope), each JSON
   * `response` declared `bare` with the code field in its schema (lint checks).
   */
  envelope?: AnswerEnvelope;
  /**
   * Where the spec's API list names this family (e.g. "7.2 Purchase records"); absent for an
   * extension family.
   * @pattern ^7\.[1-4] .+$
   */
  spec?: string;
  /** A family the spec never names: why it exists. */
  extension?: ExtensionReason;
  /**
   * Why a refused write (403) of this family shows the server's own reason instead of the
   * catalogue's 拒绝访问 (docs/behaviour §8): the account service refuses under its delegation rule
   * (不能修改本组织范围以外的用户), and the administrator needs the reason to act. @minLength 10
   */
  refusalReasons?: string;
  /** Operations the spec's list does not name, each in a group with its reason. */
  extensions?: ExtensionGroup[];
  /**
   * Spec calls of the family that no screen of the console makes, each group with which screen
   * would use them, or why none does (a provider behind another call, an outside system's
   * client). They are declared and served all the same; tests/contract/specScreens.test.ts holds
   * every other spec call to a screen that makes it.
   */
  screenless?: ScreenlessGroup[];
}

/**
 * Spec calls no screen makes, with the reason.
 * @additionalProperties false
 */
export interface ScreenlessGroup {
  /** Verbs, custom action names or operation names of the family. @minItems 1 */
  operations: string[];
  /** Which screen would use them, or why none does, in Chinese. @minLength 8 */
  reason: string;
}
