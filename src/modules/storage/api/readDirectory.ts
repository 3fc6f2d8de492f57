/**
 * Reads a `dir_info` reply (docs/behaviour §3 Directory response: `spec` of file entries, `total`) and
 * refuses anything else: a reply of another shape becomes an EnvelopeRefusal with a message the
 * page can show, instead of reaching the table (where `[7]` had crashed the page boundary with
 * "Cannot create property 'isDir' on number '7'"). One pass over the entries, no copies:
 * directories hold up to 100,000 of them.
 */
import type { FileEntry } from '../../../contract/storageTypes';
import { EnvelopeRefusal } from '../../../renderer/data/answerEnvelope';

export const MALFORMED_LISTING = '存储服务返回的目录数据格式不正确';

function isEntry(value: unknown): value is FileEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.name === 'string' && entry.name !== '' && typeof entry.path === 'string'
    && typeof entry.type === 'number' && typeof entry.uid === 'number' && typeof entry.gid === 'number'
    && typeof entry.perm === 'string' && typeof entry.size === 'number' && Number.isFinite(entry.size)
    && typeof entry.time === 'string';
}

/** The entries of a successful reply (code 200 already checked); throws when they are not file entries. */
export function readDirectory(body: Readonly<Record<string, unknown>>): FileEntry[] {
  const { spec } = body;
  // An empty folder may come without a list at all.
  if (spec === undefined || spec === null) return [];
  if (!Array.isArray(spec)) throw new EnvelopeRefusal(500, MALFORMED_LISTING, true);
  for (const entry of spec) if (!isEntry(entry)) throw new EnvelopeRefusal(500, MALFORMED_LISTING, true);
  return spec as FileEntry[];
}
