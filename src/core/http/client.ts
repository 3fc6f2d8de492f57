import ky, { HTTPError as KyHttpError, TimeoutError } from 'ky';
import { resolveApiUrl } from '../config/runtimeConfig';
import { notify } from '../feedback/notify';
import { readStored, readToken } from '../session/storageKeys';
import { extractServerMessage, ErrorCatalogue, isTokenEndpoint, resolveErrorMessage } from './errorCatalogue';
import { HttpError } from './HttpError';
import { beginLoading } from './loading';
import { rewriteAccountServicePrefix } from './prefixRewrite';
import { claimAbortKey, releaseAbortKey } from './supersede';
import { handleSessionExpired } from './unauthorized';

/** docs/behaviour §9: HTTP timeout 30000 ms. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: HttpMethod;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON body. */
  json?: unknown;
  /** application/x-www-form-urlencoded body (the token endpoint). */
  form?: Record<string, string>;
  /** Raw body: multipart uploads, blobs. */
  body?: FormData | Blob | string;
  headers?: Record<string, string>;
  /** Show the global loading overlay (default true). */
  loading?: boolean;
  /** Suppress the error toast for this call; the promise still rejects with the message. */
  silent?: boolean;
  responseType?: 'json' | 'text' | 'blob';
  /** A newer call with the same key aborts this one (superseded requests). */
  abortKey?: string;
  signal?: AbortSignal;
  timeout?: number;
  /** Called with the headers of a successful answer (a list total sent as X-Total-Count). */
  onHeaders?: (headers: Headers) => void;
}

/** Builds the final URL: account-service prefix rewrite, API base, query string. */
export function buildRequestUrl(path: string, query?: RequestOptions['query']): string {
  const url = new URL(resolveApiUrl(rewriteAccountServicePrefix(path, readStored('aamName'))));
  for (const [name, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null || item === '') continue;
      url.searchParams.append(name, String(item));
    }
  }
  return url.toString();
}

/** Bearer token and `acc` headers from storage (docs/behaviour §7 Shared client behaviour). */
export function buildSessionHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const acc = readStored('acc');
  if (acc) headers.acc = acc;
  return headers;
}

function buildBody(options: RequestOptions): BodyInit | undefined {
  if (options.form) return new URLSearchParams(options.form);
  if (options.json !== undefined) return JSON.stringify(options.json);
  return options.body;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function report(error: HttpError, options: RequestOptions, level: 'error' | 'warning' = 'error'): HttpError {
  if (!options.silent && error.kind !== 'aborted') notify[level](error.message);
  return error;
}

/** Download bodies that are really an error (JSON or text) are shown as a warning (docs/behaviour §8). */
async function readBlob(response: Response, url: string, options: RequestOptions): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (/application\/json|text\/plain/i.test(type)) {
    const body = await readBody(response);
    const message = extractServerMessage(body);
    if (message) throw report(new HttpError({ kind: 'status', status: response.status, body, url, message }), options, 'warning');
  }
  return response.blob();
}

/**
 * The one HTTP path of the console. Resolves with the response body only; rejects with an
 * HttpError whose message is the §8 catalogue text (already shown unless `silent`).
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildRequestUrl(path, options.query);
  const pathname = new URL(url).pathname;
  const keyed = options.abortKey ? claimAbortKey(options.abortKey) : undefined;
  const signals = [keyed?.signal, options.signal].filter((s): s is AbortSignal => s !== undefined);
  const endLoading = options.loading === false ? () => undefined : beginLoading();
  const headers: Record<string, string> = { ...buildSessionHeaders(), ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';

  try {
    const response = await ky(url, {
      method: options.method ?? 'GET',
      headers,
      body: buildBody(options),
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: true,
      signal: signals.length === 0 ? undefined : signals.length === 1 ? signals[0] : AbortSignal.any(signals),
    });
    options.onHeaders?.(response.headers);
    if (options.responseType === 'blob') return (await readBlob(response, url, options)) as T;
    if (options.responseType === 'text') return (await response.text()) as T;
    return (await readBody(response)) as T;
  } catch (error) {
    throw await toHttpError(error, url, pathname, options);
  } finally {
    endLoading();
    if (keyed && options.abortKey) releaseAbortKey(options.abortKey, keyed);
  }
}

async function toHttpError(error: unknown, url: string, pathname: string, options: RequestOptions): Promise<HttpError> {
  if (error instanceof HttpError) return error;
  if (error instanceof TimeoutError) {
    return report(new HttpError({ kind: 'timeout', url, message: ErrorCatalogue.clientTimeout }), options);
  }
  if (error instanceof KyHttpError) {
    const status = error.response.status;
    const body = await readBody(error.response);
    const tokenEndpoint = isTokenEndpoint(pathname);
    const message = resolveErrorMessage({ status, body, tokenEndpoint });
    const httpError = new HttpError({ kind: 'status', status, body, url, message });
    if (status === 401 && !tokenEndpoint) {
      handleSessionExpired(); // shows the message itself after 0.2 s, once
      return httpError;
    }
    return report(httpError, options, options.responseType === 'blob' ? 'warning' : 'error');
  }
  if (error instanceof DOMException && error.name === 'AbortError') {
    return new HttpError({ kind: 'aborted', url, message: '请求已取消' });
  }
  if (error instanceof Error && error.name === 'AbortError') {
    return new HttpError({ kind: 'aborted', url, message: '请求已取消' });
  }
  return report(new HttpError({ kind: 'network', url, message: ErrorCatalogue.networkFailure }), options);
}

type BodylessOptions = Omit<RequestOptions, 'method' | 'json'>;

/** Verb helpers, in the shape pages and data providers call. */
export const http = {
  get: <T = unknown>(path: string, options?: BodylessOptions) => request<T>(path, { ...options, method: 'GET' }),
  delete: <T = unknown>(path: string, options?: BodylessOptions) => request<T>(path, { ...options, method: 'DELETE' }),
  post: <T = unknown>(path: string, json?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'POST', json }),
  put: <T = unknown>(path: string, json?: unknown, options?: BodylessOptions) =>
    request<T>(path, { ...options, method: 'PUT', json }),
  /** Blob download (docs/behaviour §7 "Excel-like downloads use blob responses"). */
  download: (path: string, options?: BodylessOptions) => request<Blob>(path, { ...options, responseType: 'blob' }),
};
