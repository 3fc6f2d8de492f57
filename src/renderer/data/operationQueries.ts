/**
 * A hand-written module's reads and writes on the query cache (src/core/query/queryClient.ts),
 * through the operation client (operationClient.ts). A read is keyed under its family
 * (`operationKey`: the family's name, the operation, its params), so one write on the family —
 * `operationWrite` or `useOperationMutation` — reads every shown answer of the family again,
 * the module's own and the renderer's list and detail pages of the same family (familyKey).
 * `useOperationQuery` shows a read as loading, ready or its readable error with 重试.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AsyncData } from '../../core/async/useAsyncData';
import { readableMessageOf } from '../../core/feedback/developerFault';
import { writeWithReason } from '../../core/http/writeWithReason';
import { queryClient } from '../../core/query/queryClient';
import { loadFamily } from '../../pageLanguage/familyLoader';
import { familyKey } from './familyQueries';
import {
  operationRequest, type CallOptions, type FamilyName, type OperationAnswer, type OperationName, type OperationParams, type ParamsArgs,
} from './operationClient';

/** Every operation read of a family. */
export const operationFamilyKey = (family: FamilyName) => ['operation', family] as const;

/** One read: the family, the operation and what it was asked with. */
export const operationKey = <F extends FamilyName, O extends OperationName<F>>(family: F, operation: O, params?: OperationParams<F, O>) =>
  [...operationFamilyKey(family), operation, params ?? {}] as const;

/**
 * Query options of a declared read (the call's own options: overlay, toast). Headers the call
 * sends are part of what it asked (the storage account's `acc` and token, the portal's host): a
 * read with other headers is another entry, under the same family.
 */
export function operationQuery<F extends FamilyName, O extends OperationName<F>>(family: F, operation: O, params?: OperationParams<F, O>, options: CallOptions = {}) {
  const key = operationKey(family, operation, params);
  return queryOptions({
    queryKey: options.headers ? [...key, { headers: options.headers }] as const : key,
    queryFn: ({ signal }) => (operationRequest as Loose)(family, operation, params, { ...options, signal }) as Promise<OperationAnswer<F, O>>,
  });
}

// The params were checked against the operation where the caller wrote them.
type Loose = (family: string, operation: string, params: unknown, options?: CallOptions) => Promise<unknown>;

/** Reads the family's operation answers again: its module reads and the renderer's pages of it. */
export async function invalidateFamily(family: FamilyName): Promise<void> {
  const declared = await loadFamily(family);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: operationFamilyKey(family) }),
    ...(declared ? [queryClient.invalidateQueries({ queryKey: familyKey(declared.base) })] : []),
  ]);
}

/** How a write is made: the client's options, the other families whose answers it changes, how a refusal is told. */
export type WriteOptions = CallOptions & {
  /** Families besides its own whose shown answers the write changes (a purchase paid from the balance). */
  also?: FamilyName[];
  /**
   * A refusal shows the server's own reason (core/http/writeWithReason.ts: the account service's
   * delegation rule says why), any other failure the client's catalogue text; the call is silent.
   */
  refusalReason?: boolean;
};

/**
 * A declared write: the call, then every shown read of the family (and of the `also` families
 * whose answers it changes) is read again before the answer comes back, so the page never
 * shows the state before the write beside the write's own answer.
 */
export async function operationWrite<F extends FamilyName, O extends OperationName<F>>(
  family: F, operation: O, ...[params, options]: [...ParamsArgs<F, O>, WriteOptions?]
): Promise<OperationAnswer<F, O>> {
  const { also = [], refusalReason = false, ...call } = (options ?? {}) as WriteOptions;
  const send = () => (operationRequest as Loose)(family, operation, params, refusalReason ? { ...call, silent: true } : call);
  const answer = await (refusalReason ? writeWithReason(send) : send()) as OperationAnswer<F, O>;
  await Promise.all([family, ...also].map((name) => invalidateFamily(name)));
  return answer;
}

/** A write as a mutation (its pending state for the button), invalidating the family as `operationWrite` does. */
export function useOperationMutation<F extends FamilyName, O extends OperationName<F>>(family: F, operation: O, options: WriteOptions = {}) {
  return useMutation({
    mutationFn: (params: OperationParams<F, O>) => (operationWrite as unknown as (f: F, o: O, p: unknown, c: unknown) => Promise<OperationAnswer<F, O>>)(family, operation, params, options),
  }, queryClient);
}

export interface OperationRead<T> {
  /** Loading, ready with the answer's data, or the error's readable message. */
  state: AsyncData<T>;
  /** Reads it again (重试, a page shown again, after a change the server made on its own). */
  reload: () => void;
  /** A read is under way, also behind an answer still shown (`keepPrevious`, reading again). */
  fetching?: boolean;
}

/** How a module shows a read, beside the call's own options. */
export type ReadOptions<A, T> = CallOptions & {
  /** `false` waits (e.g. until the user picks an app). */
  enabled?: boolean;
  /** Reads what the module shows from the answer; a throw is the read's error (an answer of another shape). */
  select?: (answer: A) => T;
  /** While another params' answer is read, the last one stays shown (a file viewer's next page). */
  keepPrevious?: boolean;
};

/**
 * A declared read shown by a module: the cached answer while it is read again, its error as
 * the message a user may read.
 */
export function useOperationQuery<F extends FamilyName, O extends OperationName<F>, T = OperationAnswer<F, O>>(
  family: F, operation: O, params?: OperationParams<F, O>, options: ReadOptions<OperationAnswer<F, O>, T> = {},
): OperationRead<T> {
  const { enabled = true, select, keepPrevious = false, ...call } = options;
  const query = useQuery({
    ...operationQuery(family, operation, params, call),
    enabled,
    ...(select ? { select } : {}),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  }, queryClient) as UseQueryResult<T>;
  const { refetch } = query;
  const reload = useCallback(() => { void refetch(); }, [refetch]);
  return { state: readStateOf(query), reload, fetching: query.isFetching };
}

/** What a query shows: its answer, its error as the message a user may read, or loading. */
export function readStateOf<T>(query: { isSuccess: boolean; isError: boolean; data: T | undefined; error: unknown }): AsyncData<T> {
  if (query.isSuccess) return { status: 'ready', data: query.data as T };
  return query.isError ? { status: 'error', message: readableMessageOf(query.error) } : { status: 'loading' };
}
