/**
 * What goes into and comes out of a hand-written operation of a family (schemas/families
 * `operations`): its query parameters, its JSON body and the `data` of its answer. Records of an
 * entity are named by the entity; anything else is a small JSON Schema written in place. The
 * OpenAPI document shows them, and the contract tests check the mock's answers against them.
 */
import type { EntityRef } from './pageConfig';

/** The JSON type of a query parameter. */
export type ParameterType = 'string' | 'integer' | 'number' | 'boolean';

/**
 * One query parameter.
 * @additionalProperties false
 */
export interface ParameterDeclaration {
  type: ParameterType;
  /** What it means, in Chinese. @minLength 2 */
  description: string;
  /** The call is refused (400) without it. */
  required?: boolean;
  /** The values it takes. @minItems 1 */
  enum?: (string | number)[];
}

/** Query parameters by name. */
export type OperationParameters = Record<string, ParameterDeclaration>;

/**
 * A JSON Schema (draft 2020-12 subset: type, properties, required, items, enum, description,
 * nullable types as `["string", "null"]`, anyOf) written in place.
 */
export type InlineSchema = Record<string, unknown>;

/**
 * Records of an entity of schemas/entities: one, a list, or one page of them (the dialect's page
 * layout).
 * @additionalProperties false
 */
export interface EntityPayload {
  entity: EntityRef;
  /** "one" (default), "list" or "page". */
  shape?: 'one' | 'list' | 'page';
}

/**
 * A JSON value of the given schema.
 * @additionalProperties false
 */
export interface SchemaPayload {
  schema: InlineSchema;
  /** The answer is the value itself, not wrapped in the dialect's envelope (e.g. the OAuth calls). */
  bare?: true;
  /**
   * A request body sent form-encoded (application/x-www-form-urlencoded, e.g. the OAuth token
   * calls of docs/behaviour §7.1): an object of text fields. Without it a body is JSON. Only on a `body`.
   */
  encoding?: 'form';
}

/**
 * A file: its media type (the answer's bytes, not the JSON envelope; for a body, a multipart
 * upload whose `file` part holds it).
 * @additionalProperties false
 */
export interface FilePayload {
  /** e.g. "text/csv", "application/octet-stream", "image/*". @minLength 3 */
  file: string;
}

export type OperationPayload = EntityPayload | SchemaPayload | FilePayload;

/**
 * A service's own answer envelope, for a family whose answers are not the dialect's (the storage
 * service's `{ code, info, spec }`, docs/behaviour §3): the field holding the answer's code, the code of
 * success, and the field holding a refusal's reason. The operation client reads every JSON answer
 * of the family through it: another code is a refusal carrying that code and reason (the service
 * refuses with HTTP 200), an answer without a numeric code a malformed one.
 * @additionalProperties false
 */
export interface AnswerEnvelope {
  /** Field of the code, e.g. "code". @minLength 1 */
  code: string;
  /** The code of success, e.g. 200. */
  ok: number;
  /** Field of a refusal's reason, e.g. "info". @minLength 1 */
  reason: string;
}

/** A demo account (mocks/store/seeds/demoAccounts.ts), or nobody signed in. */
export type ExampleCaller = 'admin' | 'subcenter' | 'enterprise' | 'personal' | 'partner' | 'ops' | 'anonymous';

/**
 * A call that succeeds on the demo data: tests/contract/operationExamples.test.ts makes it on a
 * fresh store and checks the answer against the operation's `response`; OpenAPI shows it.
 * @additionalProperties false
 */
export interface OperationExample {
  /** Path parameters by name. */
  path?: Record<string, string | number>;
  /** Query parameters by name. */
  query?: Record<string, string | number | boolean>;
  /** The JSON body. */
  body?: unknown;
  /** Who calls (default: admin, who holds every code). */
  as?: ExampleCaller;
}
