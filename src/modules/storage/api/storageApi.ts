import { http, request } from '../../../core/http/client';
import { StorageEndpoint } from './endpoints';
import { MALFORMED_LISTING, readDirectory } from './readDirectory';
import {
  checkEnvelope, isAccountOption, isRecord, isStorageRecord, readFilePage, readList, readRoots, readTotal,
} from './replyShape';
import { StorageFailure } from './storageFailure';
import type {
  DirResponse, Envelope, FileEntry, HpcAccountOption, OpTypeValue, StorageRecord, StorageSession,
} from '../../../contract/storageTypes';

/**
 * The storage calls of spec §7.3, all through the console's one HTTP client. The service
 * answers refusals as HTTP 200 with `{ code, info }`; those become a StorageFailure carrying
 * the info for the caller to show the way the spec asks (toast, warning, flag…). Every reply's
 * shape is checked (replyShape.ts) before it is read.
 */
export { StorageFailure };

/** A successful reply's fields; a refusal or a reply of another shape throws a StorageFailure. */
function check(body: unknown, malformed?: string): Envelope & Record<string, unknown> {
  return checkEnvelope<Envelope & Record<string, unknown>>(body, malformed);
}

/** `xg-token` on every storage call (spec §7.3 names it for dir_info); `acc` picks the account on the admin page. */
export function sessionHeaders(session: Pick<StorageSession, 'xgToken' | 'acc'>): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session.xgToken) headers['xg-token'] = session.xgToken;
  if (session.acc) headers.acc = session.acc;
  return headers;
}

const quiet = { loading: false } as const;

/**
 * The page's first calls (token, roots, the admin page's accounts) are silent: the page shows
 * what went wrong itself — the refusal panel for a 403, the not-bound text, or a toast
 * (state/useStorageBoot.ts).
 */
const first = { ...quiet, silent: true } as const;

export async function fetchStorageToken(acc: string | null): Promise<string> {
  const body = check(await http.get(StorageEndpoint.token, { ...first, headers: acc ? { acc } : {} }));
  const token = body['xg-token'];
  if (typeof token !== 'string' || token === '') throw new StorageFailure(500, '未获取到存储令牌');
  return token;
}

export async function fetchRoots(session: StorageSession): Promise<{ roots: string[]; defaultPath: string | null }> {
  return readRoots(check(await http.get(StorageEndpoint.roots, { ...first, headers: sessionHeaders(session) }), MALFORMED_LISTING));
}

export async function fetchAccounts(): Promise<HpcAccountOption[]> {
  return readList(check(await http.get(StorageEndpoint.accounts, first)), isAccountOption);
}

/**
 * One folder's entries, checked to be entries (readDirectory.ts). Silent: a failed listing is
 * an error panel with 重试 inside the file browser, not a toast.
 */
export async function fetchDirectory(session: StorageSession, dir: string, showHidden: boolean): Promise<FileEntry[]> {
  return readDirectory(check(await http.get<DirResponse>(StorageEndpoint.dirInfo, {
    ...quiet,
    silent: true,
    abortKey: 'storage-dir-info', // a newer listing supersedes one still loading
    query: { dir, sort_key: 'time', show_hidden: showHidden ? 'show' : undefined },
    headers: sessionHeaders(session),
  }), MALFORMED_LISTING));
}

/** A directory's sub-folders, for the directory chooser (no superseding: several load at once). */
export async function fetchFolders(session: StorageSession, dir: string): Promise<FileEntry[]> {
  const body = check(await http.get<DirResponse>(StorageEndpoint.dirInfo, { ...quiet, query: { dir, sort_key: 'time' }, headers: sessionHeaders(session) }), MALFORMED_LISTING);
  return readDirectory(body).filter((entry) => entry.type !== 0);
}

/** spec §9: the viewer reads 4096-byte pages. */
export const VIEW_PAGE_BYTES = 4096;

export async function fetchFilePage(session: StorageSession, file: string, page: number): Promise<{ body: string; size: number }> {
  return readFilePage(check(await http.get(StorageEndpoint.view, {
    ...quiet,
    abortKey: 'storage-view',
    query: { size: VIEW_PAGE_BYTES, page, file },
    headers: sessionHeaders(session),
  })));
}

/** Image bytes for the preview (spec §7.3 "Image views go to the storage view endpoint with a file path query"). */
export function fetchImage(session: StorageSession, file: string): Promise<Blob> {
  return http.download(StorageEndpoint.view, { ...quiet, query: { file }, headers: sessionHeaders(session) });
}

export function downloadFile(session: StorageSession, file: string): Promise<Blob> {
  return http.download(StorageEndpoint.download, { ...quiet, query: { file }, headers: sessionHeaders(session) });
}

export interface OperationInput {
  type: OpTypeValue;
  from?: string[];
  target?: string[];
  /** Permission code for type 5, sent as the `mod` query (spec §7.3). */
  mod?: string;
}

/** POST storage/opt; resolves with the task id, rejects with the service's info when code ≠ 200. */
export async function startOperation(session: StorageSession, input: OperationInput): Promise<string> {
  const body = check(await http.post(
    StorageEndpoint.opt,
    { type: input.type, from: input.from ?? [], target: input.target ?? [] },
    { ...quiet, query: { mod: input.mod }, headers: sessionHeaders(session) },
  ));
  const id = isRecord(body.spec) ? body.spec.id : undefined;
  if ((typeof id !== 'string' && typeof id !== 'number') || id === '') throw new StorageFailure(500, '存储服务未返回任务编号');
  return String(id);
}

export async function fetchRecords(session: StorageSession, page: number, limit: number): Promise<{ records: StorageRecord[]; total: number }> {
  const body = check(await http.get(StorageEndpoint.opt, {
    ...quiet,
    query: { page, limit, order_by: 'id' },
    headers: sessionHeaders(session),
  }));
  const records: StorageRecord[] = readList(body, isStorageRecord);
  return { records, total: readTotal(body, records.length) };
}

export async function deleteRecord(session: StorageSession, id: number): Promise<void> {
  check(await http.delete(StorageEndpoint.record(id), { ...quiet, headers: sessionHeaders(session) }));
}

export interface ChunkRequest {
  file: string;
  overwrite: boolean;
  body: FormData;
  contentRange: string;
  signal?: AbortSignal;
}

/** One PUT storage/upload; returns the envelope as is (the queue decides what a code means). */
export async function sendChunk(session: StorageSession, chunk: ChunkRequest): Promise<Envelope> {
  return request<Envelope>(StorageEndpoint.upload, {
    method: 'PUT',
    loading: false,
    silent: true, // the queue shows 上传失败 itself once retries are exhausted
    query: { file: chunk.file, overwrite: chunk.overwrite ? 'true' : undefined },
    body: chunk.body,
    headers: { ...sessionHeaders(session), 'Content-Range': chunk.contentRange },
    signal: chunk.signal,
  });
}
