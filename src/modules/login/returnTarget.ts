/**
 * docs/behaviour §2.1 `url`: where to go after login. docs/design.md §8: return targets are internal routes
 * only — a path starting with a single "/", no "//", no scheme, no backslash, no control
 * characters, checked both as given and once decoded (so %2F%2F or %5C cannot smuggle one in).
 */
export const DEFAULT_AFTER_LOGIN = '/backstage';

/** Control characters and line separators: browsers drop tabs and newlines inside URLs ("/\t/x" is "//x"). */
function hasControlCharacter(path: string): boolean {
  for (const char of path) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

function isInternalPath(path: string): boolean {
  if (!path.startsWith('/')) return false; // relative paths, schemes (javascript:, https:) and empty
  if (path.startsWith('//')) return false; // protocol-relative: another host
  if (path.includes('\\')) return false; // browsers read "/\evil.com" as "//evil.com"
  if (hasControlCharacter(path)) return false;
  return true;
}

function decodedOnce(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null; // a malformed escape is not a route we issued
  }
}

/** The route to open after login: the `url` query when it is an internal route, else /backstage. */
export function safeReturnTarget(raw: string | null | undefined): string {
  if (!raw) return DEFAULT_AFTER_LOGIN;
  const decoded = decodedOnce(raw);
  if (decoded === null || !isInternalPath(raw) || !isInternalPath(decoded)) return DEFAULT_AFTER_LOGIN;
  // Coming back to the login page itself would just show the form again.
  if (/^\/(?:login|register|forget)(?:[/?#]|$)/.test(decoded)) return DEFAULT_AFTER_LOGIN;
  return raw;
}
