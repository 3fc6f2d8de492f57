import { HttpError } from '../../../core/http/HttpError';
import { EnvelopeRefusal } from '../../../renderer/data/answerEnvelope';

/** What the file browser's error panel says when a folder could not be listed. */
export const LISTING_FAILED_TITLE = '目录加载失败';
const UNKNOWN_FAILURE = '目录加载失败，请稍后重试';

/**
 * The message for a failed listing: the service's info, the client's catalogue text (500：服务器出错,
 * 请求超时！…) — never a raw JavaScript message.
 */
export function listingFailureMessage(error: unknown): string {
  if (error instanceof EnvelopeRefusal || error instanceof HttpError) return error.message || UNKNOWN_FAILURE;
  return UNKNOWN_FAILURE;
}
