/**
 * The wire types of the families' declared operations, as the console and the mock handlers both
 * read them: generated once from schemas/families into schemas/generated/operations.ts
 * (generators/gen-operation-types.mjs), named here by family and operation. Types only.
 */
import type { OperationTypes } from '../../schemas/generated/operations';

export type FamilyName = keyof OperationTypes;
export type OperationName<F extends FamilyName> = keyof OperationTypes[F] & string;
type Entry<F extends FamilyName, O extends OperationName<F>> = OperationTypes[F][O] extends infer E
  ? E extends { path: unknown; query: unknown; body: unknown; answer: unknown } ? E : never
  : never;

/** The `data` of the operation's answer. */
export type OperationAnswer<F extends FamilyName, O extends OperationName<F>> = Entry<F, O>['answer'];
/** Its JSON body. */
export type OperationBody<F extends FamilyName, O extends OperationName<F>> = Entry<F, O>['body'];
/** Its query parameters. */
export type OperationQuery<F extends FamilyName, O extends OperationName<F>> = Entry<F, O>['query'];

type Given<T, K extends string> = Record<never, never> extends T ? { [P in K]?: T } : { [P in K]: T };
/** What a call gives: path parameters, query and body, each required when the declaration requires it. */
export type OperationParams<F extends FamilyName, O extends OperationName<F>> =
  Given<Entry<F, O>['path'], 'path'> & Given<Entry<F, O>['query'], 'query'> & (Entry<F, O>['body'] extends undefined ? { body?: undefined } : { body: Entry<F, O>['body'] });
