/**
 * Checks an upload makes before any byte is sent: type against the field's `accept` and size
 * against `maxSizeMb`. The server checks the size again (its own limit is 10 MB).
 */

/** Default largest upload of an image or file field, in MB. */
export const DEFAULT_MAX_SIZE_MB = 10;
/** Default `accept` of an image field. */
export const IMAGE_ACCEPT = 'image/*';
/** Spec §5 file helper: a type outside the accepted list. */
export const FILE_TYPE_MESSAGE = '文件格式错误！';
export const EMPTY_FILE_MESSAGE = '不能上传空文件';

export type UploadKind = 'image' | 'file';

/** "图片大小不能超过 10MB" / "文件大小不能超过 10MB". */
export function sizeMessage(kind: UploadKind, maxSizeMb: number): string {
  return `${kind === 'image' ? '图片' : '文件'}大小不能超过 ${maxSizeMb}MB`;
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
export function checkUpload(file: { name: string; type: string; size: number }, options: { kind: UploadKind; accept?: string; maxSizeMb?: number }): string | null {
  const accept = options.accept ?? (options.kind === 'image' ? IMAGE_ACCEPT : undefined);
  if (!matchesAccept(file, accept)) return FILE_TYPE_MESSAGE;
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  const maxSizeMb = options.maxSizeMb ?? DEFAULT_MAX_SIZE_MB;
  if (file.size > maxSizeMb * 1024 * 1024) return sizeMessage(options.kind, maxSizeMb);
  return null;
}
