/**
 * The storage service's replies, checked before anything reads them: a reply of another shape
 * (`{}`, `spec` that is not a list…) becomes a StorageFailure with words the page can show,
 * never "操作失败（undefined）" or a JavaScript error from deep inside the table.
 */
import { MALFORMED_LISTING } from './readDirectory';
import { StorageFailure } from './storageFailure';
import type { Envelope, HpcAccountOption, StorageRecord } from '../../../contract/storageTypes';

/** A reply of the right service but not of the expected shape (other than a folder listing). */
export const MALFORMED_REPLY = '存储服务返回的数据格式不正确';

type JsonRecord = Record<string, unknown>;

export const isRecord = (value: unknown): value is JsonRecord => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The envelope's code as a number (the service sends 200; a numeric string is read the same). */
function codeOf(body: JsonRecord): number | null {
  const { code } = body;
  if (typeof code === 'number' && Number.isInteger(code)) return code;
  if (typeof code === 'string' && /^\d{1,4}$/.test(code)) return Number(code);
  return null;
}

/**
 * `{ code, info }`: 200 is success, another code a refusal carrying the service's info. Anything
 * without a numeric code is `malformed` (the listing calls name the folder data).
 */
export function checkEnvelope<T extends Envelope>(body: unknown, malformed: string = MALFORMED_REPLY): T {
  if (!isRecord(body)) throw new StorageFailure(500, malformed);
  const code = codeOf(body);
  if (code === null) throw new StorageFailure(500, malformed);
  if (code !== 200) {
    const info = typeof body.info === 'string' && body.info.trim() !== '' ? body.info.trim() : `存储服务未能完成操作（错误码 ${code}）`;
    throw new StorageFailure(code, info);
  }
  return { ...body, code } as unknown as T;
}

/** The roots list and the default directory (`dir_info`'s sibling, also folder data). */
export function readRoots(body: JsonRecord): { roots: string[]; defaultPath: string | null } {
  const { spec, default_path: defaultPath } = body;
  const roots = spec === undefined || spec === null ? [] : spec;
  if (!Array.isArray(roots) || roots.some((root) => typeof root !== 'string' || root === '')) throw new StorageFailure(500, MALFORMED_LISTING);
  if (defaultPath !== undefined && defaultPath !== null && typeof defaultPath !== 'string') throw new StorageFailure(500, MALFORMED_LISTING);
  return { roots: roots as string[], defaultPath: defaultPath || null };
}

/** A list in `spec` (absent reads as empty) whose items all pass `isItem`. */
export function readList<T>(body: JsonRecord, isItem: (item: unknown) => item is T): T[] {
  const { spec } = body;
  if (spec === undefined || spec === null) return [];
  if (!Array.isArray(spec) || !spec.every(isItem)) throw new StorageFailure(500, MALFORMED_REPLY);
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
  if (typeof total !== 'number' || !Number.isInteger(total) || total < 0) throw new StorageFailure(500, MALFORMED_REPLY);
  return total;
}

/** One page of a file's text and the file's size. */
export function readFilePage(body: JsonRecord): { body: string; size: number } {
  const { spec } = body;
  if (spec === undefined || spec === null) return { body: '', size: 0 };
  if (!isRecord(spec)) throw new StorageFailure(500, MALFORMED_REPLY);
  const text = spec.Body ?? '';
  const size = spec.Size ?? 0;
  if (typeof text !== 'string' || typeof size !== 'number' || !Number.isFinite(size)) throw new StorageFailure(500, MALFORMED_REPLY);
  return { body: text, size };
}
