/**
 * Renames inline event-handler attributes (`onerror=`, `onclick=` …) inside tags before stored
 * HTML is parsed. Parsing is inert (DOMParser: no script runs, no image loads), but Chromium still
 * reports each handler attribute it parses as a Content-Security-Policy violation
 * (`script-src-attr`), so stored text could fill a deployment's CSP reports. The renamed
 * attribute is a `data-` one, which the sanitiser drops like the handler it replaces; text
 * outside tags is untouched (inside a quoted attribute value, an `on…=` is renamed too: harmless). Not a sanitiser: DOMPurify still decides what is kept.
 */
const TAG = /<[a-zA-Z][^<>]*>/g;
const HANDLER = /(\s)(on[a-z]+\s*=)/gi;

export function withoutHandlerAttributes(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(HANDLER, '$1data-hpc-removed-$2'));
}
