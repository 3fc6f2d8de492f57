import { HttpError } from '../../../core/http/HttpError';
import { ErrorCatalogue } from '../../../core/http/errorCatalogue';
import { EnvelopeRefusal } from '../../../renderer/data/answerEnvelope';

/** The refusal panel's words: the catalogue's 403 text, and why in the user's terms. */
export const STORAGE_REFUSED_TITLE = ErrorCatalogue.forbidden;
export const STORAGE_REFUSED_DETAIL = '当前账号没有查看存储的权限，请联系管理员';

/**
 * A refusal, not a failure: the gateway's 403 (the caller's role no longer grants the storage
 * pages) or the service's own `{ code: 403 }` (an HPC account the caller does not hold). Trying
 * again cannot help, so the page says 拒绝访问 instead of 加载失败.
 */
export function isRefusal(error: unknown): boolean {
  if (error instanceof HttpError) return error.kind === 'status' && error.status === 403;
  return error instanceof EnvelopeRefusal && error.code === 403;
}

/** What the refusal panel says under its title: the service's own reason when it gave one. */
export function refusalDetail(error: unknown): string {
  return error instanceof EnvelopeRefusal && error.message.trim() !== '' ? error.message : STORAGE_REFUSED_DETAIL;
}
