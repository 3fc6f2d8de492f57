/**
 * The operation-management envelope { code, msg, data } unwrapped for the workbench's calls:
 * the HTTP client answers the whole body; an envelope code other than 200 is a failure.
 */
import { http as client } from '../../../core/http/client';

type Options = Parameters<typeof client.get>[1];

function unwrap<T>(body: unknown): T {
  if (typeof body === 'object' && body !== null && 'data' in body) {
    const envelope = body as { code?: unknown; msg?: unknown; message?: unknown; data: unknown };
    if (envelope.code !== undefined && envelope.code !== 200) throw new Error(String(envelope.message ?? envelope.msg ?? '请求失败'));
    return envelope.data as T;
  }
  return body as T;
}

export const http = {
  get: async <T>(path: string, options?: Options) => unwrap<T>(await client.get(path, options)),
  delete: async <T>(path: string, options?: Options) => unwrap<T>(await client.delete(path, options)),
  post: async <T>(path: string, json?: unknown, options?: Options) => unwrap<T>(await client.post(path, json, options)),
  put: async <T>(path: string, json?: unknown, options?: Options) => unwrap<T>(await client.put(path, json, options)),
  download: (path: string, options?: Options) => client.download(path, options),
};
