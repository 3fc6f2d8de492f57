/** Client-side path helpers; the service re-checks every path it is given. */
export function joinPath(dir: string, name: string): string {
  return dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
}

export function parentPath(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  const cut = trimmed.lastIndexOf('/');
  return cut <= 0 ? '/' : trimmed.slice(0, cut);
}

export function baseName(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts[parts.length - 1] ?? '/';
}

/** The root `path` lies in (longest match), or undefined. */
export function rootOf(path: string, roots: readonly string[]): string | undefined {
  let best: string | undefined;
  for (const root of roots) {
    if ((path === root || path.startsWith(`${root}/`)) && (!best || root.length > best.length)) best = root;
  }
  return best;
}

/** Breadcrumb items from the root down to `path`: [{ label, path }]. */
export function crumbs(path: string, root: string | undefined): { label: string; path: string }[] {
  const base = root ?? '/';
  const items = [{ label: base, path: base }];
  const rest = path.slice(base.length).split('/').filter(Boolean);
  let current = base;
  for (const part of rest) {
    current = joinPath(current, part);
    items.push({ label: part, path: current });
  }
  return items;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** docs/behaviour §5: image preview supports jpg, png and jpeg. */
export const isPreviewableImage = (name: string) => ['jpg', 'png', 'jpeg'].includes(extensionOf(name));
/** docs/behaviour §5: unpack supports zip and tar only. */
export const isUnpackable = (name: string) => ['zip', 'tar'].includes(extensionOf(name));

/** Longest name and path in bytes, as the storage service (and Linux: NAME_MAX, PATH_MAX) allow. */
export const NAME_MAX_BYTES = 255;
export const PATH_MAX_BYTES = 4096;

const encoder = new TextEncoder();
export const byteLength = (text: string): number => encoder.encode(text).length;
// eslint-disable-next-line no-control-regex -- matching control characters (NUL included) is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Why the service would refuse `name` as a new entry in `dir` (mocks/storage/paths.ts checkName
 * and normalise: not empty, not "." or "..", no "/", "\" or control character, at most 255
 * bytes, the whole path at most 4096), or null. Checked before sending, as a refusal closes the
 * dialogs (docs/behaviour §8) and would lose what was typed; too long is refused, never cut.
 */
export function nameProblem(name: string, dir?: string): string | null {
  if (name.trim() === '') return '名称不能为空';
  if (name === '.' || name === '..') return '名称不能是 . 或 ..';
  if (name.includes('/')) return '名称不能包含 /';
  if (name.includes('\\')) return '名称不能包含 \\';
  if (CONTROL.test(name)) return '名称不能包含控制字符';
  const bytes = byteLength(name);
  if (bytes > NAME_MAX_BYTES) return `名称过长：最多 ${NAME_MAX_BYTES} 字节，当前 ${bytes} 字节`;
  if (dir !== undefined && byteLength(joinPath(dir, name)) > PATH_MAX_BYTES) return `路径过长：最多 ${PATH_MAX_BYTES} 字节`;
  return null;
}
