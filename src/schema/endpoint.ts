/**
 * Endpoint families (DESIGN.md §4): where a page's records live on the server and how the
 * server envelopes them. The same page config can talk to the mocks or to a real backend whose
 * envelope differs by changing only this block.
 */

/** What an endpoint family serves. The renderer hides the controls of verbs it does not serve. */
export type EndpointVerb = 'list' | 'get' | 'create' | 'update' | 'delete' | 'deleteMany' | 'export' | 'status';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of a family. `path` is relative to the family's base (or absolute when it starts
 * with `/api/`); it may hold the placeholders `{id}` (the record id) and `{value}` (a switch
 * value). Spec §7: path parameters are written {id}.
 * @additionalProperties false
 */
export interface EndpointRoute {
  method: EndpointMethod;
  /** @pattern ^[A-Za-z0-9_{}./-]*$ */
  path: string;
}

/**
 * Names of the paging, sorting and filter parameters the list call sends.
 * @additionalProperties false
 */
export interface PagingParams {
  /** Page number parameter (default "pageIndex"). */
  page?: string;
  /** Page size parameter (default "pageSize"). */
  size?: string;
  /** Sort field parameter (default "sortField"). */
  sort?: string;
  /** Sort direction parameter (default "sortOrder"; values "asc" / "desc"). */
  order?: string;
  /** Number of the first page: 1 for the platform (spec §9 "starting at page 1"), 0 for some backends. */
  firstPage?: 0 | 1;
}

/**
 * Where things sit in a response body, as dot paths ("data.records"). An empty string means the
 * body itself.
 * @additionalProperties false
 */
export interface ResponseMapping {
  /** Records of a list answer (default "data.records"). */
  records?: string;
  /** Total count of a list answer (default "data.total"). */
  total?: string;
  /** The record of a get/create/update answer (default "data"). */
  item?: string;
  /** Field errors of a 400 answer: an object field → message (default "errors"). */
  fieldErrors?: string;
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
  /** Calls that differ from the defaults (list GET page, get GET {id}, create POST, update PUT, delete DELETE {id}, deleteMany POST batch-delete, export GET export, status PUT status/{id}/{value}). */
  routes?: Partial<Record<EndpointVerb, EndpointRoute>>;
  paging?: PagingParams;
  response?: ResponseMapping;
}
