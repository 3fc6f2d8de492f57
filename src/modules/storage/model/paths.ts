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

/** spec §5: image preview supports jpg, png and jpeg. */
export const isPreviewableImage = (name: string) => ['jpg', 'png', 'jpeg'].includes(extensionOf(name));
/** spec §5: unpack supports zip and tar only. */
export const isUnpackable = (name: string) => ['zip', 'tar'].includes(extensionOf(name));

/** A single new name: not empty, no "/", not "." or "..". Returns the problem, or null. */
export function nameProblem(name: string): string | null {
  if (name.trim() === '') return '名称不能为空';
  if (name.includes('/')) return '名称不能包含 /';
  if (name === '.' || name === '..') return '名称不能是 . 或 ..';
  if (new TextEncoder().encode(name).length > 255) return '名称过长（最多 255 字节）';
  return null;
}
