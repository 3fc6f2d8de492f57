import { EnvelopeRefusal } from '../../../renderer/data/answerEnvelope';
import { queryClient } from '../../../core/query/queryClient';
import { operationRequest, type CallOptions } from '../../../renderer/data/operationClient';
import { operationQuery, operationWrite } from '../../../renderer/data/operationQueries';
import { MALFORMED_LISTING, readDirectory } from './readDirectory';
import { isAccountOption, isRecord, readList, readRoots } from './replyShape';
import type { Envelope, FileEntry, HpcAccountOption, OpTypeValue, StorageSession } from '../../../contract/storageTypes';

/**
 * The storage calls of docs/behaviour §7.3, each the storage family's declared operation
 * (schemas/families/storage.json) through the operation client. The service answers refusals as
 * HTTP 200 with `{ code, info }`: the family declares that envelope, and the client turns another
 * code into an EnvelopeRefusal carrying the info for the caller to show the way the spec asks
 * (toast, warning, flag…). What each answer holds is checked (replyShape.ts) before it is read.
 */
export { EnvelopeRefusal };

/** `xg-token` on every storage call (docs/behaviour §7.3 names it for dir_info); `acc` picks the account on the admin page. */
export function sessionHeaders(session: Pick<StorageSession, 'xgToken' | 'acc'>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session.xgToken) headers['xg-token'] = session.xgToken;
  if (session.acc) headers.acc = session.acc;
  return headers;
}

const on = (session: StorageSession, options: CallOptions = {}): CallOptions => ({ loading: false, ...options, headers: sessionHeaders(session) });

/**
 * The page's first calls (token, roots, the admin page's accounts) are silent: the page shows
 * what went wrong itself — the refusal panel for a 403, the not-bound text, or a toast
 * (state/useStorageBoot.ts).
 */
const first = { loading: false, silent: true } as const;

/** A folder listing's answer without the envelope's code is malformed folder data (目录数据格式不正确). */
export async function listing<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw error instanceof EnvelopeRefusal && error.malformed ? new EnvelopeRefusal(error.code, MALFORMED_LISTING, true) : error;
  }
}

export async function fetchStorageToken(acc: string | null): Promise<string> {
  const token = (await operationRequest('storage', 'get-xg-token', {}, { ...first, headers: acc ? { acc } : {} }))['xg-token'];
  if (typeof token !== 'string' || token === '') throw new EnvelopeRefusal(500, '未获取到存储令牌', true);
  return token;
}

export async function fetchRoots(session: StorageSession): Promise<{ roots: string[]; defaultPath: string | null }> {
  return readRoots(await listing(operationRequest('storage', 'get-user-storage-path', {}, on(session, first))));
}

export async function fetchAccounts(): Promise<HpcAccountOption[]> {
  return readList(await operationRequest('storage', 'get-accounts', {}, first), isAccountOption);
}

/**
 * One folder's entries, checked to be entries (readDirectory.ts). Silent: a failed listing is
 * an error panel with 重试 inside the file browser, not a toast.
 */
export async function fetchDirectory(session: StorageSession, dir: string, showHidden: boolean): Promise<FileEntry[]> {
  return readDirectory(await listing(operationRequest('storage', 'get-dir-info', {
    query: { dir, sort_key: 'time', ...(showHidden ? { show_hidden: 'show' as const } : {}) },
  }, on(session, { silent: true, abortKey: 'storage-dir-info' /* a newer listing supersedes one still loading */ }))));
}

/** A directory's sub-folders, for the directory chooser (no superseding: several load at once). */
export async function fetchFolders(session: StorageSession, dir: string): Promise<FileEntry[]> {
  // On the query cache: a folder expanded again soon after is not asked again; a storage write reads it anew.
  const answer = await listing(queryClient.fetchQuery(operationQuery('storage', 'get-dir-info', { query: { dir, sort_key: 'time' } }, on(session))));
  return readDirectory(answer).filter((entry) => entry.type !== 0);
}

/** docs/behaviour §9: the viewer reads 4096-byte pages. */
export const VIEW_PAGE_BYTES = 4096;

export function downloadFile(session: StorageSession, file: string): Promise<Blob> {
  return operationRequest('storage', 'get-download', { query: { file } }, on(session));
}

export interface OperationInput {
  type: OpTypeValue;
  from?: string[];
  target?: string[];
  /** Permission code for type 5, sent as the `mod` query (docs/behaviour §7.3). */
  mod?: string;
}

/** POST storage/opt; resolves with the task id, rejects with the service's info when code ≠ 200. */
export async function startOperation(session: StorageSession, input: OperationInput): Promise<string> {
  const answer = await operationWrite('storage', 'post-opt', {
    query: input.mod === undefined ? {} : { mod: input.mod },
    body: { type: input.type, from: input.from ?? [], target: input.target ?? [] },
  }, on(session));
  const id: unknown = isRecord(answer.spec) ? answer.spec.id : undefined;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') throw new EnvelopeRefusal(500, '存储服务未返回任务编号', true);
  return String(id);
}

export interface ChunkRequest {
  file: string;
  overwrite: boolean;
  body: FormData;
  contentRange: string;
  signal?: AbortSignal;
}

/**
 * One PUT storage/upload; answers the envelope's code and info (the queue decides what a code
 * means: 409 asks 文件已存在，是否覆盖?). A reply of another shape answers no code, a server fault.
 */
export async function sendChunk(session: StorageSession, chunk: ChunkRequest): Promise<Partial<Envelope>> {
  try {
    const answer = await operationRequest('storage', 'put-upload', {
      query: { file: chunk.file, ...(chunk.overwrite ? { overwrite: 'true' as const } : {}) },
      body: chunk.body,
    }, {
      loading: false,
      silent: true, // the queue shows 上传失败 itself once retries are exhausted
      headers: { ...sessionHeaders(session), 'Content-Range': chunk.contentRange },
      ...(chunk.signal ? { signal: chunk.signal } : {}),
    });
    return { code: answer.code, info: answer.info };
  } catch (error) {
    if (!(error instanceof EnvelopeRefusal)) throw error;
    return error.malformed ? {} : { code: error.code, info: error.message };
  }
}
