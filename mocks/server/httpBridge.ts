/**
 * node:http ⇄ fetch: the standalone mock server (server.ts) hands each request to msw's
 * `getResponse` as a fetch `Request`, and writes the `Response` msw returns back to the socket.
 * This is what @mswjs/http-middleware does for Express, without Express and with websockets.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from '../handlers/abuseLimits';

/** Largest request body accepted (the upload handlers refuse more than 10 MB themselves). */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/** The whole body; msw's handlers read it (and clone the request) more than once, so it is buffered. */
export async function readBody(request: IncomingMessage, limit: number = MAX_BODY_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw new BodyTooLargeError(`请求体超过 ${limit} 字节`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The origin the client addressed (its Host header), so absolute URLs in answers point back here. */
export function requestOrigin(request: IncomingMessage, fallback: string): string {
  const host = request.headers.host;
  return host ? `http://${host}` : fallback;
}

/** A fetch `Request` for an incoming message whose body has been read. */
export function toFetchRequest(request: IncomingMessage, body: Buffer, origin: string, signal?: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The per-client limits key on the socket's address; a client cannot name its own.
  headers.set(CLIENT_ADDRESS_HEADER, request.socket.remoteAddress ?? 'unknown');
  const method = request.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && body.length > 0;
  return new Request(new URL(request.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? new Uint8Array(body) : null,
    signal,
  });
}

/**
 * Writes a fetch `Response`. `Response.error()` (msw's `HttpResponse.error()`, the networkError
 * fault) becomes a connection closed without an answer — what a client sees of a network failure.
 */
export async function sendFetchResponse(res: ServerResponse, response: Response, extraHeaders: Record<string, string> = {}): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  if (cookies.length > 0) res.setHeader('set-cookie', cookies);
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}

/** A JSON answer in the platform's `{ code, message }` shape. */
export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...extraHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
  res.end(text);
}
