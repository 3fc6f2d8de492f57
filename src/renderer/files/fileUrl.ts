/**
 * Links to uploaded files. A field stores the URL the upload answered: a server path
 * ("/api/operation-management/v1/files/<id>/<name>", resolved against the runtime apiBase like
 * every call) or an absolute http(s) URL (an OSS host). Anything else — javascript:, data: in a
 * link, protocol-relative — is never turned into a link, whatever a record holds.
 */
import { resolveApiUrl } from '../../core/config/runtimeConfig';

/** The href of a stored file URL, or undefined when it is not a safe link. */
export function fileHref(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim();
  if (url.startsWith('/') && !url.startsWith('//')) return resolveApiUrl(url);
  if (/^https?:\/\//i.test(url)) return url;
  return undefined;
}

/** The src of a stored image: a file href, or an inline raster image (data:image/png;base64,…). */
export function imageSrc(value: unknown): string | undefined {
  if (typeof value === 'string' && /^data:image\/(png|jpe?g|gif|webp|bmp);base64,/i.test(value.trim())) return value.trim();
  return fileHref(value);
}

/** The file name of a stored URL: its last path segment, decoded ("合同%20扫描.pdf" → "合同 扫描.pdf"). */
export function fileNameOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const path = value.trim().split(/[?#]/)[0] ?? '';
  const segment = path.slice(path.lastIndexOf('/') + 1);
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape: show it as stored rather than nothing
  }
}

/**
 * The URLs of a field holding several files: stored joined by ",". A comma is split on only
 * before a server path or an http(s) URL, so a single URL with a comma of its own (an OSS
 * image-processing parameter, "resize,w_100") stays whole.
 */
export function fileUrlsOf(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return value.split(/,(?=\s*(?:\/|https?:\/\/))/i).map((url) => url.trim()).filter((url) => url !== '');
}

/** The stored value of several file URLs (undefined for none: the field is empty). */
export function joinFileUrls(urls: readonly string[]): string | undefined {
  return urls.length === 0 ? undefined : urls.join(',');
}
