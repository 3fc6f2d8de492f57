/**
 * A refused storage request. `code` goes into the `{ code, info }` envelope the storage service
 * answers with (HTTP 200, docs/behaviour §4 "A code other than 200 … shows the message"); `info` is the
 * Chinese text the user reads.
 */
export class StorageError extends Error {
  override name = 'StorageError';

  constructor(
    readonly code: number,
    readonly info: string,
  ) {
    super(info);
  }
}

/** The docs/behaviour §8 text for a user without an HPC account, word for word. */
export const NOT_BOUND_INFO = '当前未绑定HPC账号，请刷新页面或联系平台管理员';

/** Business codes used in the envelope (HTTP-like, so a reader knows them at a glance). */
export const StorageCode = {
  ok: 200,
  badRequest: 400,
  forbidden: 403,
  notFound: 404,
  exists: 409,
  tooLarge: 413,
  notBound: 500,
} as const;
