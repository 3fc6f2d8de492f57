import { StorageError } from '../errors';
import type { FsNode, Owner } from './nodes';

/**
 * POSIX permission checks for the account's own uid/gid: owner bits when it owns the node,
 * group bits when the group matches, other bits otherwise. Files copied in from a colleague
 * (foreign uid) are therefore read-only until "restore owner" gives them back.
 */
const BITS = { r: 4, w: 2, x: 1 } as const;

export function canAccess(node: FsNode, who: Owner, want: keyof typeof BITS): boolean {
  const shift = node.uid === who.uid ? 6 : node.gid === who.gid ? 3 : 0;
  return ((node.mode >> shift) & BITS[want]) !== 0;
}

export function requireAccess(node: FsNode, who: Owner, want: keyof typeof BITS, path: string): void {
  if (canAccess(node, who, want)) return;
  const verb = want === 'r' ? '读取' : want === 'w' ? '写入' : '进入';
  throw new StorageError(403, `权限不足，无法${verb}：${path}`);
}

export function requireOwner(node: FsNode, who: Owner, path: string): void {
  if (node.uid !== who.uid) throw new StorageError(403, `权限不足：${path} 的属主不是当前账号，请先恢复属主`);
}

/** `-rw-r--r--` / `drwxr-xr-x` / `Lrwxrwxrwx`, as Go's FileMode.String prints it. */
export function permString(node: FsNode): string {
  const type = node.kind === 'dir' ? 'd' : node.kind === 'link' ? 'L' : '-';
  let text = type;
  for (const shift of [6, 3, 0]) {
    const bits = (node.mode >> shift) & 7;
    text += `${bits & 4 ? 'r' : '-'}${bits & 2 ? 'w' : '-'}${bits & 1 ? 'x' : '-'}`;
  }
  return text;
}

/** "755" / "0644" → bits; anything else is refused with the hint of docs/behaviour §5. */
export function parseMode(raw: unknown): number {
  if (typeof raw !== 'string' || !/^[0-7]{3,4}$/.test(raw.trim())) {
    throw new StorageError(400, '权限码格式错误，请输入权限码，格式如 755');
  }
  return Number.parseInt(raw.trim(), 8) & 0o7777;
}
