/**
 * Path handling of the storage mock: every path a client sends is checked and normalised here
 * before it touches the virtual file system. Paths are POSIX, absolute, and taken literally:
 * no second URL-decoding (a name "%2e%2e" is just a name), no backslash separators.
 */
import { StorageError } from './errors';

/** Longest name in bytes, as on Linux file systems (NAME_MAX). */
export const NAME_MAX_BYTES = 255;
/** Longest path in bytes (PATH_MAX). */
export const PATH_MAX_BYTES = 4096;

const encoder = new TextEncoder();
// Control characters (NUL included) never belong in a path; backslashes are refused because a
// Windows-style "..\\" is the classic way round a check that only looks for "/".
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u001f\u007f\\]/;

/**
 * Splits an absolute path into its components with "." and ".." resolved lexically.
 * A ".." above "/" is refused rather than clamped: clamping is how "/../../etc" sneaks in.
 */
export function normalise(raw: unknown): string[] {
  if (typeof raw !== 'string' || raw.trim() === '') throw new StorageError(400, '路径不能为空');
  if (FORBIDDEN.test(raw)) throw new StorageError(400, '路径包含非法字符');
  if (!raw.startsWith('/')) throw new StorageError(400, `路径必须为绝对路径：${raw}`);
  if (encoder.encode(raw).length > PATH_MAX_BYTES) throw new StorageError(400, '路径过长');
  const parts: string[] = [];
  for (const part of raw.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) throw new StorageError(403, '路径越界：只能访问当前账号的存储目录');
      parts.pop();
      continue;
    }
    parts.push(part);
  }
  return parts;
}

export function toPath(parts: readonly string[]): string {
  return `/${parts.join('/')}`;
}

/** True when `parts` equals `base` or lies below it. */
export function isWithin(parts: readonly string[], base: readonly string[]): boolean {
  if (parts.length < base.length) return false;
  return base.every((part, i) => parts[i] === part);
}

/** A single name for a new entry: no separators, not "." or "..", not too long. */
export function checkName(name: unknown): string {
  if (typeof name !== 'string' || name === '') throw new StorageError(400, '名称不能为空');
  if (name === '.' || name === '..') throw new StorageError(400, `名称不合法：${name}`);
  if (name.includes('/') || FORBIDDEN.test(name)) throw new StorageError(400, `名称包含非法字符：${name}`);
  if (encoder.encode(name).length > NAME_MAX_BYTES) throw new StorageError(400, '名称过长');
  return name;
}

export function basename(path: string): string {
  const parts = path.split('/').filter((p) => p !== '');
  return parts[parts.length - 1] ?? '';
}

export function joinPath(dir: string, name: string): string {
  return dir.endsWith('/') ? `${dir}${name}` : `${dir}/${name}`;
}

/** "name.tar" → ["name", ".tar"]; hidden files keep their leading dot in the stem. */
export function splitExtension(name: string): [string, string] {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return [name, ''];
  return [name.slice(0, dot), name.slice(dot)];
}
