/**
 * The same handlers run in the browser and under vitest's jsdom, where `Blob` is jsdom's but
 * fetch, Request and Response are Node's: a chunk parsed from a request is then not a global
 * Blob, and a jsdom Blob cannot be a Response body. These two adapters meet at that boundary.
 * In a browser both are no-ops, so no bytes are copied there.
 */
export function isBlobLike(value: unknown): value is Blob {
  return typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function' && typeof (value as Blob).size === 'number';
}

/** A chunk from `request.formData()` as a Blob of this realm (copied only when it is foreign). */
export async function toLocalBlob(value: Blob): Promise<Blob> {
  if (value instanceof Blob) return value;
  const foreign: Pick<Blob, 'arrayBuffer'> = value; // typed as Blob, but of another realm
  return new Blob([await foreign.arrayBuffer()]);
}

/** A body `new Response()` accepts: the Blob itself when it can stream. */
export async function responseBody(blob: Blob): Promise<Blob | ArrayBuffer> {
  return typeof blob.stream === 'function' ? blob : blob.arrayBuffer();
}
