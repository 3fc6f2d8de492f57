/**
 * Endpoint family declarations, schemas/families/<name>.json: the API contract of one family of
 * calls, declared once. Pages name it (`family`); the renderer, the mock backend, schema lint and
 * the OpenAPI generator all read it from there, so no base path or call is written twice.
 * `npm run gen:schemas` emits schemas/family.schema.json from `FamilyDeclaration`.
 */
import type { FamilyAction } from './actions';
import type { EndpointMethod, EndpointRoute, EndpointVerb, PagingParams, ResponseMapping } from './endpoint';
import type { EntityRef, TreeConfig } from './pageConfig';

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
 * reads… served by a hand-written mock handler (mocks/handlers, mocks/storage) that the access
 * table (src/contract/grants/handwrittenAccess.ts) guards.
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
  /** Its own 4xx answers. */
  refusals?: OperationRefusal[];
  /** Why it is served although the spec's list of calls does not name it. */
  extension?: ExtensionReason;
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
  /** The records form a tree (see TreeConfig): its list pages show them as one. */
  tree?: TreeConfig;
  /** Calls on one record or on a selection, beyond the standard verbs, with what the server does. */
  actions?: FamilyAction[];
  /** Its other calls, each served by a hand-written handler. */
  operations?: OperationDeclaration[];
  /**
   * Where the spec's API list names this family (e.g. "7.2 Purchase records"); absent for an
   * extension family.
   * @pattern ^7\.[1-4] .+$
   */
  spec?: string;
  /** A family the spec never names: why it exists. */
  extension?: ExtensionReason;
  /** Operations the spec's list does not name, each in a group with its reason. */
  extensions?: ExtensionGroup[];
}
