/**
 * What the storage service's replies hold, checked before anything reads them (the envelope's
 * code is the operation client's, src/renderer/data/answerEnvelope.ts): a reply of another shape
 * (`spec` that is not a list…) becomes a malformed EnvelopeRefusal with words the page can show,
 * never "操作失败（undefined）" or a JavaScript error from deep inside the table.
 */
import { MALFORMED_LISTING } from './readDirectory';
import { EnvelopeRefusal } from '../../../renderer/data/answerEnvelope';
import type { HpcAccountOption, StorageRecord } from '../../../contract/storageTypes';

/** A reply of the right service but not of the expected shape (other than a folder listing). */
export const MALFORMED_REPLY = '存储服务返回的数据格式不正确';

type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The roots list and the default directory (`dir_info`'s sibling, also folder data). */
export function readRoots(body: JsonRecord): { roots: string[]; defaultPath: string | null } {
  const { spec, default_path: defaultPath } = body;
  const roots = spec === undefined || spec === null ? [] : spec;
  if (!Array.isArray(roots) || roots.some((root) => typeof root !== 'string' || root === '')) throw new EnvelopeRefusal(500, MALFORMED_LISTING, true);
  if (defaultPath !== undefined && defaultPath !== null && typeof defaultPath !== 'string') throw new EnvelopeRefusal(500, MALFORMED_LISTING, true);
  return { roots: roots as string[], defaultPath: defaultPath || null };
}

/** A list in `spec` (absent reads as empty) whose items all pass `isItem`. */
export function readList<T>(body: JsonRecord, isItem: (item: unknown) => item is T): T[] {
  const { spec } = body;
  if (spec === undefined || spec === null) return [];
  if (!Array.isArray(spec) || !spec.every(isItem)) throw new EnvelopeRefusal(500, MALFORMED_REPLY, true);
  return spec;
}

export function isAccountOption(item: unknown): item is HpcAccountOption {
  return isRecord(item) && typeof item.acc === 'string' && item.acc !== '';
}

export function isStorageRecord(item: unknown): item is StorageRecord {
  return isRecord(item) && typeof item.id === 'number' && typeof item.type === 'number' && typeof item.status === 'number';
}

/** A total that is a count; absent reads as `fallback`. */
export function readTotal(body: JsonRecord, fallback: number): number {
  const { total } = body;
  if (total === undefined || total === null) return fallback;
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) throw new EnvelopeRefusal(500, MALFORMED_REPLY, true);
  return total;
}

/** One page of operation records and their total (absent: the records' count). */
export function readRecords(body: JsonRecord): { records: StorageRecord[]; total: number } {
  const records = readList(body, isStorageRecord);
  return { records, total: readTotal(body, records.length) };
}

/** One page of a file's text and the file's size. */
export function readFilePage(body: JsonRecord): { body: string; size: number } {
  const { spec } = body;
  if (spec === undefined || spec === null) return { body: '', size: 0 };
  if (!isRecord(spec)) throw new EnvelopeRefusal(500, MALFORMED_REPLY, true);
  const text = spec.Body ?? '';
  const size = spec.Size ?? 0;
  if (typeof text !== 'string' || typeof size !== 'number' || !Number.isFinite(size)) throw new EnvelopeRefusal(500, MALFORMED_REPLY, true);
  return { body: text, size };
}
