/**
 * Endpoint families (docs/design.md §4): where a page's records live on the server. How the backend
 * pages, sorts and envelopes them is its dialect, named once in schemas/backend-dialect.json
 * (BackendDialect below); a family states only what differs from it, so a page can talk to a
 * backend whose envelope differs by changing only its own block.
 */

/**
 * What an endpoint family serves. The renderer hides the controls of verbs it does not serve.
 * `reorder` moves records among their siblings: the body `{ ids }` names records in their new
 * order, and the server gives them the order values they held, in that order (see `orderKey`).
 * `tree` answers the whole tree of a tree page (nodes with their children nested, see `tree` of a
 * list page); `children` the children of one node (`?<parentKey>=<id>`, the root value for the
 * top level), each with its own children nested. `summary` answers counts of the records matching
 * the list's filters: `{ total, counts: { <enum field>: { <value>: n } } }` (see `summary`).
 */
export type EndpointVerb = 'list' | 'get' | 'create' | 'update' | 'delete' | 'deleteMany' | 'export' | 'status' | 'reorder' | 'tree' | 'children' | 'summary';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of a family. `path` is relative to the family's base (or absolute when it starts
 * with `/api/`); it may hold the placeholders `{id}` (the record id) and `{value}` (a switch
 * value). docs/behaviour §7: path parameters are written {id}.
 * @additionalProperties false
 */
export interface EndpointRoute {
  method: EndpointMethod;
  /** @pattern ^[A-Za-z0-9_{}./-]*$ */
  path: string;
  /**
   * For a get, update or delete route whose path has no {id} (the platform's `PUT info`,
   * `GET detail`): the name the record's id travels under — a query parameter of a GET or DELETE,
   * a field of a PUT or POST body (default "id").
   * @pattern ^[a-zA-Z][a-zA-Z0-9_]*$
   */
  idField?: string;
}

/**
 * Names of the paging and sorting parameters the list call sends. In a family: only those that
 * differ from the backend dialect (schemas/backend-dialect.json).
 * @additionalProperties false
 */
export interface PagingParams {
  /** Page number parameter (the platform's: "pageIndex"). */
  page?: string;
  /** Page size parameter (the platform's: "pageSize"). */
  size?: string;
  /** Sort field parameter (the platform's: "sortField"). */
  sort?: string;
  /** Sort direction parameter, values "asc" / "desc" (the platform's: "sortOrder"). */
  order?: string;
  /** Number of the first page: 1 for the platform (docs/behaviour §9 "starting at page 1"), 0 for some backends. */
  firstPage?: 0 | 1;
}

/**
 * Where things sit in a response, as dot paths into the body ("data.records"); an empty string
 * means the body itself. In a family: only what differs from the backend dialect.
 * @additionalProperties false
 */
export interface ResponseMapping {
  /** Records of a list answer (the platform's: "data.records"). */
  records?: string;
  /** Total count of a list answer (the platform's: "data.total"). */
  total?: string;
  /**
   * A response header carrying the list total instead (e.g. "X-Total-Count"); when set it wins
   * over `total`. "" for none.
   * @pattern ^([A-Za-z0-9-]+)?$
   */
  totalHeader?: string;
  /** The record of a get/create/update answer (the platform's: "data"). */
  item?: string;
  /** Field errors of a 400 answer: an object field → message (the platform's: "errors"). */
  fieldErrors?: string;
}

/**
 * The backend dialect, schemas/backend-dialect.json: the paging parameters and the response
 * layout every endpoint family uses unless its own `paging` / `response` say otherwise.
 * @additionalProperties false
 */
export interface BackendDialect {
  $schema?: string;
  paging: DialectPaging;
  response: DialectResponse;
}

/**
 * The dialect's paging: every name given.
 * @additionalProperties false
 */
export interface DialectPaging extends PagingParams {
  page: string;
  size: string;
  sort: string;
  order: string;
  firstPage: 0 | 1;
}

/**
 * The dialect's response layout: every place given.
 * @additionalProperties false
 */
export interface DialectResponse extends ResponseMapping {
  records: string;
  total: string;
  totalHeader: string;
  item: string;
  fieldErrors: string;
}

/**
 * An endpoint family: base path plus the verbs it serves.
 * @additionalProperties false
 */
export interface EndpointFamily {
  /**
   * Base path, e.g. "/api/operation-management/v1/customer".
   * @pattern ^/api/[A-Za-z0-9_./-]+$
   */
  base: string;
  /** @minItems 1 */
  verbs: EndpointVerb[];
  /** Calls that differ from the defaults (list GET page, get GET {id}, create POST, update PUT, delete DELETE {id}, deleteMany POST batch-delete, export GET export, status PUT status/{id}/{value}, reorder PUT order-index, tree GET tree, children GET child, summary GET summary). */
  routes?: Partial<Record<EndpointVerb, EndpointRoute>>;
  paging?: PagingParams;
  response?: ResponseMapping;
  /** A refused write (403) shows the server's reason (the family's `refusalReasons`), not 拒绝访问. */
  refusalReasons?: boolean;
}
