import { ORIGIN, WS_ORIGIN, authed, login, openSocket } from '../mocks/support';
import type { ProgressFrame } from '../../../mocks/ws/storageProgress';

/** A raw client of the storage mock for one demo user, as the console would call it. */
export const BASE = '/api/operation-management/v1/starlight/api/storage';

export interface Envelope<T = unknown> {
  code: number;
  info: string;
  spec: T;
  total?: number;
  [extra: string]: unknown;
}

export interface StorageClient {
  token: string;
  xg: string;
  get<T = unknown>(path: string, query?: Record<string, string>): Promise<Envelope<T>>;
  raw(path: string, query?: Record<string, string>): Promise<Response>;
  opt<T = { id: string }>(body: Record<string, unknown>, query?: Record<string, string>): Promise<Envelope<T>>;
  upload(file: string, chunk: Blob, meta: { index: number; start: number; total: number }, overwrite?: boolean, extra?: HeadersInit): Promise<Envelope>;
  /** Follows task `id` to its completion frame. */
  follow(id: string): Promise<ProgressFrame[]>;
  headers(extra?: Record<string, string>): Record<string, string>;
}

export async function storageClient(userName = 'admin', acc?: string): Promise<StorageClient> {
  const { access_token: token } = await login(userName);
  const tokenBody = (await (await fetch(`${ORIGIN}${BASE}/xg-token`, authed(token))).json()) as Record<string, unknown>;
  const xg = String(tokenBody['xg-token'] ?? '');
  const headers = (extra: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    'xg-token': xg,
    ...(acc ? { acc } : {}),
    ...extra,
  });
  const url = (path: string, query: Record<string, string> = {}) => `${ORIGIN}${BASE}/${path}?${new URLSearchParams(query).toString()}`;
  const client: StorageClient = {
    token,
    xg,
    headers,
    raw: (path, query) => fetch(url(path, query), { headers: headers() }),
    get: async (path, query) => (await (await fetch(url(path, query), { headers: headers() })).json()) as never,
    opt: async (body, query) =>
      (await (await fetch(url('opt', query), { method: 'POST', headers: headers({ 'content-type': 'application/json' }), body: JSON.stringify(body) })).json()) as never,
    upload: async (file, chunk, meta, overwrite = false, extra) => {
      const form = new FormData();
      form.append('file', chunk);
      form.append('currentChunkSize', String(chunk.size));
      form.append('totalSize', String(meta.total));
      form.append('currentIndex', String(meta.index));
      const range = meta.total === 0 ? 'bytes */0' : `bytes ${meta.start}-${meta.start + chunk.size - 1}/${meta.total}`;
      const query: Record<string, string> = { file, ...(overwrite ? { overwrite: 'true' } : {}) };
      const response = await fetch(url('upload', query), { method: 'PUT', headers: { ...headers({ 'content-range': range }), ...(extra as Record<string, string> | undefined) }, body: form });
      return (await response.json()) as Envelope;
    },
    follow: async (id) => {
      const probe = openSocket(`${WS_ORIGIN}${BASE}/opt/${encodeURIComponent(id)}?xg-token=${encodeURIComponent(xg)}`);
      const frames: ProgressFrame[] = [];
      for (;;) {
        const frame = JSON.parse(await probe.next(10_000)) as ProgressFrame;
        frames.push(frame);
        if (frame.done) break;
      }
      await probe.closed;
      return frames;
    },
  };
  return client;
}

export const HOME = '/public/home/hpc_admin';
export const SCRATCH = '/public/scratch/hpc_admin';
