/**
 * How long a browser may keep each static file, and when it may reuse what it has (README
 * "Serving the build", whose nginx settings say the same): Vite's content-hashed files under
 * assets/ forever, everything else — index.html, config.json, the service-worker scripts,
 * the favicon — only after asking (a 304 when unchanged).
 */
import type { IncomingHttpHeaders } from 'node:http';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Vite names what it emits under assets/ `<name>-<hash>.<ext>` (hash: base64url, 8 characters today). */
const HASHED_NAME = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{4,}\.[A-Za-z0-9.]+$/;

/** The Cache-Control of a file of the build, from its path relative to the build directory. */
export function cacheControlFor(relativePath: string): string {
  return HASHED_NAME.test(relativePath.split('\\').join('/')) ? IMMUTABLE : REVALIDATE;
}

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/**
 * Whether the browser's copy is current: If-None-Match by weak comparison when
 * sent, otherwise If-Modified-Since against the file's time.
 */
export function notModified(headers: IncomingHttpHeaders, etag: string, lastModified?: string): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag));
  }
  const ifModifiedSince = headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModified === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return Number.isFinite(since) && Date.parse(lastModified) <= since;
}
