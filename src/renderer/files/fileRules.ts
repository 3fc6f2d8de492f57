/**
 * Checks an upload makes before any byte is sent: type against the field's `accept`, size
 * against `maxSizeMb` and the number of files against `maxCount`. The server checks the size
 * again (its own limit is 10 MB).
 *
 * Defaults: an attachment field is the platform's file helper — spreadsheets (.xls, .xlsx), at
 * most 2048 KB each, at most 9 files; an image field takes one picture (jpg, jpeg, png) of at
 * most 10 MB. A page states its own `accept` / `maxSizeMb` / `maxCount` when it needs others.
 */

/** Default largest upload of an image field, in MB. */
export const DEFAULT_MAX_SIZE_MB = 10;
/** Default largest upload of a file field, in KB. */
export const DEFAULT_FILE_MAX_SIZE_KB = 2048;
/** Default types of a file field. */
export const DEFAULT_FILE_ACCEPT = '.xls,.xlsx';
/** Default number of files a file field holds. */
export const DEFAULT_FILE_MAX_COUNT = 9;
/** Default `accept` of an image field (the types the console previews). */
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png';
/** A type outside the accepted list. */
export const FILE_TYPE_MESSAGE = '文件格式错误！';
export const EMPTY_FILE_MESSAGE = '不能上传空文件';

export type UploadKind = 'image' | 'file';

export interface UploadRules {
  kind: UploadKind;
  accept?: string;
  maxSizeMb?: number;
}

/** "图片大小不能超过 10MB" / "文件大小不能超过 2048KB": the limit as the page stated it. */
export function sizeMessage(kind: UploadKind, limit: number, unit: 'MB' | 'KB' = 'MB'): string {
  return `${kind === 'image' ? '图片' : '文件'}大小不能超过 ${limit}${unit}`;
}

/** "最多只能上传 9 个文件". */
export function countMessage(maxCount: number): string {
  return `最多只能上传 ${maxCount} 个文件`;
}

/** The accept list a field uses: its own, else its kind's default. */
export function acceptOf(options: UploadRules): string {
  return options.accept ?? (options.kind === 'image' ? IMAGE_ACCEPT : DEFAULT_FILE_ACCEPT);
}

/** How many files a field holds: an image field one, a file field its own count or 9. */
export function maxCountOf(kind: UploadKind, maxCount: number | undefined): number {
  return kind === 'image' ? 1 : (maxCount ?? DEFAULT_FILE_MAX_COUNT);
}

/**
 * Whether a file matches an input's accept list ("image/*", "image/png", ".pdf,.docx").
 * An empty list accepts everything, as the input does.
 */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  const tokens = (accept ?? '').split(',').map((t) => t.trim().toLowerCase()).filter((t) => t !== '');
  if (tokens.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return name.endsWith(token);
    if (token.endsWith('/*')) return type.startsWith(token.slice(0, -1));
    return type === token;
  });
}

/** The first problem of a chosen file, or null when it may be uploaded. */
export function checkUpload(file: { name: string; type: string; size: number }, options: UploadRules): string | null {
  if (!matchesAccept(file, acceptOf(options))) return FILE_TYPE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (options.maxSizeMb !== undefined || options.kind === 'image') {
    const maxSizeMb = options.maxSizeMb ?? DEFAULT_MAX_SIZE_MB;
    if (file.size > maxSizeMb * 1024 * 1024) return sizeMessage(options.kind, maxSizeMb);
  } else if (file.size > DEFAULT_FILE_MAX_SIZE_KB * 1024) {
    return sizeMessage('file', DEFAULT_FILE_MAX_SIZE_KB, 'KB');
  }
  return null;
}
