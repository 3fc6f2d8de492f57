/**
 * Downloading a stored file under its own name. A server path (our API, or the embedded mocks)
 * is fetched through the HTTP client and saved as a Blob: the mock service worker does not see
 * navigations, and a plain link would not carry the token either. An absolute URL on another
 * host (an OSS bucket) opens as a normal link — the token is never sent to a foreign host.
 */
import { http } from '../../core/http/client';
import { fileHref, fileNameOf } from './fileUrl';
import { saveBlob } from './saveBlob';

/** True when the stored URL is a path on our API (what the upload endpoint answers). */
export function isServerFile(value: unknown): value is string {
  return typeof value === 'string' && fileHref(value) !== undefined && value.trim().startsWith('/');
}

export async function downloadStoredFile(value: string): Promise<void> {
  const href = fileHref(value);
  if (!href) return;
  if (!isServerFile(value)) {
    window.open(href, '_blank', 'noopener,noreferrer');
    return;
  }
  try {
    saveBlob(await http.download(value.trim()), fileNameOf(value));
  } catch {
    // The client has shown the docs/behaviour §8 message (or the error the download carried).
  }
}

/** A click that should download rather than navigate: a plain left click (modifier clicks keep the link's own behaviour). */
export function isPlainClick(event: { button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
