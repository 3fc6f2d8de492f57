/**
 * Faults only a developer can act on — a page configuration naming a file or key that is not
 * there, a reply that does not fit the page's configured mapping, a module that is not
 * registered — are told to users in their own words and to developers in the console. Users
 * never read a file name (schemas/menu.json…) or a configuration key (endpoint.response…).
 */

/** A reply that does not fit the page (its records are not a list…). */
export const PAGE_DATA_MALFORMED = '页面数据格式不正确，请联系管理员';
/** A page whose configuration is missing or broken. */
export const PAGE_CONFIG_BROKEN = '页面配置有误，请联系管理员';
/** A route no page is configured for yet. */
export const PAGE_NOT_AVAILABLE = '该页面暂未开放，请联系管理员';
/** Anything a page throws that was not written for users. */
export const PAGE_UNEXPECTED_ERROR = '页面发生意外错误，请重试；如仍有问题请联系管理员';

/** An error whose message is for users; the developer detail went to the console. */
export class DeveloperFault extends Error {
  override name = 'DeveloperFault';

  constructor(
    userMessage: string,
    /** What a developer needs: which file, which key, which value. */
    readonly detail: string,
  ) {
    super(userMessage);
  }
}

/** Logs `detail` for developers and returns the error to throw, which users read as `userMessage`. */
export function developerFault(userMessage: string, detail: string): DeveloperFault {
  reportDeveloperDetail(detail);
  return new DeveloperFault(userMessage, detail);
}

/** The console line of a developer-facing fault (one prefix, so it can be searched for). */
export function reportDeveloperDetail(detail: string, cause?: unknown): void {
  if (cause === undefined) console.error(`[配置] ${detail}`);
  else console.error(`[配置] ${detail}`, cause);
}

/** What a user may read of a thrown error: a DeveloperFault's own words, otherwise the general message. */
export function userMessageOf(error: unknown): string {
  return error instanceof DeveloperFault ? error.message : PAGE_UNEXPECTED_ERROR;
}

/** Han characters: the console's own messages are Chinese; an engine's (TypeError…) are not. */
const WRITTEN_FOR_USERS = /\p{Script=Han}/u;

/**
 * What a user may read of an error caught where any code could have thrown: a message the
 * console wrote for users (Chinese, as every message of ours and of the HTTP error catalogue is)
 * as it is; an engine's or library's English text goes to the console and the user reads the
 * general message.
 */
export function readableMessageOf(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (message !== '' && WRITTEN_FOR_USERS.test(message) && !/\bundefined\b/.test(message)) return message;
  reportDeveloperDetail('未预期的错误', error);
  return PAGE_UNEXPECTED_ERROR;
}
